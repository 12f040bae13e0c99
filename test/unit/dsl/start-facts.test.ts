/** Start facts on player lines and the top-level previous order: reading, checks, completion, hover. */
import { describe, expect, it } from 'vitest';
import { completionsAt } from '../../../src/dsl/complete.ts';
import { hoverAt } from '../../../src/dsl/hover.ts';
import { parseScenario } from '../../../src/dsl/index.ts';
import { keywordWords, monarchFor } from '../../../src/dsl/monarch.ts';
import { RULESETS } from '../../../src/rulesets/index.ts';

const TM = 'ruleset tm\n';
const LK = 'ruleset mafia-lk\n';

function codes(text: string): { code: string; col: number; length: number; suggestion?: string }[] {
  return parseScenario(text)
    .diagnostics.filter((d) => d.severity !== 'info')
    .map((d) => ({ code: d.code, col: d.span.col, length: d.span.length, ...(d.suggestion ? { suggestion: d.suggestion } : {}) }));
}

describe('every ruleset fact is well-founded data', () => {
  it.each(Object.values(RULESETS).map((r) => [r.id, r] as const))('%s: clauses and roles exist, spellings are unique', (_id, ruleset) => {
    const facts = ruleset.startFacts ?? [];
    expect(facts.length).toBeGreaterThan(0);
    for (const f of facts) {
      expect(ruleset.clauses[f.clause], `${f.id} cites ${f.clause}`).toBeDefined();
      for (const role of f.roles)
        expect(
          ruleset.roles.some((r) => r.id === role),
          `${f.id}: role ${role}`,
        ).toBe(true);
      expect(f.words[0]).toBe(f.id);
      expect(
        f.words.some((w) => /[а-я]/i.test(w)),
        `${f.id} has a Russian spelling`,
      ).toBe(true);
    }
    const words = facts.flatMap((f) => f.words.map((w) => w.toLowerCase()));
    expect(new Set(words).size).toBe(words.length);
  });
});

describe('reading start facts', () => {
  it('keeps each fact with its position; a fact naming a player resolves the name', () => {
    const text = `${TM}player Кэтти, самоохрана-использована\nplayer Атос, мертв\nplayer Отец: Отец Д'Артаньяна, наследует  Атоса\n`;
    const { scenario, diagnostics } = parseScenario(text);
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const kitty = scenario.players[0]!;
    expect(kitty.flags).toEqual(['selfKeepUsed']);
    const at = text.indexOf('самоохрана');
    expect(kitty.facts?.map((f) => [f.id, f.span.offset, f.span.length, f.span.line, f.span.col])).toEqual([
      ['selfKeepUsed', at, 'самоохрана-использована'.length, 2, 15],
    ]);
    const father = scenario.players[2]!;
    expect(father.facts?.map((f) => [f.id, f.player, f.span.offset, f.span.length])).toEqual([
      ['inherits', 'Атос', text.indexOf('наследует'), 'наследует'.length],
    ]);
  });

  it('an unknown item is an error at the item, with the nearest fact', () => {
    expect(codes(`${TM}player Кэтти, самоохрана-использвана\n`)).toEqual([
      { code: 'PLAYER_ITEM_UNKNOWN', col: 15, length: 22, suggestion: 'самоохрана-использована' },
    ]);
  });

  it('a fact of the other ruleset says whose it is, in both directions', () => {
    expect(codes(`${TM}player Атос, вылечен\n`).map((d) => d.code)).toEqual(['FACT_WRONG_RULESET']);
    expect(codes(`${LK}player Вася: Мирный, вырублен\n`).map((d) => d.code)).toEqual(['FACT_WRONG_RULESET']);
  });

  it('a fact on a role that cannot carry it names the role it belongs to', () => {
    expect(codes(`${TM}player Атос, дуэль-использована\n`)).toEqual([
      { code: 'FACT_MISPLACED', col: 14, length: 18, suggestion: "Д'Артаньян" },
    ]);
    expect(codes(`${TM}player Атос, дуэль-использована\nplayer Дарт: Д'Артаньян\n`).map((d) => [d.code, d.suggestion])).toEqual([
      ['FACT_MISPLACED', 'Дарт'],
    ]);
    expect(codes(`${LK}player Вася: Мирный, самолечение-использовано\n`).map((d) => [d.code, d.suggestion])).toEqual([
      ['FACT_MISPLACED', 'Доктор'],
    ]);
  });

  it("Felton's pair is written on exactly two players", () => {
    expect(codes(`${TM}player Атос, сведен\nplayer Портос\n`).map((d) => [d.code, d.col])).toEqual([['FACT_PAIR', 14]]);
    expect(codes(`${TM}player Атос, сведен\nplayer Портос, сведен\nplayer Арамис, сведен\n`).map((d) => d.code)).toEqual(['FACT_PAIR']);
    expect(codes(`${TM}player Атос, сведен\nplayer Портос, сведен\n`)).toEqual([]);
  });

  it('a pair only sent (C-59) is a pair too, and is not mixed with a pair that took place', () => {
    expect(codes(`${TM}player Атос, сведен-на-день\nplayer Портос\n`).map((d) => [d.code, d.col])).toEqual([['FACT_PAIR', 14]]);
    expect(codes(`${TM}player Атос, сведен-на-день\nplayer Портос, сведен\n`).map((d) => [d.code, d.col])).toEqual([
      ['FACT_PAIR', 16],
      ['FACT_PAIR', 14],
    ]);
    expect(codes(`${TM}player Атос, сведен-на-день\nplayer Портос, сведена-на-день\n`)).toEqual([]);
  });

  it("the Father's musket (C-94) names the killer who died, on the Father's line only", () => {
    const father = "player Отец: Отец Д'Артаньяна, наследует-мушкет";
    expect(codes(`${TM}${father}\n`).map((d) => d.code)).toEqual(['VALUE_MISSING']);
    expect(codes(`${TM}${father} Миледи\nplayer Миледи, маф\n`).map((d) => [d.code, d.col])).toEqual([['FACT_ARGUMENT', 49]]);
    expect(codes(`${TM}player Атос, наследует-мушкет Миледи\nplayer Миледи, маф, мертв\n`).map((d) => [d.code, d.col])).toEqual([
      ['FACT_MISPLACED', 14],
    ]);
    expect(codes(`${TM}${father} Миледи\nplayer Миледи, маф, мертв\n`)).toEqual([]);
  });

  it('the Father inherits from a player out of the game, never from the Abbess (A-155)', () => {
    const father = "player Отец: Отец Д'Артаньяна, наследует";
    expect(codes(`${TM}${father}\n`).map((d) => d.code)).toEqual(['VALUE_MISSING']);
    expect(codes(`${TM}${father} Атоса\nplayer Атос\n`).map((d) => [d.code, d.col])).toEqual([['FACT_ARGUMENT', 42]]);
    expect(codes(`${TM}${father} Аббатису\nplayer Аббатиса, мертв\n`).map((d) => d.code)).toEqual(['FACT_ARGUMENT']);
    expect(codes(`${TM}${father} Васю\nplayer Атос, мертв\n`).map((d) => d.code)).toEqual(['NAME_UNKNOWN']);
    expect(codes(`${TM}${father} Атоса\nplayer Атос, мертв\n`)).toEqual([]);
  });

  it('the refusal is worded by the ruleset, with the role in the genitive', () => {
    const text = `${TM}player Отец: Отец Д'Артаньяна, наследует Аббатису\nplayer Аббатиса, мертв\n`;
    const d = parseScenario(text).diagnostics.find((x) => x.code === 'FACT_ARGUMENT');
    expect(d?.message.ru).toBe('Умения Аббатисы по наследству не переходят (A-155)');
  });
});

describe('the previous order at top level', () => {
  it('is the official order of the night before the first block', () => {
    const { scenario, diagnostics } = parseScenario(`${TM}player Атос\nplayer Портос\norder Портос, Атос\nday 2\n`);
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(scenario.previousOrder?.names.map((n) => n.name)).toEqual(['Портос', 'Атос']);
  });

  it('is given once, and LK (no move order) warns that it is unused', () => {
    expect(codes(`${TM}player Атос\norder Атос\nпорядок Атос\n`).map((d) => d.code)).toEqual(['ORDER_DUPLICATE']);
    const lk = parseScenario(`${LK}player Вася: Мирный\norder Вася\n`);
    expect(lk.diagnostics.map((d) => [d.code, d.severity])).toEqual([['ORDER_UNUSED', 'warning']]);
    expect(lk.scenario.previousOrder).toBeUndefined();
  });
});

describe('editor help for facts', () => {
  it("completion after a player's comma offers the ruleset's facts with their clause", () => {
    const tm = `${TM}player Кэтти, `;
    const item = completionsAt(tm, tm.length).find((i) => i.label === 'самоохрана-использована');
    expect(item?.detail).toMatch(/^A-136: /);
    expect(completionsAt(tm, tm.length).some((i) => i.label === 'вылечен')).toBe(false);
    const lk = `${LK}player Вася: Доктор, `;
    expect(completionsAt(lk, lk.length).map((i) => i.label)).toEqual(expect.arrayContaining(['вылечен', 'самолечение-использовано']));
    expect(completionsAt(lk, lk.length).some((i) => i.label === 'без-сознания')).toBe(false);
  });

  it('completion after «наследует» offers the players', () => {
    const text = `${TM}player Атос, мертв\nplayer Отец: Отец Д'Артаньяна, наследует `;
    expect(completionsAt(text, text.length).map((i) => [i.kind, i.label])).toEqual([
      ['player', 'Атос'],
      ['player', 'Отец'],
    ]);
  });

  it('hover over a fact explains it and quotes the clause it feeds', () => {
    const text = `${TM}player Кэтти, самоохрана-использована\nplayer Отец: Отец Д'Артаньяна, наследует Кэтти\n`;
    const h = hoverAt(text, text.indexOf('самоохрана') + 3);
    expect(h?.markdown.ru).toContain('A-136');
    expect(h?.markdown.ru).toContain('Один раз за игру может оставить его у себя');
    expect(h?.markdown.en).toContain('Kitty has already kept the amulet herself');
    expect(hoverAt(text, text.indexOf('наследует') + 2)?.markdown.en).toContain('A-153');
  });

  it('facts are highlighted as keywords', () => {
    expect(monarchFor('three-musketeers').keywords).toContain('без-сознания');
    expect(monarchFor('mafia-lk').keywords).toContain('вылечен');
    expect(keywordWords()).not.toContain('вылечен');
  });
});
