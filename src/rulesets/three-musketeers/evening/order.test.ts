import { describe, expect, test } from 'vitest';
import type { DayEvent } from '../../../engine/scenario.ts';
import { NO_SPAN } from '../../../engine/span.ts';
import type { TmContext } from '../context.ts';
import { resolveDay } from '../day/index.ts';
import { codes, power, tm, vote, type TmKit } from '../day/test-kit.ts';
import { emptyEvening, resolveEvening } from './index.ts';

const day = (ctx: TmContext, n: number, ...events: DayEvent[]): void => resolveDay(ctx, { kind: 'day', number: n, events, span: NO_SPAN });
const evening = (ctx: TmContext, n: number): readonly string[] => {
  resolveEvening(ctx, emptyEvening(n));
  return ctx.state.lastEvening?.officialOrder ?? [];
};
const ctxWith = (kit: TmKit, opts: Record<string, string> = {}): TmContext => {
  for (const [k, v] of Object.entries(opts)) kit.option(k, v);
  return kit.ctx();
};
const six = (): TmKit => tm().players('P1', 'P2', 'P3', 'P4', 'P5', 'P6');

describe('the official order (A-37…A-45)', () => {
  test('TM-25 day 1: voters by time, non-voters by the seeded lot; the public list shows voters only', () => {
    const ctx = tm().players('V1', 'V2', 'V3', 'N1', 'N2', 'X').seed(7).ctx();
    day(ctx, 1, vote('V1', 'X'), vote('V2', 'X'), vote('V3', 'X'));
    const order = evening(ctx, 1);
    expect(order.slice(0, 3)).toEqual(['V1', 'V2', 'V3']);
    expect([...order.slice(3)].sort()).toEqual(['N1', 'N2']);
    expect(ctx.state.lastEvening?.publicOrder).toEqual(['V1', 'V2', 'V3']);
    expect(ctx.trace.steps.find((s) => s.id === 'e1.order')?.causes.some((c) => c.clause === 'A-40')).toBe(true);
  });
  test('A-40: the lot is reproducible by seed and differs across seeds', () => {
    const lot = (seed: number) => {
      const ctx = tm().players('A', 'B', 'C', 'D', 'E', 'F', 'G', 'H').seed(seed).ctx();
      return evening(ctx, 1).join();
    };
    expect(lot(3)).toBe(lot(3));
    expect(new Set([1, 2, 3, 4, 5].map(lot)).size).toBeGreaterThan(1);
  });
  test('TM-25 day 2: non-voters after all voters, in reverse of their previous slots (A-39)', () => {
    const ctx = tm().players('V1', 'V2', 'V3', 'N1', 'N2', 'X').ctx();
    ctx.state.previousOfficialOrder = ['V1', 'V2', 'V3', 'N1', 'N2', 'X'];
    day(ctx, 2, vote('V1', 'X'), vote('V3', 'X'), vote('N2', 'X'));
    expect(evening(ctx, 2)).toEqual(['V1', 'V3', 'N2', 'N1', 'V2']);
  });
  test('TM-24d: A, E, then C/D reversed, without the jailed B', () => {
    const ctx = tm().players('A', 'B', 'C', 'D', 'E').ctx();
    ctx.state.previousOfficialOrder = ['A', 'B', 'C', 'D', 'E'];
    day(ctx, 2, vote('A', 'B'), vote('E', 'B'));
    expect(evening(ctx, 2)).toEqual(['A', 'E', 'D', 'C']);
  });
  test('C-17 nonVoterReverseSource: official pre-swap vs played post-swap order', () => {
    const run = (v: string) => {
      const ctx = ctxWith(tm().players('A', 'B', 'C', 'D', 'X'), { nonVoterReverseSource: v });
      ctx.state.previousOfficialOrder = ['A', 'B', 'C', 'D', 'X'];
      ctx.state.previousFinalOrder = ['A', 'C', 'B', 'D', 'X'];
      day(ctx, 2, vote('A', 'X'));
      return evening(ctx, 2);
    };
    expect(run('officialPreSwap')).toEqual(['A', 'D', 'C', 'B']);
    expect(run('realPostSwap')).toEqual(['A', 'D', 'B', 'C']);
    expect(run('publicList')).toEqual(['A', 'B', 'C', 'D']);
  });
  test('A-41/C-24: the denied player moves absolute last, or last among voters', () => {
    const run = (v: string) => {
      const ctx = ctxWith(tm().player('R', 'rochefort').players('A', 'B', 'C', 'X'), { deniedPosition: v });
      ctx.state.previousOfficialOrder = ['R', 'A', 'B', 'C', 'X'];
      day(ctx, 2, vote('R', 'X'), power('R', 'deny', 'A'));
      return evening(ctx, 2);
    };
    expect(run('absoluteLast')).toEqual(['R', 'C', 'B', 'A']);
    expect(run('lastAmongVoters')).toEqual(['R', 'A', 'C', 'B']);
  });
  test('A-42/A-124: knocked-out players at slot 1, ordered by C-23 knockedOrdering', () => {
    const run = (v: string) => {
      const ctx = ctxWith(tm().players('A', 'B', 'C', 'D', 'X'), { knockedOrdering: v });
      ctx.state.previousOfficialOrder = ['A', 'B', 'C', 'D', 'X'];
      ctx.state.players[1]!.knocked = true;
      ctx.state.players[3]!.knocked = true;
      ctx.state.lastNight = { night: 1, order: [], knocked: ['D', 'B'], restored: [] };
      day(ctx, 2, vote('A', 'X'), vote('B', 'X'));
      return { order: evening(ctx, 2), codes: codes(ctx.trace), knocked: ctx.state.players.some((p) => p.knocked) };
    };
    expect(run('byPreviousSlot')).toEqual({ order: ['B', 'D', 'A', 'C'], codes: ['VOTE_BY_KNOCKED'], knocked: false });
    expect(run('byHitTime').order).toEqual(['D', 'B', 'A', 'C']);
  });
  test('A-44: the jailed and the dead are dropped', () => {
    const ctx = tm().players('A', 'B', 'C').player('Z', undefined, 'honest', 'dead').ctx();
    ctx.state.previousOfficialOrder = ['Z', 'A', 'B', 'C'];
    day(ctx, 2, vote('A', 'B'), vote('C', 'B'));
    expect(evening(ctx, 2)).toEqual(['A', 'C']);
  });
  test('C-25 publicListContent: voters only, or with the rule-fixed slots', () => {
    const run = (v: string) => {
      const ctx = ctxWith(tm().players('A', 'B', 'C', 'K'), { publicListContent: v });
      ctx.state.previousOfficialOrder = ['A', 'B', 'C', 'K'];
      ctx.state.players[3]!.knocked = true;
      day(ctx, 2, vote('A', 'C'));
      evening(ctx, 2);
      return ctx.state.lastEvening?.publicOrder;
    };
    expect(run('votersOnly')).toEqual(['A']);
    expect(run('votersPlusForcedSlots')).toEqual(['K', 'A']);
  });
  test('C-27 restoredOrder: a restored player moves by the ordinary rules, or last', () => {
    const run = (v: string) => {
      const ctx = ctxWith(tm().players('A', 'B', 'C', 'Rz'), { restoredOrder: v });
      ctx.state.previousOfficialOrder = ['A', 'B', 'C'];
      ctx.state.lastNight = { night: 1, order: [], knocked: [], restored: ['Rz'] };
      day(ctx, 2, vote('Rz', 'C'), vote('A', 'C'));
      return evening(ctx, 2);
    };
    expect(run('ordinary')).toEqual(['Rz', 'A', 'B']);
    expect(run('last')).toEqual(['A', 'B', 'Rz']);
  });
  test('C-19 planchetPriority=planchetMovesFirst puts Planchet himself at slot 1', () => {
    const ctx = ctxWith(tm().players('A', 'B').player('Pl', 'planchet'), { planchetPriority: 'planchetMovesFirst' });
    day(ctx, 1, vote('A', 'B'), vote('B', 'A'));
    expect(evening(ctx, 1)[0]).toBe('Pl');
  });
});

describe('the order after a duel (A-43, A-85, C-26, C-99, C-18)', () => {
  test('TM-23: the previous official order reversed, the duelled one dropped', () => {
    const ctx = six().player('D', 'dartagnan').ctx();
    ctx.state.previousOfficialOrder = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'D'];
    day(ctx, 2, vote('P1', 'P2'), power('D', 'duel', 'P3'));
    expect(evening(ctx, 2)).toEqual(['D', 'P6', 'P5', 'P4', 'P2', 'P1']);
    expect(ctx.trace.steps.find((s) => s.id === 'e2.order')?.causes.some((c) => c.clause === 'A-85' && c.step === 'd2.e2')).toBe(true);
  });
  test('C-99 duelKeepsKnockedFirst and duelKeepsDeniedLast (C.R 8: both kept by default)', () => {
    const run = (opts: Record<string, string>) => {
      const ctx = ctxWith(six().player('D', 'dartagnan').player('R', 'rochefort'), opts);
      ctx.state.previousOfficialOrder = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'D', 'R'];
      ctx.state.players[3]!.knocked = true;
      day(ctx, 2, power('R', 'deny', 'P1'), power('D', 'duel', 'P6'));
      return evening(ctx, 2);
    };
    expect(run({})).toEqual(['P4', 'R', 'D', 'P5', 'P3', 'P2', 'P1']);
    expect(run({ duelKeepsKnockedFirst: 'false' })).toEqual(['R', 'D', 'P5', 'P4', 'P3', 'P2', 'P1']);
    expect(run({ duelKeepsDeniedLast: 'false' })).toEqual(['P4', 'R', 'D', 'P5', 'P3', 'P2', 'P1']);
    expect(run({ duelKeepsDeniedLast: 'false', duelKeepsKnockedFirst: 'false' })).toEqual(['R', 'D', 'P5', 'P4', 'P3', 'P2', 'P1']);
  });
  test('C-26 duelWithoutPreviousOrder: a Day-1 duel wakes by the invitees list, or by lot', () => {
    const run = (v: string) => {
      const ctx = ctxWith(six().player('D', 'dartagnan').seed(5), { duelWithoutPreviousOrder: v });
      day(ctx, 1, power('D', 'duel', 'P6'));
      return evening(ctx, 1).join();
    };
    expect(run('inviteesList')).toBe('P1,P2,P3,P4,P5,D');
    expect(run('lot')).not.toBe('P1,P2,P3,P4,P5,D');
  });
  test('TM-26 + C-18 afterFallbackPrevious: the invitees list is never "the previous order"', () => {
    const run = (v: string) => {
      const ctx = ctxWith(six().player('D', 'dartagnan').seed(5), { afterFallbackPrevious: v });
      day(ctx, 1, vote('P5', 'P1'), vote('P4', 'P1'), power('D', 'duel', 'P6'));
      evening(ctx, 1);
      return ctx.state.previousOfficialOrder;
    };
    expect(run('lastOfficialOrder')?.slice(0, 2)).toEqual(['P5', 'P4']);
    expect(run('lot')).toBeNull();
  });
  test('a denied player is not moved last before the night if a previous duel reversal... (denial ignored when the option is off)', () => {
    const ctx = ctxWith(six().player('D', 'dartagnan').player('R', 'rochefort'), { duelKeepsDeniedLast: 'false' });
    ctx.state.previousOfficialOrder = ['R', 'P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'D'];
    day(ctx, 2, power('R', 'deny', 'P6'), power('D', 'duel', 'P1'));
    expect(evening(ctx, 2)[1]).toBe('P6');
  });
});

describe('an explicit evening order (A-47)', () => {
  test('replaces the derived order; names out of the game are dropped, missing ones appended', () => {
    const kit = tm().players('A', 'B', 'C').player('Z', undefined, 'honest', 'dead');
    const ctx = kit.ctx();
    resolveEvening(ctx, {
      kind: 'evening',
      number: 1,
      swaps: [],
      span: NO_SPAN,
      order: { span: NO_SPAN, names: ['C', 'Z', 'A', 'Q'].map((name) => ({ name, span: NO_SPAN })) },
    });
    expect(ctx.state.lastEvening?.officialOrder).toEqual(['C', 'A', 'B']);
    expect(codes(ctx.trace)).toEqual(['ORDER_NOT_IN_GAME', 'UNKNOWN_PLAYER', 'ORDER_MISSING']);
  });
});
