/** Hostile input: nothing throws, nothing hangs, diagnostics are capped. */
import { describe, expect, it } from 'vitest';
import { formatScenario, parseScenario, runScenario } from '../../../src/dsl/index.ts';
import { completionsAt } from '../../../src/dsl/complete.ts';
import { hoverAt } from '../../../src/dsl/hover.ts';
import { MAX_DIAGNOSTICS } from '../../../src/dsl/diagnostics.ts';

function timed<T>(f: () => T, ms: number): T {
  const t0 = performance.now();
  const r = f();
  expect(performance.now() - t0).toBeLessThan(ms);
  return r;
}

const binary = Array.from({ length: 20000 }, (_, i) => String.fromCharCode((i * 7919) % 256)).join('');

const INPUTS: Record<string, string> = {
  empty: '',
  spaces: '   \n\t\n',
  binary,
  nul: '\u0000\u0000player\u0000',
  oneMegabyte: 'Атос -> Кэтти, '.repeat(70000),
  longLine: `player ${'x'.repeat(300000)}`,
  tenThousandLines: Array.from({ length: 10000 }, (_, i) => (i % 3 ? `  nonsense${i} more` : `night ${i}`)).join('\n'),
  tenThousandMoves: `ruleset tm\nplayer Атос\nplayer Кэтти\nnight 1\n${'  Атос -> Кэтти\n'.repeat(10000)}`,
  quotes: '"'.repeat(5000),
  arrows: '->'.repeat(50000),
  unicode: '🂡🂱 -> 👻\n\u202e\u200b player ∅',
  crOnly: 'ruleset tm\rplayer Атос\r',
};

/** Per-call bounds: each step of the test must finish within its own. */
const BOUND_MS = { parse: 3000, format: 3000, run: 5000, complete: 3000, hover: 3000 } as const;

/**
 * The test's own budget is the sum of its steps' bounds plus the second format pass (bounded like
 * the first): ten thousand lines take about 3 s on an idle machine, so the 5 s default failed a
 * run that kept every per-step bound on a busy one.
 */
const HOSTILE_TIMEOUT_MS = Object.values(BOUND_MS).reduce((a, b) => a + b, 0) + BOUND_MS.format;

describe.each(Object.entries(INPUTS))('%s', (_name, text) => {
  it('parses, formats and runs without throwing, quickly', { timeout: HOSTILE_TIMEOUT_MS }, () => {
    const parsed = timed(() => parseScenario(text), BOUND_MS.parse);
    expect(parsed.diagnostics.length).toBeLessThanOrEqual(MAX_DIAGNOSTICS + 1);
    const once = timed(() => formatScenario(text), BOUND_MS.format);
    expect(formatScenario(once)).toBe(once);
    timed(() => runScenario(text), BOUND_MS.run);
    timed(() => completionsAt(text, Math.floor(text.length / 2)), BOUND_MS.complete);
    timed(() => hoverAt(text, Math.floor(text.length / 2)), BOUND_MS.hover);
  });
});

it('caps the diagnostics with a closing notice', () => {
  const text = Array.from({ length: 1000 }, () => 'garbage').join('\n');
  const d = parseScenario(text).diagnostics;
  expect(d.length).toBe(MAX_DIAGNOSTICS + 1);
  expect(d[d.length - 1]?.code).toBe('TOO_MANY_DIAGNOSTICS');
});

it('reports control characters', () => {
  expect(parseScenario('seed 1\u0001').diagnostics.map((d) => d.code)).toContain('CHAR_INVALID');
});
