import { AnalysisHost, PROGRESSIVE } from '../../src/ui/run/host.ts';
import { gameText } from './game-text.ts';
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!.toFixed(1);
for (const [p, d, reps] of [[17, 30, 41], [200, 100, 9]] as const) {
  const text = gameText(p, d, 1);
  const lines = text.split('\n');
  const line = lines.indexOf('day 1') + 1;
  const edited = lines.map((l, i) => (i === line ? l + 'x' : l)).join('\n');
  const hosts = { plain: new AnalysisHost(), prog: new AnalysisHost(PROGRESSIVE) };
  const t: Record<string, number[]> = { plain: [], progFirst: [], progAll: [] };
  let id = 0;
  for (const h of Object.values(hosts)) h.answer({ kind: 'analyse', id: id++, text, window: [0, 120] });
  while (hosts.prog.unfinished) hosts.prog.more();
  for (let r = 0; r < reps; r++) {
    const tx = r % 2 ? text : edited;
    let t0 = performance.now();
    hosts.plain.answer({ kind: 'analyse', id: id++, text: tx, window: [0, 120] });
    t.plain!.push(performance.now() - t0);
    t0 = performance.now();
    hosts.prog.answer({ kind: 'analyse', id: id++, text: tx, window: [0, 120] });
    t.progFirst!.push(performance.now() - t0);
    while (hosts.prog.unfinished) hosts.prog.more();
    t.progAll!.push(performance.now() - t0);
  }
  console.log(p, d, Object.entries(t).map(([k, v]) => `${k} ${med(v)}`).join('  '));
}
