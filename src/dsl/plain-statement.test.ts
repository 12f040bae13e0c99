/** The compact statement of a plain line reads, part by part and as JSON, exactly as the general parser's statement. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DiagnosticSink } from './diagnostics.ts';
import { parseRaw } from './parser.ts';
import { plainStatement } from './plain-arrow.ts';
import { PlainArrow } from './plain-statement.ts';

const PIECES = [' ', ' ', '  ', '\t', '\u00a0', '->', '→', ',', ', ', 'Атос', 'Гость 12', 'Палач из Лилля', 'x-y', 'себя', 'ё'];
const line = fc.array(fc.constantFrom(...PIECES), { minLength: 3, maxLength: 12 }).map((parts) => parts.join(''));

/** Both readings of `code` as line 2 of a night. */
function both(code: string) {
  const head = 'night 1\n';
  const text = `${head}${code}\nday 2`;
  const start = head.length;
  const end = start + code.length;
  const general = parseRaw(text, { line: 2, start, end, colBase: start }, { kind: 'night', number: 1 }, new DiagnosticSink());
  return { compact: plainStatement(text, start, { line: 2, colBase: start }), general };
}

describe('compact plain statements', () => {
  it('are made for the common lines, one target or more', () => {
    for (const code of ['  Атос -> Кэтти', 'Гость 12 -> Гость 3, Гость 4', '\tПалач из Лилля  →  Атос ,Кэтти, себя']) {
      const { compact, general } = both(code);
      expect(compact).toBeInstanceOf(PlainArrow);
      expect(JSON.stringify(compact)).toBe(JSON.stringify(general));
    }
  });

  it('give every part as the general parser does: actor, targets, spans', () => {
    fc.assert(
      fc.property(line, (code) => {
        const { compact, general } = both(code);
        if (compact === null) return;
        expect(general?.kind).toBe('arrow');
        const g = general as typeof compact;
        expect([compact.kind, compact.prefix, compact.verb, compact.time]).toEqual(['arrow', null, null, null]);
        expect(compact.span).toEqual(g.span);
        expect(compact.actor).toEqual(g.actor);
        expect(compact.targets).toEqual(g.targets);
        expect(JSON.stringify(compact)).toBe(JSON.stringify(general));
      }),
      { numRuns: 2000 },
    );
  });

  it('read a name far along a long line, or fall back to plain data past what a place packs', () => {
    // a place packs an offset below 65,536 and a length below 32,768
    for (const [pad, packs] of [
      [10, true],
      [20_000, true],
      [40_000, false],
      [70_000, false],
    ] as const) {
      const code = `Атос -> ${'x'.repeat(pad)}, ${'y '.repeat(pad / 2)}Кэтти`;
      const { compact, general } = both(code);
      expect(compact instanceof PlainArrow).toBe(packs);
      expect(JSON.stringify(compact)).toBe(JSON.stringify(general));
    }
  });
});
