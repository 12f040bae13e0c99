/**
 * Parser fuzzing: random unicode and control characters, token soups of real keywords and role
 * names, and mutations of every scenario file under scenarios/. Nothing throws, every diagnostic
 * points inside the text, the count is capped, formatting is idempotent and keeps the parsed
 * scenario (test/kit/text-checks.ts; the scenario runner checks the same on every file as is).
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { scenarioCases } from '../../kit/scenarios.ts';
import { assertText, showText } from '../../kit/text-checks.ts';
import { lineSoup, longText, mutate, mutation, randomText, tokenSoup } from './text-arbitraries.ts';
import { holds } from './run.ts';

// Bounded, not timed: a generous ceiling so a loaded machine does not fail the suite.
vi.setConfig({ testTimeout: 60_000 });

const NUM_RUNS = 200;

/** Every real scenario file: name → text. */
const FILES: readonly (readonly [string, string])[] = scenarioCases().map((c) => [c.name, c.text] as const);

describe('parser fuzzing: nothing throws, diagnostics are positioned and capped, format is stable', () => {
  it('random unicode, control characters, NUL, RTL, emoji, lone surrogates', () => {
    holds(randomText, assertText, { numRuns: NUM_RUNS * 2, describe: showText });
  });

  it('very long lines and many lines', () => {
    holds(longText, assertText, { numRuns: 8, fixedRuns: true, describe: showText });
  });

  it('token soups of real keywords, role names, arrows and commas', () => {
    holds(tokenSoup, assertText, { numRuns: NUM_RUNS * 2, describe: showText });
  });

  it('line soups: keyword-led lines with random arguments', () => {
    holds(lineSoup, assertText, { numRuns: NUM_RUNS * 2, describe: showText });
  });

  it('finds the scenario files to mutate', () => {
    expect(FILES.length).toBeGreaterThan(0);
  });

  it('mutations of every scenario file (delete/duplicate/swap lines, insert and cut characters, line ends)', () => {
    const arb = fc
      .record({ file: fc.nat({ max: Math.max(0, FILES.length - 1) }), mutations: fc.array(mutation, { minLength: 1, maxLength: 6 }) })
      .map(({ file, mutations }) => {
        const [name, text] = FILES[file]!;
        return { name, mutations, text: mutate(text, mutations) };
      });
    holds(arb, (m) => assertText(m.text), {
      numRuns: Math.max(NUM_RUNS, FILES.length * 4),
      describe: (m) => `file: ${m.name}\nmutations: ${JSON.stringify(m.mutations)}\n${showText(m.text)}`,
    });
  });
});
