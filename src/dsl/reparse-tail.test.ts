/** The lines after an edit are taken over moved, and read exactly as a parse from scratch reads them. */
import { describe, expect, it } from 'vitest';
import { gameText } from '../../test/bench/game-text.ts';
import { keystrokeAt } from '../../test/bench/keystroke.ts';
import { parseScenario, type ParseResult } from './parse.ts';
import { reusableLines } from './reparse.ts';

const plain = (p: ParseResult): unknown => JSON.parse(JSON.stringify(p));

describe('the tail of a re-parse', () => {
  it('a keystroke on day 1 takes over every later line, moved', () => {
    const text = gameText(17, 5, 1);
    const first = parseScenario(text);
    const edited = keystrokeAt(text, 0, ' x');
    const reused = reusableLines(first, edited);
    const at = edited.indexOf(' x\n');
    expect(reused?.tail?.first).toBe(first.doc.lines.findIndex((l) => l.span.offset > at));
    expect(reused?.tail?.delta).toBe(2);
    expect(plain(parseScenario(edited, first))).toEqual(plain(parseScenario(edited)));
  });

  it('moves the diagnostics, comments and statements of every kind after the edit, lines added or removed', () => {
    const text = [
      'ruleset three-musketeers',
      'player Атос',
      'player Кэтти, маф',
      'day 1',
      '  Атос -> Кэтти',
      '  Атос: duel Кэтти  # a comment',
      '  Кэтти -> «Атос',
      'night 1',
      '  killer Кэтти -> Атос @12:00',
      '  nonsense here',
      'expect Атос dies',
      '',
    ].join('\n');
    const first = parseScenario(text);
    for (const edited of [text.replace('Атос -> Кэтти', 'Атос -> Кэтти, '), text.replace('-> Кэтти\n', '-> Кэтти\n\n\n')]) {
      expect(reusableLines(first, edited)?.tail).not.toBeNull();
      expect(plain(parseScenario(edited, first))).toEqual(plain(parseScenario(edited)));
    }
  });

  it('is not taken when the previous parse dropped diagnostics past the cap', () => {
    const text = `ruleset tm\nplayer Атос\n${'garbage\n'.repeat(300)}`;
    const first = parseScenario(text);
    const edited = text.replace('player Атос', 'player Атос2');
    expect(reusableLines(first, edited)?.tail).toBeNull();
    expect(plain(parseScenario(edited, first))).toEqual(plain(parseScenario(edited)));
  });
});
