import { describe, expect, it } from 'vitest';
import { withMoveLine } from './move-line.ts';

const HEAD = 'ruleset three-musketeers\nplayer Атос: Атос\nplayer Гром: Портос, маф\nplayer Кэтти: Кэтти\n';
const line = (l: string) => () => l;

describe('withMoveLine', () => {
  it("replaces the seat's own move in place and keeps the other lines", () => {
    const text = `${HEAD}night 1\n  Атос -> Кэтти\n  Кэтти -> Атос\n`;
    expect(withMoveLine(text, 1, { actor: 'атос' }, line('Атос -> Гром'))).toBe(`${HEAD}night 1\n  Атос -> Гром\n  Кэтти -> Атос\n`);
  });
  it("finds the mafia's shot by its keyword in either language, and never takes it for the killer's own move", () => {
    for (const shot of ['киллер Гром -> Атос', 'killer Гром -> Атос', 'мафия -> Атос']) {
      const text = `${HEAD}night 1\n  Гром -> Кэтти\n  ${shot}\n`;
      expect(withMoveLine(text, 1, 'mafia', line('киллер Гром -> Кэтти')), shot).toBe(
        `${HEAD}night 1\n  Гром -> Кэтти\n  киллер Гром -> Кэтти\n`,
      );
      expect(withMoveLine(text, 1, { actor: 'Гром' }, line('Гром -> Атос')), shot).toBe(`${HEAD}night 1\n  Гром -> Атос\n  ${shot}\n`);
    }
  });
  it("writes a new seat's line after the other moves and before the first expectation (either language)", () => {
    for (const kw of ['expect', 'ожидание', 'ожидается']) {
      const text = `${HEAD}night 1\n  Атос -> Кэтти\n  ${kw} Кэтти alive\n`;
      expect(withMoveLine(text, 1, { actor: 'Кэтти' }, line('Кэтти -> Атос')), kw).toBe(
        `${HEAD}night 1\n  Атос -> Кэтти\n  Кэтти -> Атос\n  ${kw} Кэтти alive\n`,
      );
    }
  });
  it('replaces a line the caller claims (a note of the seat) and opens the block when missing', () => {
    const text = `${HEAD}night 1\n  # пропуск: Атос\n  Кэтти -> Атос\n`;
    const note = (l: string) => l === '# пропуск: Атос';
    expect(withMoveLine(text, 1, { actor: 'Атос' }, line('Атос -> Гром'), note)).toBe(`${HEAD}night 1\n  Атос -> Гром\n  Кэтти -> Атос\n`);
    expect(withMoveLine(HEAD, 1, { actor: 'Атос' }, (s) => `# ${s.ruleset}`)).toBe(`${HEAD}\nnight 1\n  # three-musketeers\n`);
  });
});
