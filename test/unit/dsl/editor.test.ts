/** Editor helpers: completion, hover, Monarch tokens, position mapping. */
import { describe, expect, it } from 'vitest';
import { completionsAt } from '../../../src/dsl/complete.ts';
import { hoverAt } from '../../../src/dsl/hover.ts';
import { monarchLanguage, monarchFor } from '../../../src/dsl/monarch.ts';
import { statementAt } from '../../../src/dsl/position.ts';
import { runScenario } from '../../../src/dsl/index.ts';
import { RULESETS } from '../../../src/rulesets/index.ts';

const TEXT = 'ruleset tm\nplayer Атос\nplayer Вася: Кэтти, маф\nnight 1\n  Атос -> Вася\n  Вася -> Ат';

describe('completionsAt', () => {
  it('offers keywords and players at the start of a line', () => {
    const items = completionsAt(`${TEXT}\n  `, TEXT.length + 3);
    expect(items.some((i) => i.kind === 'keyword' && i.label === 'expect')).toBe(true);
    expect(items.some((i) => i.kind === 'keyword' && i.label === 'ожидание')).toBe(true);
    expect(items.some((i) => i.kind === 'player' && i.label === 'Вася' && i.detail === 'Кэтти')).toBe(true);
  });

  it('offers players and roles after an arrow', () => {
    const items = completionsAt(TEXT, TEXT.length);
    expect(items.filter((i) => i.kind === 'player').map((i) => i.label)).toEqual(['Атос', 'Вася']);
    expect(items.some((i) => i.kind === 'role' && i.label === 'Атос')).toBe(true);
    expect(items.some((i) => i.kind === 'role' && i.label === 'Athos')).toBe(true);
    expect(items.some((i) => i.kind === 'keyword')).toBe(false);
  });

  it('reads the players of the last analysis when given them, instead of parsing the text', () => {
    const known = runScenario(TEXT).scenario;
    expect(completionsAt(TEXT, TEXT.length, 'ru', known)).toEqual(completionsAt(TEXT, TEXT.length));
    const cast = { ruleset: known.ruleset, players: known.players.slice(0, 1) };
    expect(
      completionsAt(TEXT, TEXT.length, 'ru', cast)
        .filter((i) => i.kind === 'player')
        .map((i) => i.label),
    ).toEqual(['Атос']);
  });

  it('offers roles after "player NAME:" and teams after the comma', () => {
    const t1 = 'ruleset tm\nplayer Петя: ';
    expect(completionsAt(t1, t1.length).every((i) => i.kind === 'role')).toBe(true);
    const t2 = 'ruleset tm\nplayer Петя: Атос, ';
    expect(completionsAt(t2, t2.length).map((i) => i.label)).toContain('маф');
  });

  it('offers option keys and then their values', () => {
    const spec = RULESETS['three-musketeers'].options[0];
    const keys = completionsAt('ruleset tm\noption ', 18);
    if (!spec) {
      expect(keys).toEqual([]);
      return;
    }
    expect(keys.some((i) => i.kind === 'option' && i.label === spec.key)).toBe(true);
    const t = `ruleset tm\noption ${spec.key} = `;
    const values = completionsAt(t, t.length);
    expect(values.map((v) => v.label)).toEqual(spec.readings.map((r) => r.value));
    expect(values.every((v) => v.kind === 'value')).toBe(true);
  });

  it('offers expectation kinds after expect', () => {
    const t = 'expect ';
    expect(completionsAt(t, t.length).map((i) => i.label)).toContain('dies');
  });
});

describe('hoverAt', () => {
  it('shows the role rule over a player reference', () => {
    const off = TEXT.indexOf('Вася\n  Вася');
    const h = hoverAt(TEXT, off + 1);
    expect(h?.range).toMatchObject({ line: 5, offset: off, length: 4 });
    expect(h?.markdown.ru).toContain('Кэтти');
    expect(h?.markdown.en).toContain('amulet');
  });

  it('shows the role rule over a role name in a declaration', () => {
    const h = hoverAt(TEXT, TEXT.indexOf('Кэтти, маф') + 2);
    expect(h?.markdown.ru).toContain('Доктор');
  });

  it('shows an option question and readings', () => {
    const spec = RULESETS['three-musketeers'].options[0];
    if (!spec) return;
    const t = `ruleset tm\noption ${spec.key} = ${spec.defaultValue}\n`;
    const h = hoverAt(t, t.indexOf(spec.key) + 1);
    expect(h?.markdown.en).toContain(spec.question.en);
    expect(h?.markdown.en).toContain(spec.readings[1].value);
  });

  it('returns null on blank lines and comments', () => {
    expect(hoverAt('# hi\n\n', 1)).toBeNull();
  });
});

describe('monarch', () => {
  it('is plain data with compilable rules covering keywords and roles', () => {
    expect(monarchLanguage.keywords).toContain('ночь');
    expect(monarchLanguage.keywords).toContain('expect');
    expect(monarchLanguage.roles).toContain('Атос');
    const rules = monarchLanguage.tokenizer.root;
    const tokenOf = (s: string): string | undefined => rules.find(([re]) => new RegExp(`^(?:${re.source})`, 'i').test(s))?.[1];
    expect(tokenOf('# comment')).toBe('comment');
    expect(tokenOf('"text"')).toBe('string');
    expect(tokenOf('->')).toBe('operator');
    expect(tokenOf('M12')).toBe('constant');
    expect(tokenOf('42')).toBe('number');
    expect(tokenOf('де Жюссак ')).toBe('type');
    expect(tokenOf('ночь 1')).toBe('keyword');
    expect(tokenOf('Вася')).toBe('identifier');
    expect(tokenOf('ночной')).toBe('identifier');
    expect(monarchFor('mafia-lk').keywords).toContain('маньяк');
  });
});

describe('position', () => {
  it('records the source line of the steps a line made', () => {
    const text = 'ruleset tm\nplayer Атос\nplayer Кэтти\nnight 1\n  order Атос, Кэтти\n  Атос -> Кэтти\n  Кэтти -> Атос\n';
    const { timeline } = runScenario(text);
    // The editor highlights a line's steps by their source line.
    expect(timeline.steps.filter((s) => s.source?.line === 6).length).toBeGreaterThan(0);
  });

  it('finds the statement under the cursor', () => {
    const text = 'seed 1\n\nnight 1\n  # c\n';
    expect(statementAt(text, 2)?.statement.kind).toBe('seed');
    expect(statementAt(text, 7)).toBeNull();
    expect(statementAt(text, text.indexOf('night') + 3)).toMatchObject({ line: 3, span: { line: 3, col: 1 } });
    expect(statementAt(text, text.indexOf('# c'))).toBeNull();
  });
});
