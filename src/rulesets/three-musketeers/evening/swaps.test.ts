import { describe, expect, test } from 'vitest';
import { NO_SPAN } from '../../../engine/span.ts';
import type { TmContext } from '../context.ts';
import { codes, tm, type TmKit } from '../day/test-kit.ts';
import { resolveEvening } from './index.ts';

/** The 17 characters in the TM-01 pre-swap order (L33-49), named by role. */
const TM01 = [
  'Галантерейщик Бонасье',
  'Констанция Бонасье',
  'Палач из Лилля',
  'Ля Шене',
  'Атос',
  'Портос',
  'де Жюссак',
  'Аббатиса',
  'Миледи',
  'Отец Д’Артаньяна',
  'Капитан де Тревиль',
  'Рошфор',
  'Арамис',
  'Планше',
  'Кэтти',
  'Джон Фельтон',
  "Д'Артаньян",
];
const ROLE: Record<string, string> = {
  'Галантерейщик Бонасье': 'bonacieux',
  'Констанция Бонасье': 'constance',
  'Палач из Лилля': 'executioner',
  'Ля Шене': 'lachesnaye',
  Атос: 'athos',
  Портос: 'porthos',
  'де Жюссак': 'jussac',
  Аббатиса: 'abbess',
  Миледи: 'milady',
  'Отец Д’Артаньяна': 'father',
  'Капитан де Тревиль': 'treville',
  Рошфор: 'rochefort',
  Арамис: 'aramis',
  Планше: 'planchet',
  Кэтти: 'kitty',
  'Джон Фельтон': 'felton',
  "Д'Артаньян": 'dartagnan',
};
const MAFS = ['Миледи', 'Палач из Лилля', 'Рошфор', 'Аббатиса'];
const THREE = ["Галантерейщик Бонасье/Д'Артаньян", 'Атос/Арамис', 'Ля Шене/Кэтти'];

/** The TM-01 table with `mafs` living mafs and the given options. */
function table(mafs = 4, opts: Record<string, string> = {}): TmContext {
  const kit: TmKit = tm();
  for (const n of TM01) kit.player(n, ROLE[n], MAFS.slice(0, mafs).includes(n) ? 'mafia' : 'honest');
  for (const [k, v] of Object.entries(opts)) kit.option(k, v);
  return kit.ctx();
}

/** Runs an evening with TM01 as the explicit official order. */
function swap(ctx: TmContext, submissions: string[][], lock?: string): readonly string[] {
  resolveEvening(ctx, {
    kind: 'evening',
    number: 1,
    span: NO_SPAN,
    order: { span: NO_SPAN, names: TM01.map((name) => ({ name, span: NO_SPAN })) },
    ...(lock ? { lock: { name: lock, span: NO_SPAN } } : {}),
    swaps: submissions.map((pairs) => ({
      span: NO_SPAN,
      pairs: pairs.map((p) => {
        const [a = '', b = ''] = p.split('/');
        return { a, b, span: NO_SPAN };
      }),
    })),
  });
  return ctx.state.lastEvening?.finalOrder ?? [];
}

describe('mafia swaps (A-49…A-55, TM-01)', () => {
  test("TM-01: three swaps give the rulebook's final order; the official order is unchanged", () => {
    const ctx = table();
    expect(swap(ctx, [THREE])).toEqual([
      "Д'Артаньян",
      'Констанция Бонасье',
      'Палач из Лилля',
      'Кэтти',
      'Арамис',
      'Портос',
      'де Жюссак',
      'Аббатиса',
      'Миледи',
      'Отец Д’Артаньяна',
      'Капитан де Тревиль',
      'Рошфор',
      'Атос',
      'Планше',
      'Ля Шене',
      'Джон Фельтон',
      'Галантерейщик Бонасье',
    ]);
    expect(ctx.state.lastEvening?.officialOrder).toEqual(TM01);
    const s1 = ctx.trace.steps.find((s) => s.id === 'e1.swap1');
    expect(s1?.changes.map((c) => [c.kind, c.before?.targets[0], c.after?.targets[0]])).toEqual([
      ['reordered', '1', '17'],
      ['reordered', '17', '1'],
    ]);
    expect(s1?.causes[0]?.step).toBe('e1.order');
  });
  test('a second submission is refused (A-52); the first stands', () => {
    const ctx = table();
    const final = swap(ctx, [THREE.slice(0, 1), ['Портос/Планше']]);
    expect(codes(ctx.trace)).toEqual(['SWAP_SECOND_SUBMISSION']);
    expect(final[0]).toBe("Д'Артаньян");
    expect(final[5]).toBe('Портос');
  });
  test('TM-01a: with 4 living mafs a 4th pair is over the cap', () => {
    const ctx = table();
    swap(ctx, [[...THREE, 'Портос/Планше']]);
    expect(codes(ctx.trace)).toEqual(['SWAPS_OVER_CAP']);
    expect(ctx.trace.steps.find((s) => s.id === 'e1.swap4')?.outcome).toBe('refused');
  });
  test('TM-01c / C-21 swapCount: 2 living mafs → 2 swaps, or 1 under livingMafsMinus1', () => {
    const two = table(2);
    swap(two, [THREE]);
    expect(codes(two.trace)).toEqual(['SWAPS_OVER_CAP']);
    const minus = table(2, { swapCount: 'livingMafsMinus1' });
    swap(minus, [THREE]);
    expect(codes(minus.trace)).toEqual(['SWAPS_OVER_CAP', 'SWAPS_OVER_CAP']);
  });
  test('TM-01b: the locked Athos makes «Атос/Арамис» silently void; the others apply', () => {
    const ctx = table();
    const final = swap(ctx, [THREE], 'Атос');
    expect(final[3]).toBe('Кэтти');
    expect(final[4]).toBe('Атос');
    expect(final[12]).toBe('Арамис');
    expect(final[14]).toBe('Ля Шене');
    expect(codes(ctx.trace)).toEqual([]);
    expect(ctx.trace.steps.find((s) => s.id === 'e1.swap2')?.outcome).toBe('cancelled');
  });
  test('C-20 swapCollision: the void pair counts against the cap, or not, or the mafia are told', () => {
    const four = [...THREE, 'Портос/Планше'];
    const silent = table();
    expect(swap(silent, [four], 'Атос')[5]).toBe('Портос');
    const noCount = table(4, { swapCollision: 'voidPairNoCount' });
    expect(swap(noCount, [four], 'Атос')[5]).toBe('Планше');
    const inform = table(4, { swapCollision: 'rejectAndInform' });
    swap(inform, [THREE], 'Атос');
    expect(codes(inform.trace)).toEqual(['SWAP_LOCKED_INFORMED']);
  });
  test('C-22 overlappingSwaps: chained pairs in turn, or the overlapping pair refused', () => {
    const seq = table();
    expect(swap(seq, [['Атос/Портос', 'Портос/Планше']]).slice(4, 6)).toEqual(['Планше', 'Атос']);
    const rej = table(4, { overlappingSwaps: 'rejectOverlap' });
    expect(swap(rej, [['Атос/Портос', 'Портос/Планше']]).slice(4, 6)).toEqual(['Портос', 'Атос']);
    expect(codes(rej.trace)).toEqual(['SWAP_OVERLAP']);
  });
  test('a pair naming a player out of the game or unknown is refused', () => {
    const ctx = table();
    swap(ctx, [['Атос/Никто', 'Атос/Атос']]);
    expect(codes(ctx.trace)).toEqual(['UNKNOWN_PLAYER', 'SWAP_UNKNOWN_NAME', 'SWAP_SAME_PLAYER']);
  });
  test('C-23 swapsCanMoveKnocked: a knocked-out player may be swapped off slot 1, or not', () => {
    const run = (v: string) => {
      const ctx = table(4, { swapsCanMoveKnocked: v });
      ctx.state.players[0]!.knocked = true;
      return swap(ctx, [THREE.slice(0, 1)])[0];
    };
    expect(run('true')).toBe("Д'Артаньян");
    expect(run('false')).toBe('Галантерейщик Бонасье');
  });
});

describe("Planchet's lock (A-56…A-60, C-19, C-28)", () => {
  test('a lock by a dead Planchet is refused; swaps still apply', () => {
    const ctx = table();
    ctx.state.players.find((p) => p.role === 'planchet')!.alive = false;
    const final = swap(ctx, [THREE], 'Атос');
    expect(codes(ctx.trace)).toContain('LOCK_BY_DEAD_PLANCHET');
    expect(final[4]).toBe('Арамис');
  });
  test('TM-18: a knocked-out Planchet still locks in the evening (A-60)', () => {
    const ctx = table();
    ctx.state.players.find((p) => p.role === 'planchet')!.knocked = true;
    swap(ctx, [THREE], 'Атос');
    expect(ctx.state.lastEvening?.locked).toBe('Атос');
    expect(ctx.trace.steps.find((s) => s.id === 'e1.lock')?.causes.some((c) => c.clause === 'A-60')).toBe(true);
  });
  test('C-19 lockedCharGoesFirst moves the locked character to slot 1', () => {
    const ctx = table(4, { planchetPriority: 'lockedCharGoesFirst' });
    expect(swap(ctx, [], 'Портос')[0]).toBe('Портос');
  });
  test('C-28 planchetLockScope=publicListOnly refuses a lock on a non-voter', () => {
    const ctx = table(4, { planchetLockScope: 'publicListOnly' });
    swap(ctx, [], 'Портос');
    expect(codes(ctx.trace)).toEqual(['LOCK_NOT_PUBLIC']);
    const any = table();
    swap(any, [], 'Портос');
    expect(any.state.lastEvening?.locked).toBe('Портос');
  });
});
