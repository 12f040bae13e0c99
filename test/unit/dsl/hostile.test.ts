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

describe.each(Object.entries(INPUTS))('%s', (_name, text) => {
  it('parses, formats and runs without throwing, quickly', () => {
    const parsed = timed(() => parseScenario(text), 3000);
    expect(parsed.diagnostics.length).toBeLessThanOrEqual(MAX_DIAGNOSTICS + 1);
    const once = timed(() => formatScenario(text), 3000);
    expect(formatScenario(once)).toBe(once);
    timed(() => runScenario(text), 5000);
    timed(() => completionsAt(text, Math.floor(text.length / 2)), 3000);
    timed(() => hoverAt(text, Math.floor(text.length / 2)), 3000);
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
