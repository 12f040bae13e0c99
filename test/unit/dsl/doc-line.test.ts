/** A doc line's tokens are scanned again when read: they must read as the parse scanned them, also after a re-parse. */
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../../src/dsl/parse.ts';
import { scanLine, splitLines } from '../../../src/dsl/scanner.ts';

const TEXT = '\ufeffruleset tm\r\nplayer Атос # he\r\nplayer Кэтти, маф\n\nnight 1\n  Атос -> Кэтти\n  killer Кэтти -> «Атос\n';

function scanned(text: string): unknown[] {
  return splitLines(text).map((raw) => scanLine(text, raw).tokens);
}

describe('doc lines', () => {
  it('read the tokens the scanner gives (a BOM, CR LF, a comment, an unterminated string)', () => {
    const { doc } = parseScenario(TEXT);
    expect(doc.lines.map((l) => l.tokens)).toEqual(scanned(TEXT));
    expect(doc.lines[0]!.tokens[0]!.span).toMatchObject({ line: 1, col: 1, offset: 1 });
  });

  it('taken over by a re-parse, read the new text', () => {
    const first = parseScenario(TEXT);
    const edited = TEXT.replace('  killer Кэтти -> «Атос\n', '  Кэтти -> Атос\n  killer Кэтти -> Атос\n');
    const again = parseScenario(edited, first);
    expect(again.doc.lines[1]).toBe(first.doc.lines[1]);
    expect(again.doc.lines.map((l) => l.tokens)).toEqual(scanned(edited));
    // the earlier doc still reads its own text after the edit point
    expect(first.doc.lines.map((l) => l.tokens)).toEqual(scanned(TEXT));
  });
});
