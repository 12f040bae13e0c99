// Single keystrokes looked at closely: day 1's first vote edited as in the bench (the same probe),
// then every main-thread and worker task from each key to its painted change, with what each did.
//   npx tsx test/bench/ui/key-trace.ts [BASE] [KEYS] [PxD] [trace|quiet]
// BASE a running preview server (default http://127.0.0.1:4411), KEYS samples (8), PxD the game
// (17x30); `quiet` only times the samples (no trace: p50 / p95 as the bench counts them).
// KEY_PROFILE=1 adds a CPU profile of the main thread's tasks named in KEY_PROFILE_TASKS (trace
// event names or DOM event types; default HandlePostMessage), KEY_TOP its rows. A tool for
// looking, never a test.
import { chromium } from '@playwright/test';
import { encodeShare } from '../../../src/share/link.ts';
import { gameText } from '../game-text.ts';
import { installKeyProbe, type KeyProbe } from './page-probe.ts';
import { summariseProfile, summariseTotal, type TraceEvent } from './profile-summary.ts';

type Ev = TraceEvent & { readonly args?: { readonly name?: string; readonly data?: { readonly type?: string } } };
type Profile = Parameters<typeof summariseProfile>[0];

const [base = 'http://127.0.0.1:4411', keys = '8', size = '17x30', mode = 'trace'] = process.argv.slice(2);
const tracing = mode === 'trace';
const profiling = process.env['KEY_PROFILE'] === '1';
const [players, days] = size.split('x').map(Number) as [number, number];
const CATEGORIES = 'devtools.timeline,disabled-by-default-devtools.timeline,v8';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
const cdp = await page.context().newCDPSession(page);
const events: Ev[] = [];
cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as Ev[])));

const text = gameText(players, days, 1);
await page.goto(`${base}/#${encodeShare(text)}`);
await page.locator('.monaco-editor .view-lines').waitFor({ timeout: 120_000 });
await page.waitForTimeout(1500);
await page.evaluate('globalThis.__name = (f) => f'); // tsx names the probe's closures
await page.evaluate(installKeyProbe);
await page.locator('.monaco-editor .view-lines').click();
await page.keyboard.press('Control+Home');
for (let i = 0; i <= text.split('\n').indexOf('day 1'); i++) await page.keyboard.press('ArrowDown');
await page.keyboard.press('End');
await page.waitForTimeout(500);
if (profiling) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
}
if (tracing) await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });

const probes: KeyProbe[] = [];
for (let i = 0; i < Number(keys); i++) {
  await page.evaluate(() => void ((window as unknown as { __key: KeyProbe }).__key.armed = true));
  await page.keyboard.press(i % 2 === 0 ? 'x' : 'Backspace');
  await page.waitForFunction(() => (window as unknown as { __key: KeyProbe }).__key.t1 > 0, null, { polling: 50 });
  probes.push(await page.evaluate(() => (window as unknown as { __key: KeyProbe }).__key));
  await page.keyboard.press('Escape'); // as the bench does
  await page.waitForTimeout(300);
}
const sorted = probes.map((p) => p.t1 - p.t0).sort((a, b) => a - b);
const pct = (q: number): number => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!);
console.log(`samples ${probes.map((p) => Math.round(p.t1 - p.t0)).join(' ')}`);
console.log(`p50 ${pct(0.5)} p95 ${pct(0.95)} longest task ${Math.round(Math.max(...probes.map((p) => p.long)))}`);

const profile = profiling ? ((await cdp.send('Profiler.stop')) as { profile: Profile }).profile : null;
if (tracing) {
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.end');
  await done;
  report(profile);
}
await browser.close();

function report(profile: Profile | null): void {
  const names = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args?.name ?? '?']));
  const thread = (e: Ev): string => names.get(`${e.pid}:${e.tid}`) ?? '?';
  const onMain = (e: Ev): boolean => thread(e) === 'CrRendererMain';
  if (profile) console.log(profileOf(profile, events.filter(onMain)));
  // every other keydown is the Escape after a sample
  const downs = events
    .filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown' && onMain(e))
    .filter((_, i) => i % 2 === 0);
  const tasks = events.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 300 && (onMain(e) || thread(e) === 'DedicatedWorker thread'));
  const PARTS = [
    'HandlePostMessage',
    'FireAnimationFrame',
    'TimerFire',
    'EventDispatch',
    'UpdateLayoutTree',
    'Layout',
    'Paint',
    'Commit',
    'MinorGC',
  ];
  const parts = events.filter((e) => e.ph === 'X' && (e.dur ?? 0) > 300 && PARTS.includes(e.name));
  const busy: { main: number; worker: number; runs: number }[] = [];
  downs.forEach((k, i) => {
    const p = probes[i];
    if (!p) return;
    const within = tasks.filter((t) => t.ts >= k.ts - 1000 && t.ts + (t.dur ?? 0) <= k.ts + (p.t1 - p.t0) * 1000);
    const sum = (ts: Ev[]): number => ts.reduce((n, t) => n + (t.dur ?? 0), 0) / 1000;
    const runs = within.filter(
      (t) =>
        onMain(t) &&
        parts.some(
          (e) => e.name === 'HandlePostMessage' && e.tid === t.tid && e.ts >= t.ts && (e.dur ?? 0) > 2000 && e.ts <= t.ts + t.dur!,
        ),
    );
    busy.push({ main: sum(within.filter(onMain)), worker: sum(within.filter((t) => !onMain(t))), runs: runs.length });
    console.log(`key ${i + 1}: ${Math.round(p.t1 - p.t0)} ms`);
    for (const t of tasks.filter((t) => t.ts >= k.ts - 2000 && t.ts <= k.ts + (p.t1 - p.t0) * 1000)) {
      const inside = parts
        .filter((e) => e.tid === t.tid && e.pid === t.pid && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur! + 1)
        .map((e) => `${e.name}${e.name === 'EventDispatch' ? `(${e.args?.data?.type})` : ''} ${((e.dur ?? 0) / 1000).toFixed(1)}`);
      const at = ((t.ts - k.ts) / 1000).toFixed(1).padStart(6);
      console.log(`  ${onMain(t) ? 'main  ' : 'worker'} +${at} ${((t.dur ?? 0) / 1000).toFixed(1).padStart(5)} ms  ${inside.join(', ')}`);
    }
  });
  // from each key to its painted change: the threads' time in tasks, and the main thread's
  // tasks taking a message over 2 ms
  const med = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
  console.log(
    `busy to the paint, median of keys: main ${med(busy.map((b) => b.main)).toFixed(1)} ms,` +
      ` worker ${med(busy.map((b) => b.worker)).toFixed(1)} ms;` +
      ` messages over 2 ms per key ${busy.map((b) => b.runs).join(' ')}`,
  );
}

/** The profile's samples inside the main thread's tasks of the kinds asked for, all keys together. */
function profileOf(profile: Profile, main: readonly Ev[]): string {
  const kinds = (process.env['KEY_PROFILE_TASKS'] ?? 'HandlePostMessage').split(',');
  const picked = main.filter(
    (e) => (e.dur ?? 0) > 1000 && kinds.some((k) => e.name === k || (e.name === 'EventDispatch' && e.args?.data?.type === k)),
  );
  const idle = profile.nodes.find((n) => n.callFrame.functionName === '(idle)')?.id ?? -1;
  let t = profile.startTime;
  const samples = profile.samples.map((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    return picked.some((p) => t >= p.ts && t <= p.ts + (p.dur ?? 0)) ? id : idle;
  });
  const only = { ...profile, samples };
  return `${summariseProfile(only, 30)}\n${summariseTotal(only, [0, Number.MAX_SAFE_INTEGER], Number(process.env['KEY_TOP'] ?? 40))}`;
}
