/** Hostile input: nothing throws, nothing hangs, diagnostics are capped. */
import { describe, expect, it } from 'vitest';
import { formatScenario, parseScenario, runScenario } from '../../../src/dsl/index.ts';
import { completionsAt } from '../../../src/dsl/complete.ts';
import { hoverAt } from '../../../src/dsl/hover.ts';
import { MAX_DIAGNOSTICS } from '../../../src/dsl/diagnostics.ts';

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

/**
 * "Nothing hangs" is the test's own time-out, a guard against a hang rather than a speed figure
 * (how fast these inputs go is the benchmark's business: `npm run bench`). Ten thousand lines take
 * about 3 s on an idle machine; the guard leaves room for a busy one.
 */
const HANG_GUARD_MS = 60_000;

describe.each(Object.entries(INPUTS))('%s', (_name, text) => {
  it('parses, formats, runs, completes and hovers without throwing or hanging', { timeout: HANG_GUARD_MS }, () => {
    const parsed = parseScenario(text);
    expect(parsed.diagnostics.length).toBeLessThanOrEqual(MAX_DIAGNOSTICS + 1);
    const once = formatScenario(text);
    expect(formatScenario(once)).toBe(once);
    expect(runScenario(text).timeline).toBeDefined();
    expect(Array.isArray(completionsAt(text, Math.floor(text.length / 2)))).toBe(true);
    hoverAt(text, Math.floor(text.length / 2));
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
