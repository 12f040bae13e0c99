import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../src/engine/diagnostic.ts';
import { mergeDiagnostics } from '../../../src/dsl/run-diagnostics.ts';

const at = (code: string, line: number, offset: number, en = code, length = 3): Diagnostic => ({
  code,
  severity: 'warning',
  message: { ru: en, en },
  span: { line, col: 1, offset, length },
});

const shown = (list: readonly Diagnostic[]): string[] => list.map((d) => `${d.code}@${d.span.line}:${d.span.offset}`);

describe('merged diagnostics', () => {
  it('keeps the first of the same notice at the same place, in source order', () => {
    const engine = [at('B', 2, 20), at('A', 1, 5), at('B', 2, 20), at('B', 2, 20, 'other'), at('C', 2, 20), at('A', 1, 5, 'A', 4)];
    expect(shown(mergeDiagnostics([], [], engine, []))).toEqual(['A@1:5', 'A@1:5', 'B@2:20', 'B@2:20', 'C@2:20']);
  });

  it('a notice without a position matches a positioned one at the same offset: the one given first stays', () => {
    const unplacedFirst = [at('X', 0, 7), at('X', 3, 7), at('X', 0, 7)];
    expect(shown(mergeDiagnostics([], [], unplacedFirst, []))).toEqual(['X@0:7']);
    const placedFirst = [at('X', 3, 7), at('X', 0, 7), at('Y', 0, 0)];
    expect(shown(mergeDiagnostics([], [], placedFirst, []))).toEqual(['X@3:7', 'Y@0:0']);
  });

  it('drops an engine diagnostic around a parser error (the parser points at the word)', () => {
    const parser = [{ ...at('NAME_UNKNOWN', 4, 12, 'n', 2), severity: 'error' as const }];
    const engine = [at('MOVE', 4, 10, 'm', 8), at('ELSEWHERE', 5, 30)];
    expect(shown(mergeDiagnostics(parser, [], engine, []))).toEqual(['NAME_UNKNOWN@4:12', 'ELSEWHERE@5:30']);
  });
});
