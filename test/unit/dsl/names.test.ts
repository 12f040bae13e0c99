/** Name matching: inflections, ё/е, apostrophes, role-as-name, nicknames, self, ambiguity. */
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../../src/dsl/index.ts';

function targetsOf(players: string, line: string, ruleset = 'three-musketeers'): { targets: string[]; codes: string[] } {
  const r = parseScenario(`ruleset ${ruleset}\n${players}\nnight 1\n  ${line}\n`);
  const night = r.scenario.phases[0];
  const move = night?.kind === 'night' ? night.moves[0] : undefined;
  return { targets: move ? [move.actor, ...move.targets] : [], codes: r.diagnostics.map((d) => d.code) };
}

const TM = [
  'player Атос',
  'player Кэтти',
  'player Жюссак: де Жюссак',
  'player Галантерейщик Бонасье',
  'player Отец Д’Артаньяна',
  "player Д'Артаньян",
  'player Вася: Миледи, маф',
  'player Лена: Аббатиса',
].join('\n');

describe('player references', () => {
  it('exact names ignore case', () => {
    expect(targetsOf(TM, 'атос -> КЭТТИ')).toEqual({ targets: ['Атос', 'Кэтти'], codes: [] });
  });

  it('rulebook inflections from role aliases', () => {
    expect(targetsOf(TM, 'Кэтти -> Атосу').targets).toEqual(['Кэтти', 'Атос']);
    expect(targetsOf(TM, 'де Жюссак -> Галантерейщика Бонасье').targets).toEqual(['Жюссак', 'Галантерейщик Бонасье']);
  });

  it("ё and е are the same, and so are ’ and '", () => {
    expect(targetsOf('player Пётр: Атос\nplayer Кэтти', 'Петр -> Кэтти').targets).toEqual(['Пётр', 'Кэтти']);
    expect(targetsOf(TM, "Отец Д'Артаньяна -> Д’Артаньян").targets).toEqual(['Отец Д’Артаньяна', "Д'Артаньян"]);
  });

  it('suffix stripping for player names', () => {
    expect(targetsOf(TM, 'Атос -> Васю').targets).toEqual(['Атос', 'Вася']);
    expect(targetsOf(TM, 'Кэтти -> Лене').targets).toEqual(['Кэтти', 'Лена']);
    expect(targetsOf('player Иван: Атос\nplayer Кэтти', 'Кэтти -> Иваном').targets).toEqual(['Кэтти', 'Иван']);
  });

  it('a role name (ru, en, nickname) stands for its only holder', () => {
    expect(targetsOf(TM, 'Миледи -> Атос, Кэтти').targets).toEqual(['Вася', 'Атос', 'Кэтти']);
    expect(targetsOf(TM, 'Milady -> Athos, Doctor').targets).toEqual(['Вася', 'Атос', 'Кэтти']);
    expect(targetsOf(TM, 'Некромант -> Атоса').targets).toEqual(['Лена', 'Атос']);
    expect(targetsOf(TM, 'Аббатиса -> Доктора').targets).toEqual(['Лена', 'Кэтти']);
  });

  it('self / себя mean the actor', () => {
    expect(targetsOf(TM, 'Кэтти -> себя').targets).toEqual(['Кэтти', 'Кэтти']);
    expect(targetsOf(TM, 'Кэтти -> self').targets).toEqual(['Кэтти', 'Кэтти']);
    expect(parseScenario(`${'ruleset tm\n'}${TM}\nnight 1\n  order себя\n`).diagnostics.map((d) => d.code)).toEqual(['SELF_OUTSIDE_MOVE']);
  });

  it('a role held by two players is ambiguous', () => {
    const r = targetsOf('player Аня: Атос\nplayer Боря: Атос\nplayer Кэтти', 'Кэтти -> Атоса');
    expect(r.codes).toEqual(['NAME_AMBIGUOUS']);
  });

  it('a role nobody plays is reported as such', () => {
    expect(targetsOf('player Атос', 'Атос -> Портоса').codes).toEqual(['ROLE_NOT_IN_GAME']);
  });

  it('unknown names get a did-you-mean', () => {
    const r = parseScenario(`ruleset tm\n${TM}\nnight 1\n  Атос -> Кэти\n  Атос -> Вaся\n`);
    expect(r.diagnostics.map((d) => d.code)).toEqual(['NAME_UNKNOWN']);
    const r2 = parseScenario(`ruleset tm\n${TM}\nnight 1\n  Атос -> Вaсяя\n`);
    expect(r2.diagnostics[0]).toMatchObject({ code: 'NAME_UNKNOWN', suggestion: 'Вася' });
  });
});

describe('player declarations', () => {
  it('a bare name must be a role', () => {
    const r = parseScenario('ruleset tm\nplayer Вася\n');
    expect(r.diagnostics[0]).toMatchObject({ code: 'ROLE_MISSING' });
    expect(parseScenario('ruleset tm\nplayer Атосс\n').diagnostics[0]).toMatchObject({ code: 'ROLE_MISSING', suggestion: 'Атос' });
  });

  it('unknown roles get a suggestion', () => {
    expect(parseScenario('ruleset tm\nplayer Вася: Арамиc\n').diagnostics[0]).toMatchObject({ code: 'ROLE_UNKNOWN' });
    expect(parseScenario('ruleset tm\nplayer Вася: Портас\n').diagnostics[0]).toMatchObject({ code: 'ROLE_UNKNOWN', suggestion: 'Портос' });
  });

  it('team defaults to honest; team words in both languages', () => {
    const r = parseScenario('ruleset tm\nplayer Атос\nplayer Кэтти: Кэтти, mafia\nplayer Вася: Арамис, чиж\n');
    expect(r.scenario.players.map((p) => p.team)).toEqual(['honest', 'mafia', 'honest']);
  });
});
