import { describe, expect, it } from 'vitest';
import { parseScenario } from '../parse.ts';
import { blockLines, eolAt, eolOf, lineText, removeLine } from './lines.ts';

/** Removes line `n` (1-based) of `text` with the shared helper. */
function without(text: string, n: number): string {
  const { doc } = parseScenario(text);
  return removeLine(
    text,
    doc.lines,
    doc.lines.find((l) => l.line === n)!,
  );
}

describe('removeLine', () => {
  it('takes a line with its own line end, first, middle or CRLF', () => {
    expect(without('ruleset tm\nplayer Атос\nplayer Кэтти\n', 1)).toBe('player Атос\nplayer Кэтти\n');
    expect(without('ruleset tm\nplayer Атос\nplayer Кэтти\n', 2)).toBe('ruleset tm\nplayer Кэтти\n');
    expect(without('ruleset tm\r\nplayer Атос\r\nplayer Кэтти\r\n', 2)).toBe('ruleset tm\r\nplayer Кэтти\r\n');
  });
  it('takes the line end before the last line when it has none of its own', () => {
    expect(without('ruleset tm\nplayer Атос', 2)).toBe('ruleset tm');
    expect(without('player Атос', 1)).toBe('');
  });
});

describe('blockLines', () => {
  const text = 'ruleset tm\nplayer Атос\nnight 1\n  order Атос\n  Атос -> Атос\nnight 2\n  order Атос\n';
  const { doc } = parseScenario(text);
  it('finds a block, its body and the next header', () => {
    const b = blockLines(doc, 'night', 1)!;
    expect(lineText(text, b.header)).toBe('night 1');
    expect(b.body.map((l) => lineText(text, l).trim())).toEqual(['order Атос', 'Атос -> Атос']);
    expect(lineText(text, b.next!)).toBe('night 2');
    expect(blockLines(doc, 'night', 2)!.next).toBeNull();
    expect(blockLines(doc, 'day', 1)).toBeNull();
  });
});

describe('line ends', () => {
  it('keeps the text’s own', () => {
    expect(eolOf('a\r\nb')).toBe('\r\n');
    expect(eolOf('a\nb')).toBe('\n');
    expect(eolAt('a\r\nb\nc', 1)).toBe('\r\n');
    expect(eolAt('a\r\nb\nc', 4)).toBe('\n');
    expect(eolAt('a\r\nb', 4)).toBe('\r\n');
  });
});
