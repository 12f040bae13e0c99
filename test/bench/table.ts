// `npx tsx test/bench/table.ts NODE.json [UI.json]`: the README's speed table from the output of
// `npm run bench -- --json` and of `npm run bench:ui` (its JSON lines), with each target and
// whether it is met. Prints markdown.
import { readFileSync } from 'node:fs';

type Json = Record<string, any>;

// Piped into `head`, the table's reader may leave before it is written: that is not an error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

/** A file's text, or the program stops saying which file could not be read (never a stack trace). */
function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    fail(`${path}: ${(e as Error).message}`);
  }
}

/** A file's JSON, or the program stops with what is wrong and where. */
function readJson(path: string | undefined): Json {
  if (!path) fail('usage: npx tsx test/bench/table.ts NODE.json [UI.txt]');
  const text = readText(path);
  try {
    return JSON.parse(text) as Json;
  } catch (e) {
    fail(`${path}: not the JSON of \`npm run bench -- --json\`: ${(e as Error).message}`);
  }
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const node = readJson(process.argv[2]);
const ui: Json = {};
if (process.argv[3]) {
  for (const line of readText(process.argv[3]).split('\n')) {
    const m = /^([A-Za-z0-9]+): (\{.*\})$/.exec(line.trim());
    if (m) ui[m[1]!] = JSON.parse(m[2]!);
  }
}

const rows: [string, string, string, boolean | null][] = [];
const row = (what: string, figure: string, target: string, met: boolean | null): void => void rows.push([what, figure, target, met]);
const k17 = ui['keystroke17x30'];
const k200 = ui['keystroke200x100'];
/** p50 / p95 and the longest task of a keystroke figure, or how many samples timed out. */
const keys = (k: Json): string =>
  k.p50 === null
    ? `> 30 s (${k.timedOut} samples timed out)`
    : `${k.p50} / ${k.p95} ms; longest task ${k.longTask} ms${k.timedOut ? `; ${k.timedOut} timed out` : ''}`;
if (k17)
  row('keystroke → timeline painted, 17 × 30 (p50 / p95)', keys(k17), '≤ 50 ms p95, no task > 50 ms', k17.p95 <= 50 && k17.longTask <= 50);
if (k200) row('same, 200 × 100', keys(k200), '≤ 150 ms', k200.p95 !== null && k200.p95 <= 150);
if (ui['open200x100'])
  row(
    'opening the 200 × 100 game from a share link, until the timeline shows',
    `${ui['open200x100'].ms.toLocaleString('en')} ms`,
    '≤ 1,500 ms',
    ui['open200x100'].ms <= 1500,
  );
if (ui['fcp'])
  row(
    "first contentful paint of the welcome page ÷ a blank page's (the static shell)",
    `${ui['fcp'].ratio}× (${ui['fcp'].welcomeMs} / ${ui['fcp'].blankMs} ms)`,
    '≤ 2×',
    ui['fcp'].ratio <= 2,
  );
if (ui['welcomeRuling'])
  row(
    "welcome ruling on screen ÷ a blank page's first paint",
    `${ui['welcomeRuling'].ratioToBlankFcp}× (${ui['welcomeRuling'].ms} ms)`,
    '—',
    null,
  );
if (node['bundle'])
  row('start-up JS, gzip, Monaco excluded', `${node['bundle'].startupKiB} KiB`, '≤ 120 KiB', node['bundle'].startupKiB <= 120);
const a = node['analyse'];
row(
  'parse + check + resolve in Node, warm: 17 × 30 / 200 × 100',
  `${a['17x30'].analyseMs} / ${a['200x100'].analyseMs} ms (parse + check ${a['17x30'].parseMs} / ${a['200x100'].parseMs})`,
  '≤ 2 ms / ≤ 100 ms',
  a['17x30'].analyseMs <= 2 && a['200x100'].analyseMs <= 100,
);
row(
  'engine, 17-player nights (30 nights only)',
  `${node['engine'].nightsOnlyPerSecond.toLocaleString('en')} nights/s`,
  '≥ 50,000',
  node['engine'].nightsOnlyPerSecond >= 50000,
);
row(
  'growth in players, «Три мушкетера» resolve (25 → 200 players, 20 days)',
  `∝ players^${node['growth'].exponent}`,
  'linear',
  node['growth'].exponent <= 1.1,
);
if (node['lkGrowth'])
  row(
    "same, «Мафия ЛК» (the bench's generated LK games)",
    `∝ players^${node['lkGrowth'].exponent}`,
    'linear',
    node['lkGrowth'].exponent <= 1.1,
  );
row(
  '`node dist-cli/resolve.mjs FILE` ÷ `node -e 0`',
  `${node['cli'].bundleRatio}×`,
  '≤ 2×',
  node['cli'].bundleRatio !== null && node['cli'].bundleRatio <= 2,
);
if (node['cli'].wrapperRatio !== undefined)
  row('`node scripts/resolve.mjs FILE` (the wrapper `npm run resolve` starts) ÷ `node -e 0`', `${node['cli'].wrapperRatio}×`, '—', null);
row('`npm run resolve -- FILE` ÷ `node -e 0` (npm itself included)', `${node['cli'].npmRunRatio}×`, '≤ 2×', node['cli'].npmRunRatio <= 2);
if (node['cli'].npmRunBeyondNpmRatio !== undefined)
  row(
    "`npm run resolve -- FILE` beyond npm's own start-up (`npm run env`) ÷ `node -e 0`",
    `${node['cli'].npmRunBeyondNpmRatio}× (npm alone ${node['cli'].npmAloneMs} ms)`,
    '—',
    null,
  );
row('share link, 17 players × 5 days with votes', `${node['share'].game17x5Chars} chars`, '≤ 2,000', node['share'].game17x5Chars <= 2000);

console.log('| measure | figure | target | met |');
console.log('|---|---|---|---|');
for (const [what, figure, target, met] of rows)
  console.log(`| ${what} | ${figure} | ${target} | ${met === null ? '—' : met ? 'yes' : 'no'} |`);
