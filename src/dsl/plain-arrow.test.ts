/** The plain-arrow fast path reads every line it takes exactly as the scanner and the parser read it. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DiagnosticSink } from './diagnostics.ts';
import { parseRaw } from './parser.ts';
import { plainArrow } from './plain-arrow.ts';

const PIECES = [
  ...['Атос', 'Гость', '12', 'Кэтти', 'ё', 'x-y', 'a>b', 'day', 'killer', 'mafia', 'ночь', 'себя', 'нет', 'Палач из Лилля'],
  ...[' ', ' ', ' ', '  ', '\t', '\u00a0', '\u2009', '->', '->', '→', ',', ',', ':', '-', '>', '#', '"', '«', '»', '@', '@12:30'],
  ...['=', '/', '\u0001', '\ufffd', '(2)'],
];

const line = fc.array(fc.constantFrom(...PIECES), { maxLength: 14 }).map((parts) => parts.join(''));

/** The general path and the fast path on `code` as line 3 of a night (after a header and `lead`). */
function both(code: string, lead = '') {
  const text = `night 1\n${lead}\n${code}\nday 2`;
  const start = text.indexOf(code, 9 + lead.length);
  const end = start + code.length;
  const sink = new DiagnosticSink();
  const general = parseRaw(text, { line: 3, start, end, colBase: start }, { kind: 'night', number: 1 }, sink);
  return { fast: plainArrow(text, start, end, { line: 3, colBase: start }), general, diagnostics: sink.list };
}

describe('plain arrow lines', () => {
  it('take the common lines (the fast path is taken at all)', () => {
    for (const code of ['  Атос -> Кэтти', 'Гость 12 -> Гость 3, Гость 4', '\tПалач из Лилля  →  Атос ,Кэтти', 'Атос -> себя']) {
      const { fast, general } = both(code, '  Атос -> Кэтти');
      expect(fast).not.toBeNull();
      expect(JSON.stringify(fast)).toBe(JSON.stringify(general));
    }
  });

  it('leave keywords, colons, times, comments, quotes and missing names to the parser', () => {
    for (const code of ['killer Атос -> Кэтти', 'Атос: duel -> Кэтти', 'Атос -> Кэтти @12:30', 'Атос -> Кэтти # x', '-> Кэтти']) {
      expect(both(code).fast).toBeNull();
    }
    for (const code of ['Атос -> Кэтти,', 'Атос -> «Кэтти»', 'Атос', 'Атос -> Кэтти -> Арамис', 'Атос, Кэтти -> Арамис']) {
      expect(both(code).fast).toBeNull();
    }
  });

  it('read any line they take as the parser does, with no diagnostic', () => {
    fc.assert(
      fc.property(line, (code) => {
        const { fast, general, diagnostics } = both(code);
        if (fast === null) return;
        expect(diagnostics).toEqual([]);
        expect(JSON.stringify(fast)).toBe(JSON.stringify(general));
      }),
      { numRuns: 3000 },
    );
  });

  it('read names right past the interned names table filling up (thousands of distinct names)', () => {
    for (let i = 0; i < 6000; i++) {
      const { fast } = both(`Гость ${i} -> Гость ${i + 1}, Атос`);
      expect([fast?.actor?.text, ...(fast?.targets.map((t) => t.text) ?? [])]).toEqual([`Гость ${i}`, `Гость ${i + 1}`, 'Атос']);
    }
  });

  it('tell apart names of one length and one hash (the interned table compares every character)', () => {
    // «Aa» and «BB» hash alike (31 × 65 + 97 = 31 × 66 + 66), as do «AaAa» and «BBBB»
    for (const [a, b] of [
      ['Aa', 'BB'],
      ['AaAa', 'BBBB'],
      ['x Aa', 'x BB'],
    ]) {
      const { fast } = both(`${a} -> ${b}, ${a}`);
      expect([fast?.actor?.text, ...(fast?.targets.map((t) => t.text) ?? [])]).toEqual([a, b, a]);
    }
  });
});
