import { describe, expect, test } from 'vitest';
import type { DayEvent } from '../../../engine/scenario.ts';
import { NO_SPAN } from '../../../engine/span.ts';
import type { TmContext } from '../context.ts';
import { feltonBarsPower } from './felton.ts';
import { inheritedRole } from '../roles/traits.ts';
import { resolveDay } from './index.ts';
import { codes, power, tm, vote, type TmKit } from './test-kit.ts';
import { stepIdOf } from '../../../engine/step-id.ts';

/** A cast with every day-power role: R Rochefort, Con Constance, D D'Artagnan, F the Father. */
const cast = (): TmKit => tm().player('R', 'rochefort').player('Con', 'constance').player('D', 'dartagnan').players('A', 'B', 'C');
const day = (ctx: TmContext, n: number, ...events: DayEvent[]): void => resolveDay(ctx, { kind: 'day', number: n, events, span: NO_SPAN });
const withOpts = (kit: TmKit, opts: Record<string, string>): TmContext => {
  for (const [k, v] of Object.entries(opts)) kit.option(k, v);
  return kit.ctx();
};

describe('Rochefort (A-105…A-109, C-68…C-71)', () => {
  test('cancel: the player re-votes and the new ballot counts (A-105)', () => {
    const ctx = cast().ctx();
    day(ctx, 1, vote('A', 'B'), power('R', 'cancel', 'A'), vote('A', 'C'), vote('B', 'C'));
    expect(ctx.trace.days[0]?.jailed).toBe('C');
    expect(ctx.trace.steps.find((s) => s.id === 'd1.e2')?.changes[0]).toMatchObject({ target: 'd1.e1', kind: 'cancelled' });
    expect(ctx.trace.steps.find((s) => s.id === 'd1.e3')?.causes.some((c) => c.step === 'd1.e2')).toBe(true);
  });
  test('C-69 rochefortCancelNoRevote: without a re-vote he is a non-voter (self-vote) or simply loses it', () => {
    const run = (v: string) => {
      const ctx = withOpts(tm().player('R', 'rochefort').players('A', 'B'), { rochefortCancelNoRevote: v });
      day(ctx, 1, vote('A', 'B'), power('R', 'cancel', 'A'), vote('R', 'A'));
      return ctx.trace.days[0]?.jailed;
    };
    expect(run('nonVoter')).toBe('A');
    expect(run('noVote')).toBeNull();
  });
  test('deny: the player cannot vote and moves last (A-106)', () => {
    const ctx = cast().ctx();
    day(ctx, 1, power('R', 'deny', 'A'), vote('A', 'B'));
    expect(codes(ctx.trace)).toEqual(['VOTE_DENIED']);
    expect(ctx.state.lastDay?.denied).toEqual(['A']);
  });
  test('C-68 rochefortFrequency: once per day by default, once per game as an option', () => {
    const twoDays = (v?: string) => {
      const ctx = withOpts(cast(), v ? { rochefortFrequency: v } : {});
      day(ctx, 1, power('R', 'deny', 'A'), power('R', 'deny', 'B'));
      day(ctx, 2, power('R', 'deny', 'C'));
      return codes(ctx.trace);
    };
    expect(twoDays()).toEqual(['ROCHEFORT_USED']);
    expect(twoDays('oncePerGame')).toEqual(['ROCHEFORT_USED', 'ROCHEFORT_USED']);
  });
  test('C-71 rochefortSelf: not on himself unless allowed', () => {
    const ctx = cast().ctx();
    day(ctx, 1, power('R', 'deny', 'R'));
    expect(codes(ctx.trace)).toEqual(['ROCHEFORT_SELF']);
    const yes = withOpts(cast(), { rochefortSelf: 'true' });
    day(yes, 1, power('R', 'deny', 'R'));
    expect(yes.state.lastDay?.denied).toEqual(['R']);
  });
  test("A-107: denying D'Artagnan or Constance neutralises an unused power", () => {
    const ctx = cast().ctx();
    day(ctx, 1, power('R', 'deny', 'Con'), power('Con', 'pull', 'A'));
    expect(codes(ctx.trace)).toContain('PULL_NEUTRALIZED');
    const d = cast().ctx();
    day(d, 1, power('R', 'deny', 'D'), power('D', 'duel', 'A'));
    expect(codes(d.trace)).toContain('DUEL_NEUTRALIZED');
    expect(d.trace.days[0]?.jailed).toBeNull();
  });
  test('C-70 rochefortNeutralizeBy: a cancel neutralises only under denyOrCancel', () => {
    const run = (v: string) => {
      const ctx = withOpts(cast(), { rochefortNeutralizeBy: v });
      day(ctx, 1, vote('D', 'A'), power('R', 'cancel', 'D'), power('D', 'duel', 'B'));
      return ctx.trace.days[0]?.jailed;
    };
    expect(run('denyOnly')).toBe('B');
    expect(run('denyOrCancel')).toBeNull();
  });
  test('C-70 rochefortNeutralizeDuration: a denial costs the duel that day, or for good', () => {
    const run = (v: string) => {
      const ctx = withOpts(cast(), { rochefortNeutralizeDuration: v });
      day(ctx, 1, power('R', 'deny', 'D'));
      day(ctx, 2, power('D', 'duel', 'B'));
      return ctx.trace.days[1]?.jailed;
    };
    expect(run('thatDay')).toBe('B');
    expect(run('permanent')).toBeNull();
  });
  test('A-109: a knocked-out Rochefort has no day power', () => {
    const ctx = cast().ctx();
    ctx.state.players[0]!.knocked = true;
    day(ctx, 1, power('R', 'deny', 'A'));
    expect(codes(ctx.trace)).toEqual(['POWER_BY_KNOCKED']);
  });
  test('a dead actor, a wrong role, an unknown verb are refused', () => {
    const ctx = cast().player('X', 'athos', 'honest', 'dead').ctx();
    day(ctx, 1, power('X', 'deny', 'A'), power('A', 'deny', 'B'), power('R', 'extend', 'A'));
    expect(codes(ctx.trace)).toEqual(['POWER_BY_DEAD', 'POWER_WRONG_ROLE', 'POWER_UNKNOWN_VERB']);
  });
});

describe('Constance pulls votes (A-103, A-104, C-66, C-67)', () => {
  test('up to 2 ballots are redirected onto her, with before → after', () => {
    const ctx = cast().ctx();
    day(ctx, 1, vote('A', 'B'), vote('C', 'B'), vote('D', 'B'), power('Con', 'pull', 'A', 'C'));
    expect(ctx.trace.days[0]?.tally['Con']).toBe(3);
    expect(ctx.trace.days[0]?.jailed).toBe('Con');
    const pull = ctx.trace.steps.find((s) => s.id === 'd1.e4');
    expect(pull?.changes.map((c) => [c.target, c.kind, c.after?.targets[0]])).toEqual([
      ['d1.e1', 'redirected', 'Con'],
      ['d1.e2', 'redirected', 'Con'],
    ]);
  });
  test('a third ballot is over the limit', () => {
    const ctx = cast().ctx();
    day(ctx, 1, vote('A', 'B'), vote('C', 'B'), vote('D', 'B'), power('Con', 'pull', 'A', 'C', 'D'));
    expect(codes(ctx.trace)).toEqual(['PULL_LIMIT']);
  });
  test('C-66 constancePullFrequency: 2 per day by default, 2 per game as an option', () => {
    const run = (v: string) => {
      const ctx = withOpts(cast(), { constancePullFrequency: v });
      day(ctx, 1, vote('A', 'B'), vote('C', 'B'), vote('D', 'B'), vote('R', 'B'), vote('Con', 'B'), power('Con', 'pull', 'A', 'C'));
      day(ctx, 2, vote('A', 'C'), power('Con', 'pull', 'A'));
      return ctx.trace.days[1]?.tally['Con'];
    };
    expect(run('perDay')).toBe(2);
    expect(run('perGame')).toBe(1);
  });
  test("C-66 constancePullCanTakeSelfVotes: a non-voter's self-vote is pullable only as an option", () => {
    const run = (v: string) => {
      const ctx = withOpts(cast(), { constancePullCanTakeSelfVotes: v });
      day(ctx, 1, power('Con', 'pull', 'A'), vote('B', 'C'));
      return ctx.trace.days[0]?.tally['Con'];
    };
    expect(run('false')).toBe(1);
    expect(run('true')).toBe(2);
  });
  test('C-67 constancePullVisibility: the public post mentions the pull, or not', () => {
    const run = (v: string) => {
      const ctx = withOpts(cast(), { constancePullVisibility: v });
      day(ctx, 1, vote('A', 'B'), power('Con', 'pull', 'A'));
      return ctx.trace.days[0]?.public.en ?? '';
    };
    expect(run('public')).toContain('Constance pulled');
    expect(run('secret')).not.toContain('pulled');
  });
  test('A-104: a knocked-out Constance cannot pull', () => {
    const ctx = cast().ctx();
    ctx.state.players[1]!.knocked = true;
    day(ctx, 1, vote('A', 'B'), power('Con', 'pull', 'A'));
    expect(codes(ctx.trace)).toEqual(['POWER_BY_KNOCKED']);
  });
});

describe("D'Artagnan's duel (A-83…A-86)", () => {
  test('the duel jails at once, reveals the status, ends the day; later events are ignored', () => {
    const ctx = cast().player('M', 'milady', 'mafia').ctx();
    day(ctx, 1, vote('A', 'B'), power('D', 'duel', 'M'), vote('B', 'A'));
    expect(ctx.trace.days[0]).toMatchObject({ jailed: 'M', tally: {} });
    expect(ctx.trace.days[0]?.public.ru).toContain('маф');
    expect(ctx.state.mafJailed).toBe(true);
    expect(ctx.state.lastDay?.duel).toBe(true);
    expect(codes(ctx.trace)).toEqual(['DAY_ENDED']);
  });
  test('once per game: a second duel is refused (DUEL_USED)', () => {
    const ctx = cast().ctx();
    day(ctx, 1, power('D', 'duel', 'A'));
    day(ctx, 2, power('D', 'duel', 'B'));
    expect(codes(ctx.trace)).toEqual(['DUEL_USED']);
    expect(ctx.trace.days[1]?.jailed).toBeNull();
  });
  test("A-86: a knocked-out D'Artagnan cannot duel", () => {
    const ctx = cast().ctx();
    ctx.state.players[2]!.knocked = true;
    day(ctx, 1, power('D', 'duel', 'A'));
    expect(codes(ctx.trace)).toEqual(['POWER_BY_KNOCKED']);
  });
});

describe('Felton and day powers (C-58, C-100, C.R 1)', () => {
  const paired = (opts: Record<string, string>, ...events: DayEvent[]) => {
    const ctx = withOpts(cast(), opts);
    ctx.state.feltonPairs.push({ value: ['R', 'A'], step: null }, { value: ['D', 'B'], step: null });
    day(ctx, 1, ...events);
    return ctx;
  };
  test('C-58 feltonCoversDayPowers: Rochefort cannot deny his partner unless the option is off', () => {
    expect(codes(paired({}, power('R', 'deny', 'A')).trace)).toEqual(['FELTON_BARS_POWER']);
    expect(paired({ feltonCoversDayPowers: 'false' }, power('R', 'deny', 'A')).state.lastDay?.denied).toEqual(['A']);
  });
  test('C-100 duelBlockedByFelton: no duel with the partner unless the option is off', () => {
    expect(paired({}, power('D', 'duel', 'B')).trace.days[0]?.jailed).toBeNull();
    expect(paired({ duelBlockedByFelton: 'false' }, power('D', 'duel', 'B')).trace.days[0]?.jailed).toBe('B');
  });
  test('C.R 1: both partners before Felton → votes only; mixed → only the later mover is barred', () => {
    const ctx = cast().ctx();
    // The night carried the pair with Felton's slot (3) and its played order into the state.
    ctx.state.feltonPairs.push({ value: ['R', 'A'], step: stepIdOf('n1.s3'), slot: 3 });
    const night = { night: 1, knocked: [], restored: [] };
    ctx.state.lastNight = { ...night, order: ['R', 'A', 'F', 'B'] };
    expect(feltonBarsPower(ctx, 'R', 'A')).toBeNull();
    ctx.state.lastNight = { ...night, order: ['R', 'B', 'F', 'A'] };
    expect(feltonBarsPower(ctx, 'R', 'A')).toBeNull();
    expect(feltonBarsPower(ctx, 'A', 'R')).toEqual({ step: 'n1.s3' });
  });
});

describe('order timestamps (C-16)', () => {
  test('after a re-vote the last ballot sets the order by default, the first as an option', () => {
    const run = (v: string) => {
      const ctx = withOpts(cast(), { orderTimestamp: v });
      day(ctx, 1, vote('A', 'B'), power('R', 'cancel', 'A'), vote('B', 'C'), vote('A', 'C'));
      return ctx.state.lastDay?.voters;
    };
    expect(run('lastBallot')).toEqual(['B', 'A']);
    expect(run('firstBallot')).toEqual(['A', 'B']);
  });
});

describe("D'Artagnan's Father by day (A-152…A-155, C-95, C-96)", () => {
  test("the Father inherits the jailed one's role and uses it the next day", () => {
    const ctx = cast().player('F', 'father').ctx();
    day(ctx, 1, vote('A', 'R'), vote('B', 'R'));
    expect(inheritedRole(ctx.state)).toBe('rochefort');
    expect(ctx.trace.steps.find((s) => s.id === 'd1.father')?.causes[0]).toMatchObject({ step: 'd1.tally', clause: 'A-153' });
    day(ctx, 2, power('F', 'deny', 'A'));
    expect(ctx.state.lastDay?.denied).toEqual(['A']);
  });
  test('C-95 fatherOnAbbess: a jailed Abbess leaves him his previous role, or nothing', () => {
    const run = (v: string) => {
      const ctx = withOpts(cast().player('F', 'father').player('Ab', 'abbess'), { fatherOnAbbess: v });
      day(ctx, 1, vote('A', 'R'), vote('B', 'R'));
      day(ctx, 2, vote('A', 'Ab'), vote('B', 'Ab'));
      return inheritedRole(ctx.state);
    };
    expect(run('keepPrevious')).toBe('rochefort');
    expect(run('nothing')).toBeNull();
  });
  test('C-96 fatherOneShotState: a spent duel stays spent for the Father, or he has his own', () => {
    const run = (v: string) => {
      const ctx = withOpts(cast().player('F', 'father'), { fatherOneShotState: v });
      day(ctx, 1, power('D', 'duel', 'C'));
      day(ctx, 2, vote('A', 'D'), vote('B', 'D'));
      day(ctx, 3, power('F', 'duel', 'A'));
      return ctx.trace.days[2]?.jailed;
    };
    expect(run('inheritUsage')).toBeNull();
    expect(run('fresh')).toBe('A');
  });
});
