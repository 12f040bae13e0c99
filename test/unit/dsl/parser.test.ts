/** Parser: statements, spans, error recovery, RU/EN keywords, BOM and CRLF. */
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../../src/dsl/index.ts';

const codes = (text: string): string[] => parseScenario(text).diagnostics.map((d) => d.code);
const errors = (text: string): string[] =>
  parseScenario(text)
    .diagnostics.filter((d) => d.severity === 'error')
    .map((d) => d.code);

const BASE = 'ruleset three-musketeers\nplayer Атос\nplayer Кэтти: Кэтти, маф\nplayer Планше\n';

describe('statements', () => {
  it('reads the header lines', () => {
    const { scenario, diagnostics } = parseScenario('ruleset mafia-lk\nseed 42\noption a = b\n');
    expect(scenario.ruleset).toBe('mafia-lk');
    expect(scenario.seed).toBe(42);
    expect(scenario.options.map((o) => [o.key, o.value])).toEqual([['a', 'b']]);
    expect(diagnostics.map((d) => d.code)).toEqual(['OPTION_UNKNOWN', 'PLAYERS_MISSING']);
  });

  it('reads players with role, team and conditions', () => {
    const { scenario } = parseScenario(`${BASE}player Вася: Арамис, маф, мертв, вырублен\n`);
    expect(scenario.players.map((p) => [p.name, p.role, p.team, p.start, p.flags])).toEqual([
      ['Атос', 'athos', 'honest', 'alive', []],
      ['Кэтти', 'kitty', 'mafia', 'alive', []],
      ['Планше', 'planchet', 'honest', 'alive', []],
      ['Вася', 'aramis', 'mafia', 'dead', ['knocked']],
    ]);
  });

  it('reads a night: order, killer, moves, verbs, targets', () => {
    const { scenario, diagnostics } = parseScenario(
      `${BASE}night 1\n  order Кэтти, Атос, Планше\n  killer Кэтти -> Атос\n  Атос -> Планше\n  Планше -> self\n`,
    );
    expect(diagnostics).toEqual([]);
    const night = scenario.phases[0];
    expect(night?.kind).toBe('night');
    if (night?.kind !== 'night') return;
    expect(night.order?.names.map((n) => n.name)).toEqual(['Кэтти', 'Атос', 'Планше']);
    expect(night.moves.map((m) => [m.actor, m.killer ?? false, m.targets])).toEqual([
      ['Кэтти', true, ['Атос']],
      ['Атос', false, ['Планше']],
      ['Планше', false, ['Планше']],
    ]);
    expect(night.moves[0]?.span).toMatchObject({ line: 7, col: 3 });
  });

  it('reads a day: votes with times, abstention, blitz, powers, notes', () => {
    const text = `${BASE}day 1\n  Атос -> Кэтти @10:05\n  Кэтти -> none\n  blitz Планше -> Атос\n  Атос: duel Кэтти\n  warn Планше\n`;
    const { scenario } = parseScenario(text);
    const day = scenario.phases[0];
    if (day?.kind !== 'day') throw new Error('expected a day');
    expect(day.events).toMatchObject([
      { kind: 'vote', voter: 'Атос', target: 'Кэтти', time: '10:05' },
      { kind: 'vote', voter: 'Кэтти', target: null },
      { kind: 'vote', voter: 'Планше', target: 'Атос', blitz: true },
      { kind: 'power', actor: 'Атос', verb: 'duel', targets: ['Кэтти'] },
      { kind: 'note', note: 'warn', player: 'Планше' },
    ]);
  });

  it('reads an evening: order, lock, swaps', () => {
    const { scenario } = parseScenario(
      `${BASE}evening 1\n  order Атос, Кэтти, Планше\n  lock Планше\n  swaps Атос/Кэтти\n  swaps Кэтти/Атос\n`,
    );
    const ev = scenario.phases[0];
    if (ev?.kind !== 'evening') throw new Error('expected an evening');
    expect(ev.lock?.name).toBe('Планше');
    expect(ev.swaps.map((s) => s.pairs.map((p) => `${p.a}/${p.b}`))).toEqual([['Атос/Кэтти'], ['Кэтти/Атос']]);
  });

  it('reads Russian keywords the same as English ones', () => {
    const ru = parseScenario(
      'правила три-мушкетера\nзерно 5\nигрок Атос\nигрок Кэтти\nночь 1\n  порядок Атос, Кэтти\n' +
        '  киллер Кэтти -> Атос\n  ожидание не умирает Атос\n  ожидание сообщение Атос М12\n',
    );
    const en = parseScenario(
      'ruleset three-musketeers\nseed 5\nplayer Атос\nplayer Кэтти\nnight 1\n  order Атос, Кэтти\n' +
        '  killer Кэтти -> Атос\n  expect not dies Атос\n  expect message Атос M12\n',
    );
    expect(ru.diagnostics).toEqual([]);
    const strip = (x: unknown): string => JSON.stringify(x, (k, v: unknown) => (k === 'span' ? undefined : v));
    expect(strip(ru.scenario)).toBe(strip(en.scenario));
  });

  it('reads every expectation form', () => {
    const text =
      `${BASE}night 1\n  expect dies Атос\n  expect survives Атос\n  expect knocked Атос\n` +
      `  expect restored Атос\n  expect order Атос, Кэтти\n  expect message де Жюссак M1\n` +
      `  expect report Атос "x y"\n  expect public «z»\n  expect diagnostic SOME_CODE\n` +
      `  expect winner мафия\nday 2\n  expect nobody jailed\n  expect никто не посажен\n` +
      `  expect jailed Атос\n`;
    const { scenario, diagnostics } = parseScenario(text.replace('де Жюссак', 'Кэтти'));
    expect(diagnostics).toEqual([]);
    expect(scenario.expectations.map((e) => [e.kind, e.player, e.value])).toEqual([
      ['dies', 'Атос', null],
      ['survives', 'Атос', null],
      ['knocked', 'Атос', null],
      ['restored', 'Атос', null],
      ['order', null, ['Атос', 'Кэтти']],
      ['message', 'Кэтти', 'M1'],
      ['report', 'Атос', 'x y'],
      ['public', null, 'z'],
      ['diagnostic', null, 'SOME_CODE'],
      ['winner', null, 'mafia'],
      ['nobodyJailed', null, null],
      ['nobodyJailed', null, null],
      ['jailed', 'Атос', null],
    ]);
    expect(scenario.expectations[0]?.phase).toEqual({ kind: 'night', number: 1 });
  });

  it('rejects a kind where its phase gives it no meaning (EXPECT_PHASE), and reads winner none', () => {
    const text =
      `${BASE}expect order Атос\nday 2\n  expect dies Атос\n  expect report Атос "x"\n` +
      `  expect winner none\nnight 2\n  expect jailed Атос\n`;
    const { scenario, diagnostics } = parseScenario(text);
    expect(diagnostics.map((d) => [d.code, d.span.line])).toEqual([
      ['EXPECT_PHASE', 5],
      ['EXPECT_PHASE', 7],
      ['EXPECT_PHASE', 8],
      ['EXPECT_PHASE', 11],
    ]);
    expect(scenario.expectations.map((e) => [e.kind, e.value])).toEqual([['winner', 'none']]);
  });

  it("reads verbs from the ruleset's own vocabulary (Ruleset.verbs): another ruleset's verb is VERB_UNKNOWN", () => {
    const lk = parseScenario('ruleset мафия лк\nplayer Коля: Дон\nplayer Шура: Шериф\nday 1\n  Коля: продление\n  Шура: дуэль Коля\n');
    expect(lk.diagnostics.map((d) => [d.code, d.span.line])).toEqual([['VERB_UNKNOWN', 6]]);
    expect(lk.diagnostics[0]!.message.ru).toContain('продление');
    const tm = parseScenario(`${BASE}day 1\n  Атос: продление\n`);
    expect(tm.diagnostics.map((d) => d.code)).toEqual(['VERB_UNKNOWN']);
    expect(tm.diagnostics[0]!.message.en).toContain('duel');
  });

  it('rejects knocked / restored where the ruleset records no such night fact (EXPECT_RULESET), keeps them in TM', () => {
    const lk = parseScenario('ruleset мафия лк\nplayer Коля: Дон\nplayer Миша: мирный\nnight 1\n  expect knocked Миша\n');
    expect(lk.diagnostics.map((d) => [d.code, d.span.line, d.span.col])).toEqual([['EXPECT_RULESET', 5, 10]]);
    expect(lk.scenario.expectations).toEqual([]);
    const tm = parseScenario(`${BASE}night 1\n  expect knocked Атос\n  expect restored Атос\n`);
    expect(tm.diagnostics.map((d) => d.code)).toEqual([]);
    expect(tm.scenario.expectations.map((e) => e.kind)).toEqual(['knocked', 'restored']);
  });

  it("reads an evening's published list as names", () => {
    const { scenario, diagnostics } = parseScenario(`${BASE}evening 1\n  expect public Атос, Кэтти\nnight 1\n  expect public Атос\n`);
    expect(diagnostics.map((d) => d.code)).toEqual(['TEXT_MISSING']);
    expect(scenario.expectations.map((e) => [e.kind, e.phase?.kind, e.value])).toEqual([['public', 'evening', ['Атос', 'Кэтти']]]);
  });

  it('top-level expectations have no phase', () => {
    expect(parseScenario(`${BASE}expect winner honest\n`).scenario.expectations[0]?.phase).toBeNull();
  });
});

describe('positions', () => {
  it('keeps 1-based line/col and 0-based offset/length', () => {
    const text = 'ruleset tm\nplayer Атос\nnight 1\n  Атос -> Атос\n';
    const { scenario } = parseScenario(text);
    const move = scenario.phases[0]?.kind === 'night' ? scenario.phases[0].moves[0] : undefined;
    expect(move?.span).toEqual({ line: 4, col: 3, offset: text.indexOf('Атос ->'), length: 'Атос -> Атос'.length });
  });

  it('accepts a BOM and CRLF with the same positions as LF', () => {
    const lf = 'ruleset tm\nplayer Атос\nnight 1\n  Атос -> Атос # c\n';
    const crlf = '\ufeff' + lf.replace(/\n/g, '\r\n');
    const a = parseScenario(lf);
    const b = parseScenario(crlf);
    expect(b.diagnostics).toEqual([]);
    const spanA = a.scenario.phases[0]?.kind === 'night' ? a.scenario.phases[0].moves[0]?.span : undefined;
    const spanB = b.scenario.phases[0]?.kind === 'night' ? b.scenario.phases[0].moves[0]?.span : undefined;
    expect([spanB?.line, spanB?.col, spanB?.length]).toEqual([spanA?.line, spanA?.col, spanA?.length]);
    expect(b.scenario.players[0]?.span).toMatchObject({ line: 2, col: 1 });
    expect(parseScenario('\ufeffruleset tm\nplayer Атос').diagnostics).toEqual([]);
  });

  it('keeps the comment out of the statement span', () => {
    const { doc } = parseScenario('seed 1   # c\n');
    expect(doc.statements[0]?.span.length).toBe(6);
    expect(doc.lines[0]?.comment?.text).toBe('# c');
  });

  it('does not treat # inside quotes as a comment', () => {
    const { scenario } = parseScenario(`${BASE}expect public "a # b"\n`);
    expect(scenario.expectations[0]?.value).toBe('a # b');
  });
});

describe('error recovery', () => {
  it('reports a bad line and keeps parsing the next ones', () => {
    const { scenario, diagnostics } = parseScenario(`${BASE}night 1\n  ??? nonsense\n  Атос -> Планше\n  killer -> \n  Кэтти -> Атос\n`);
    expect(diagnostics.map((d) => [d.code, d.span.line])).toEqual([
      ['UNKNOWN_STATEMENT', 6],
      ['NAME_MISSING', 8],
      ['NAME_MISSING', 8],
    ]);
    const night = scenario.phases[0];
    expect(night?.kind === 'night' ? night.moves.map((m) => m.actor) : []).toEqual(['Атос', 'Кэтти']);
  });

  it('suggests the keyword for a misspelt one', () => {
    const d = parseScenario('rulset tm\nplyer Атос\n').diagnostics;
    expect(d.map((x) => [x.code, x.suggestion])).toEqual([
      ['UNKNOWN_STATEMENT', 'ruleset'],
      ['UNKNOWN_STATEMENT', 'player'],
      ['RULESET_MISSING', undefined],
      ['PLAYERS_MISSING', undefined],
    ]);
    expect(d[0]?.message.ru).toContain('«ruleset»');
  });

  it('suggests expectation kinds, verbs and player items', () => {
    expect(parseScenario(`${BASE}night 1\n  expect deis Атос\n`).diagnostics[0]).toMatchObject({
      code: 'EXPECT_UNKNOWN',
      suggestion: 'dies',
    });
    expect(parseScenario(`${BASE}day 1\n  Атос: dule Кэтти\n`).diagnostics[0]).toMatchObject({ code: 'VERB_UNKNOWN', suggestion: 'duel' });
    expect(parseScenario(`${BASE}player Вася: Арамис, мафф\n`).diagnostics[0]).toMatchObject({
      code: 'PLAYER_ITEM_UNKNOWN',
      suggestion: 'маф',
    });
  });

  it('flags statements in the wrong block', () => {
    expect(errors(`${BASE}Атос -> Кэтти\n`)).toEqual(['STATEMENT_MISPLACED']);
    expect(errors(`${BASE}night 1\n  lock Атос\n`)).toEqual(['STATEMENT_MISPLACED']);
    expect(errors(`${BASE}day 1\n  killer Кэтти -> Атос\n`)).toEqual(['STATEMENT_MISPLACED']);
    expect(errors(`${BASE}night 1\nplayer Вася: Арамис\n`)).toEqual(['STATEMENT_MISPLACED']);
  });

  it('reports missing pieces with codes', () => {
    expect(errors(`${BASE}night\n`)).toEqual(['NUMBER_MISSING']);
    expect(errors(`${BASE}night x\n`)).toEqual(['NUMBER_INVALID']);
    expect(errors('seed x\n')).toEqual(['SEED_INVALID']);
    expect(errors(`${BASE}option a\n`)).toContain('TOKEN_MISSING');
    expect(errors(`${BASE}evening 1\n  swaps Атос Кэтти\n`)).toEqual(['SWAP_INVALID']);
    expect(errors(`${BASE}night 1\n  expect report Атос\n`)).toEqual(['TEXT_MISSING']);
    expect(errors(`${BASE}night 1\n  expect public "open\n`)).toEqual(['STRING_UNTERMINATED']);
    expect(errors(`${BASE}night 1\n  Атос Кэтти\n`)).toEqual(['UNKNOWN_STATEMENT']);
    expect(errors(`${BASE}night 1\n  Атос: check Кэтти\n`)).toEqual(['STATEMENT_MISPLACED']);
  });

  it('warns on a missing ruleset and defaults to three-musketeers', () => {
    const r = parseScenario('player Атос\n');
    expect(r.scenario.ruleset).toBe('three-musketeers');
    expect(r.diagnostics).toMatchObject([{ code: 'RULESET_MISSING', severity: 'warning' }]);
  });

  it('reports an unknown ruleset with a suggestion', () => {
    expect(parseScenario('ruleset three-musketers\n').diagnostics[0]).toMatchObject({
      code: 'RULESET_UNKNOWN',
      suggestion: 'three-musketeers',
    });
  });

  it('every diagnostic has a code, both languages and a span', () => {
    const { diagnostics } = parseScenario(`rulset x\nplayer\nplayer Вася: Нет\nnight 1\n  Пётр -> Атос\n  expect\n`);
    expect(diagnostics.length).toBeGreaterThan(3);
    for (const d of diagnostics) {
      expect(d.code).toMatch(/^[A-Z][A-Z_]+$/);
      expect(d.message.ru.length).toBeGreaterThan(0);
      expect(d.message.en.length).toBeGreaterThan(0);
      expect(d.span.line).toBeGreaterThan(0);
    }
  });
});

describe('diagnostic codes are stable', () => {
  it('duplicates', () => {
    expect(codes(`${BASE}player Атос\n`)).toEqual(['PLAYER_DUPLICATE']);
    expect(codes(`${BASE}ruleset tm\n`)).toEqual(['RULESET_DUPLICATE']);
    expect(codes(`${BASE}night 1\n  order Атос\n  order Атос\n`)).toEqual(['ORDER_DUPLICATE']);
  });
});

describe('night notes (LK)', () => {
  it('reads warn inside a night into NightInput.notes', () => {
    const { scenario, diagnostics } = parseScenario(`${BASE}night 1\n  warn Атос\n`);
    expect(diagnostics).toEqual([]);
    const night = scenario.phases[0];
    expect(night?.kind === 'night' ? night.notes?.map((n) => [n.note, n.player]) : null).toEqual([['warn', 'Атос']]);
  });
});
