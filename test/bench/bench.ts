// `npm run bench [-- --json]`: every Node figure of the speed table (engine, parse + check +
// resolve at 17 × 30 and 200 × 100, growth in players, CLI start-up, share-link length, bundle
// sizes). Figures only, never asserted (timings are never asserted in tests).
import { readFileSync } from 'node:fs';
import { analyse } from '../../src/dsl/session.ts';
import { parseScenario } from '../../src/dsl/parse.ts';
import { mergeDiagnostics } from '../../src/dsl/run-diagnostics.ts';
import { resolveScenario } from '../../src/rulesets/index.ts';
import { encodeShare } from '../../src/share/link.ts';
import { cliStart } from './cli-start.ts';
import { gameText } from './game-text.ts';
import { lkGameText } from './lk-game-text.ts';
import { bundleFigures } from './size.ts';
import { bundledEngineFigures, engineFigures } from './engine-bundle.ts';
import * as direct from './engine-entry.ts';
import { incrementalFigures } from './incremental.ts';
import { growthExponent, medianMs, round } from './timing.ts';

const json = process.argv.includes('--json');
const log = (line: string): void => {
  if (!json) console.log(line);
};

/**
 * parse + check, resolve, and the whole analyse() of one generated game, warm medians; and what
 * analyse does besides: merging the diagnostics (the generated games write dead players into
 * later phases, so the engine reports thousands) and checking the expectations (none here).
 */
function textFigures(players: number, days: number, runs: number): Record<string, number> {
  const text = gameText(players, days, 1);
  const parsed = parseScenario(text);
  const parseMs = medianMs(() => void parseScenario(text), runs);
  const resolveMs = medianMs(() => void resolveScenario(parsed.scenario), runs);
  const analyseMs = medianMs(() => void analyse(text), runs);
  const timeline = resolveScenario(parsed.scenario);
  const steps = timeline.steps.length;
  const engineDiagnostics = timeline.diagnostics.length;
  const mergeMs = medianMs(() => void mergeDiagnostics(parsed.diagnostics, [], timeline.diagnostics, []), runs);
  log(
    `${players} players × ${days} days (${text.length} chars, ${steps} steps): parse + check ${parseMs.toFixed(2)} ms, ` +
      `resolve ${resolveMs.toFixed(2)} ms, analyse ${analyseMs.toFixed(2)} ms ` +
      `(of it merging ${engineDiagnostics} engine diagnostics ${mergeMs.toFixed(2)} ms)`,
  );
  const figures = { chars: text.length, steps, parseMs: round(parseMs), resolveMs: round(resolveMs), analyseMs: round(analyseMs) };
  return { ...figures, engineDiagnostics, mergeMs: round(mergeMs, 3) };
}

// The engine alone, through tsx: the busy 17-player night, and whole synthetic 30-day games.
const engine = engineFigures(direct);
log(`busy 17-player night: ${engine.busyNightMs} ms → ${engine.nightsPerSecond} nights/s`);
log(
  `17-player 30-day game: ${engine.game30Ms} ms → ${engine.cyclesPerSecond} day+night cycles/s; ` +
    `nights only ${engine.nightsOnlyPerSecond} nights/s`,
);
// The same on the engine bundled as the worker ships it (engine-bundle.ts: tsx's keepNames costs hot closures).
const bundled = await bundledEngineFigures();
log(
  `bundled like the worker: busy night ${bundled.busyNightMs} ms → ${bundled.nightsPerSecond} nights/s; ` +
    `30-day game ${bundled.game30Ms} ms, nights only ${bundled.nightsOnlyPerSecond} nights/s; ` +
    `resolve 17 × 30 ${bundled.resolve17x30Ms} ms, 200 × 100 ${bundled.resolve200x100Ms} ms`,
);

const small = textFigures(17, 30, 31);
const large = textFigures(200, 100, 5);

// A keystroke in the last night: full analysis against one resumed from the previous analysis.
const incremental = { '17x30': incrementalFigures(17, 30, 31), '200x100': incrementalFigures(200, 100, 5) };
for (const [size, f] of Object.entries(incremental)) {
  log(
    `keystroke in the last night, ${size}: analyse full ${f.fullAnalyseMs} ms, incremental ${f.incrementalAnalyseMs} ms ` +
      `(mid-game ${f.midGameAnalyseMs} ms); ` +
      `resolve full ${f.fullResolveMs} ms, resumed ${f.resumedResolveMs} ms, with checkpoints from scratch ${f.recordedResolveMs} ms`,
  );
}

// Growth in players: resolve time of 20-day games from 25 to 200 players, in each ruleset.
function growthOf(text: (players: number) => string, name: string): { points: { x: number; y: number }[]; exponent: number } {
  const points = [25, 50, 100, 200].map((players) => {
    const sc = parseScenario(text(players)).scenario;
    return { x: players, y: medianMs(() => void resolveScenario(sc), 7, 300) };
  });
  const exponent = growthExponent(points);
  log(
    `growth in players, ${name} (resolve, 20 days): ${points.map((p) => `${p.x}: ${p.y.toFixed(1)} ms`).join(', ')} → ∝ players^${exponent.toFixed(2)}`,
  );
  return { points, exponent };
}
const { points: growth, exponent } = growthOf((players) => gameText(players, 20, 1), '«Три мушкетера»');
const lkGrowth = growthOf((players) => lkGameText(players, 20, 1), '«Мафия ЛК»');

// Hostile input (test/unit/dsl/hostile.test.ts checks it never throws or hangs; this is how fast).
const junk = Array.from({ length: 10000 }, (_, i) => (i % 3 ? `  nonsense${i} more` : `night ${i}`)).join('\n');
const hostile = {
  tenThousandLinesParseMs: round(medianMs(() => void parseScenario(junk), 5)),
  tenThousandLinesAnalyseMs: round(medianMs(() => void analyse(junk), 3)),
};
log(`hostile 10,000 junk lines: parse + check ${hostile.tenThousandLinesParseMs} ms, analyse ${hostile.tenThousandLinesAnalyseMs} ms`);

const welcome = readFileSync(new URL('../../scenarios/welcome.scenario', import.meta.url), 'utf8');
const share = {
  game17x5Chars: encodeShare(gameText(17, 5, 1)).length,
  welcomeChars: encodeShare(welcome).length,
  welcomeTextChars: welcome.length,
};
log(`share link: 17 players × 5 days ${share.game17x5Chars} chars; welcome ${share.welcomeChars} chars (text ${share.welcomeTextChars})`);

const cli = cliStart('dist-cli/resolve.mjs', 'scenarios/welcome.scenario');
log(
  `CLI: node -e 0 ${cli.nodeMs!.toFixed(0)} ms; bundle ${cli.bundleMs?.toFixed(0) ?? '—'} ms (×${cli.bundleRatio?.toFixed(2) ?? '—'}); ` +
    `wrapper ${cli.wrapperMs!.toFixed(0)} ms (×${cli.wrapperRatio!.toFixed(2)}); ` +
    `npm run resolve ${cli.npmRunMs!.toFixed(0)} ms (×${cli.npmRunRatio!.toFixed(2)}); ` +
    `npm alone (npm run env) ${cli.npmAloneMs!.toFixed(0)} ms, so npm run resolve beyond npm ×${cli.npmRunBeyondNpmRatio!.toFixed(2)}`,
);

const sizes = bundleFigures('dist');
for (const line of sizes.lines) log(line);

if (json) {
  console.log(
    JSON.stringify(
      {
        engine: { ...engine, bundled },
        analyse: { '17x30': small, '200x100': large },
        incremental,
        growth: { points: growth.map((p) => ({ players: p.x, resolveMs: round(p.y) })), exponent: round(exponent) },
        lkGrowth: { points: lkGrowth.points.map((p) => ({ players: p.x, resolveMs: round(p.y) })), exponent: round(lkGrowth.exponent) },
        hostile,
        share,
        cli: Object.fromEntries(Object.entries(cli).map(([k, v]) => [k, v === null ? null : round(v)])),
        bundle: sizes.figures,
      },
      null,
      2,
    ),
  );
}
