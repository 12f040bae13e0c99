/** Merged diagnostics come in source order, ties in the order given, however the engine listed them. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../engine/diagnostic.ts';
import { mergeDiagnostics } from './run-diagnostics.ts';

const diagnostic = (i: number, offset: number, placed: boolean): Diagnostic => ({
  code: `D${i}`,
  severity: 'warning',
  message: { ru: `${i}`, en: `${i}` },
  span: { line: placed ? 1 : 0, col: 1, offset, length: 1 },
});

describe('merged diagnostics, sorted', () => {
  it('by offset, unplaced last, ties as given (a stable sort)', () => {
    const entry = fc.tuple(fc.nat({ max: 30 }), fc.boolean());
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 180 }), fc.array(entry, { maxLength: 20 }), (engine, parser) => {
        const parsed = parser.map(([o, p], i) => diagnostic(1000 + i, o, p));
        const given = [...parsed, ...engine.map(([o, p], i) => diagnostic(i, o, p))];
        const key = (d: Diagnostic): number => (d.span.line > 0 ? d.span.offset : Infinity);
        const expected = [...given].sort((a, b) => key(a) - key(b)).map((d) => d.code);
        const engineOnly = given.slice(parsed.length);
        expect(mergeDiagnostics(parsed, [], engineOnly, []).map((d) => d.code)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('the same for offsets far into a long text (each radix pass of the sort)', () => {
    const offset = fc.oneof(fc.nat({ max: 3000 }), fc.nat({ max: 2 ** 24 }), fc.constantFrom(0, 2047, 2048, 2 ** 22, 2 ** 22 + 1));
    fc.assert(
      fc.property(fc.array(fc.tuple(offset, fc.boolean()), { maxLength: 150 }), (engine) => {
        const given = engine.map(([o, p], i) => diagnostic(i, o, p));
        const key = (d: Diagnostic): number => (d.span.line > 0 ? d.span.offset : Infinity);
        const expected = [...given].sort((a, b) => key(a) - key(b)).map((d) => d.code);
        expect(mergeDiagnostics([], [], given, []).map((d) => d.code)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});
