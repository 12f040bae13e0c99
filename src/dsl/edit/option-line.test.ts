import { describe, expect, it } from 'vitest';
import { runScenarioWith } from '../run.ts';
import { setOptionLine } from './option-line.ts';

const BASE = '# intro\nruleset three-musketeers\nseed 3\n\nplayer Атос\n';

describe('setOptionLine', () => {
  it('inserts after the header lines', () => {
    expect(setOptionLine(BASE, 'watchWindow', 'wholeNight')).toBe(
      '# intro\nruleset three-musketeers\nseed 3\noption watchWindow = wholeNight\n\nplayer Атос\n',
    );
  });
  it('inserts after existing options and uses the Russian keyword after a Russian header', () => {
    const text = 'правила три-мушкетера\nопция selfTarget = allowed\nигрок Атос\n';
    expect(setOptionLine(text, 'watchWindow', 'wholeNight')).toBe(
      'правила три-мушкетера\nопция selfTarget = allowed\nопция watchWindow = wholeNight\nигрок Атос\n',
    );
    expect(setOptionLine('правила мафия-лк\nигрок Дон\n', 'k', 'v')).toBe('правила мафия-лк\nопция k = v\nигрок Дон\n');
  });
  it('replaces the value and keeps the comment', () => {
    const text = 'ruleset tm\noption watchWindow = a   # why\nplayer Атос\n';
    expect(setOptionLine(text, 'watchWindow', 'b')).toBe('ruleset tm\noption watchWindow = b   # why\nplayer Атос\n');
  });
  it('removes the line for the default, and duplicates too', () => {
    const text = 'ruleset tm\noption k = a\noption j = x\noption k = b\nplayer Атос\n';
    expect(setOptionLine(text, 'k', null)).toBe('ruleset tm\noption j = x\nplayer Атос\n');
    expect(setOptionLine(text, 'k', 'c')).toBe('ruleset tm\noption k = c\noption j = x\nplayer Атос\n');
    expect(setOptionLine('ruleset tm\noption k = a', 'k', null)).toBe('ruleset tm');
    expect(setOptionLine(text, 'absent', null)).toBe(text);
  });
  it('keeps CRLF line ends and handles a text without header', () => {
    expect(setOptionLine('ruleset tm\r\nplayer Атос\r\n', 'k', 'v')).toBe('ruleset tm\r\noption k = v\r\nplayer Атос\r\n');
    expect(setOptionLine('# c\nplayer Атос\n', 'k', 'v')).toBe('# c\noption k = v\nplayer Атос\n');
    expect(setOptionLine('', 'k', 'v')).toBe('option k = v\n');
  });
  it('reproduces what the CLI override gives', () => {
    const text = `${BASE}player Кэтти: Кэтти, маф\nnight 1\n  Атос -> Кэтти\n`;
    const edited = runScenarioWith(setOptionLine(text, 'selfTarget', 'forbiddenUnlessStated'));
    const cli = runScenarioWith(text, { options: [{ key: 'selfTarget', value: 'forbiddenUnlessStated' }] });
    expect(edited.timeline.options['selfTarget']).toBe('forbiddenUnlessStated');
    // Spans move by the inserted line; the ruling itself is the same.
    expect(edited.timeline.nights).toEqual(cli.timeline.nights);
    expect(edited.timeline.options).toEqual(cli.timeline.options);
    expect(edited.timeline.steps.map((s) => s.summary)).toEqual(cli.timeline.steps.map((s) => s.summary));
  });
});
