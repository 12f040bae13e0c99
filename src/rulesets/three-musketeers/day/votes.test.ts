import { describe, expect, test } from 'vitest';
import { codes, tm, vote } from './test-kit.ts';
import { resolveDay } from './index.ts';
import { stepIdOf } from '../../../engine/step-id.ts';

const five = () => tm().players('A', 'B', 'C', 'D', 'E');

describe('the tally with self-votes (A-26, A-29, TM-24)', () => {
  test('TM-24a: a lone vote jails its target (B = 1 + self)', () => {
    const tl = five().day(1, vote('A', 'B')).run();
    expect(tl.days[0]?.tally).toEqual({ A: 0, B: 2, C: 1, D: 1, E: 1 });
    expect(tl.days[0]?.jailed).toBe('B');
    expect(tl.days[0]?.public.ru).toContain('B');
    const tallyStep = tl.steps.find((s) => s.id === 'd1.tally');
    expect(tallyStep?.automatic).toBe(true);
    expect(tallyStep?.causes.some((c) => c.step === 'd1.e1')).toBe(true);
  });
  test('TM-24b: A→B, B→A on a silent day is a tie: nobody jailed (A-31)', () => {
    const tl = five().day(1, vote('A', 'B'), vote('B', 'A')).run();
    expect(tl.days[0]?.jailed).toBeNull();
    expect(tl.steps.find((s) => s.id === 'd1.tally')?.causes.some((c) => c.clause === 'A-31')).toBe(true);
  });
  test('TM-24c: nobody votes, everybody stays (A-30)', () => {
    const tl = five().day(1).run();
    expect(tl.days[0]?.jailed).toBeNull();
    expect(tl.days[0]?.public.en).toContain('Nobody voted');
  });
  test('TM-24d (C.R 3): A→B, E→B with B, C, D silent jails B with 3', () => {
    const tl = five().day(1, vote('A', 'B'), vote('E', 'B')).run();
    expect(tl.days[0]?.tally['B']).toBe(3);
    expect(tl.days[0]?.jailed).toBe('B');
  });
  test('C-9 selfVoteCounts changes the jailing', () => {
    const day = [vote('A', 'B'), vote('D', 'B'), vote('B', 'C'), vote('E', 'C')];
    expect(
      five()
        .day(1, ...day)
        .run().days[0]?.jailed,
    ).toBe('C');
    expect(
      five()
        .option('selfVoteCounts', 'false')
        .day(1, ...day)
        .run().days[0]?.jailed,
    ).toBeNull();
  });
});

describe('who may vote (A-25, A-32)', () => {
  test('a vote cannot be changed: the second one is refused, the first counts', () => {
    const tl = five().day(1, vote('A', 'B'), vote('A', 'C')).run();
    expect(codes(tl)).toContain('VOTE_CHANGED');
    expect(tl.days[0]?.tally['B']).toBe(2);
    expect(tl.steps.find((s) => s.id === 'd1.e2')?.outcome).toBe('refused');
  });
  test('dead, jailed and knocked voters, votes for the dead, unknown names → diagnostics', () => {
    const kit = tm().players('A', 'B', 'C').player('Dead', undefined, 'honest', 'dead').player('Jail', undefined, 'honest', 'jailed');
    const ctx = kit.ctx();
    ctx.state.players[0]!.knocked = true;
    resolveDay(ctx, {
      kind: 'day',
      number: 1,
      events: [vote('Dead', 'B'), vote('Jail', 'B'), vote('A', 'B'), vote('B', 'Dead'), vote('C', 'Nobody')],
      span: kit.build().players[0]!.span,
    });
    expect(codes(ctx.trace)).toEqual(['VOTE_BY_DEAD', 'VOTE_BY_JAILED', 'VOTE_BY_KNOCKED', 'VOTE_FOR_DEAD', 'UNKNOWN_PLAYER']);
    expect(ctx.trace.days[0]?.jailed).toBeNull();
  });
  test('C-10 blockedVoterSelfVote: a knocked-out player gets no self-vote by default', () => {
    const run = (v?: string) => {
      const kit = tm().players('A', 'B', 'K');
      if (v) kit.option('blockedVoterSelfVote', v);
      const ctx = kit.ctx();
      ctx.state.players[2]!.knocked = true;
      resolveDay(ctx, { kind: 'day', number: 1, events: [vote('A', 'K')], span: kit.build().players[0]!.span });
      return ctx.trace.days[0]?.jailed;
    };
    expect(run()).toBeNull();
    expect(run('self')).toBe('K');
  });
  test('C-13 activeSelfVoteAllowed: a vote for oneself counts as voting (order) or is refused', () => {
    const allowed = tm().players('A', 'B', 'C').day(1, vote('A', 'A'), vote('B', 'C')).ctx();
    resolveDay(allowed, { kind: 'day', number: 1, events: [vote('A', 'A'), vote('B', 'C')], span: allowed.scenario.players[0]!.span });
    expect(allowed.state.lastDay?.voters).toEqual(['A', 'B']);
    const forbidden = tm().players('A', 'B', 'C').option('activeSelfVoteAllowed', 'false').ctx();
    resolveDay(forbidden, { kind: 'day', number: 1, events: [vote('A', 'A'), vote('B', 'C')], span: forbidden.scenario.players[0]!.span });
    expect(codes(forbidden.trace)).toContain('SELF_VOTE_FORBIDDEN');
    expect(forbidden.state.lastDay?.voters).toEqual(['B']);
  });
  test('an LK abstention and an LK host note are not TM: warnings, the day still resolves', () => {
    const tl = five()
      .day(1, vote('A', null), { kind: 'note', note: 'warn', player: 'B', span: { line: 1, col: 1, offset: 0, length: 1 } }, vote('C', 'D'))
      .run();
    expect(codes(tl)).toEqual(['VOTE_ABSTAIN', 'NOTE_NOT_IN_TM']);
    expect(tl.days[0]?.jailed).toBe('D');
  });
});

describe('Felton pairs by day (A-33, A-145, C-11, C-12)', () => {
  const paired = (opts: [string, string][], ...events: ReturnType<typeof vote>[]) => {
    const kit = tm().players('A', 'B', 'C', 'D');
    for (const [k, v] of opts) kit.option(k, v);
    const ctx = kit.ctx();
    ctx.state.feltonPairs.push({ value: ['A', 'B'], step: stepIdOf('n0.s1') });
    resolveDay(ctx, { kind: 'day', number: 1, events, span: ctx.scenario.players[0]!.span });
    return ctx;
  };
  test('a vote against the partner is not counted; the voter still moves by his ballot time', () => {
    const ctx = paired([], vote('A', 'B'), vote('C', 'A'));
    expect(ctx.trace.days[0]?.tally).toEqual({ A: 1, B: 1, C: 0, D: 1 });
    expect(ctx.trace.days[0]?.jailed).toBeNull();
    expect(ctx.state.lastDay?.voters).toEqual(['A', 'C']);
    expect(ctx.trace.steps[0]?.causes.some((c) => c.step === 'n0.s1' && c.clause === 'A-145')).toBe(true);
  });
  test('C-11 selfVoteKeepOrder turns it into a self-vote (A jailed), treatAsNonVoter also drops his slot', () => {
    expect(paired([['feltonDiscountedVote', 'selfVoteKeepOrder']], vote('A', 'B'), vote('C', 'A')).trace.days[0]?.jailed).toBe('A');
    const ctx = paired([['feltonDiscountedVote', 'treatAsNonVoter']], vote('A', 'B'), vote('C', 'D'));
    expect(ctx.state.lastDay?.voters).toEqual(['C']);
    const keep = paired([['feltonDiscountedVote', 'selfVoteKeepOrder']], vote('A', 'B'), vote('C', 'D'));
    expect(keep.state.lastDay?.voters).toEqual(['A', 'C']);
  });
  test('C-12 noVotersRule: only void ballots = "no voters" by default; noCastBallots tallies self-votes', () => {
    const events = [vote('A', 'B'), vote('B', 'A')];
    const three = (v?: string) => {
      const kit = tm().players('A', 'B', 'C');
      if (v) kit.option('noVotersRule', v);
      const ctx = kit.ctx();
      ctx.state.feltonPairs.push({ value: ['A', 'B'], step: null });
      resolveDay(ctx, { kind: 'day', number: 1, events, span: ctx.scenario.players[0]!.span });
      return ctx.trace.days[0]?.jailed;
    };
    expect(three()).toBeNull();
    expect(three('noCastBallots')).toBe('C');
  });
});

describe('several tied (C-92 allowMultipleJailings)', () => {
  test('a tie jails nobody by default, everyone tied when the option is on', () => {
    const day = [vote('A', 'B'), vote('B', 'A')];
    expect(
      tm()
        .players('A', 'B')
        .day(1, ...day)
        .run().days[0]?.jailed,
    ).toBeNull();
    const tl = tm()
      .players('A', 'B', 'C', 'D')
      .option('allowMultipleJailings', 'true')
      .day(1, vote('C', 'A'), vote('A', 'B'), vote('D', 'A'))
      .run();
    // A 2, B 1 + self = 2; voting on A began first, so B is 'the later one' the Father would follow
    expect(tl.days[0]?.public.en).toContain('A (');
    expect(tl.days[0]?.public.en).toContain('B (');
    expect(tl.days[0]?.jailed).toBe('B');
  });
});
