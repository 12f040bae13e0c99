// Words a long game says again and again are one record, shared by every step that says them
// (engine/phrasebook.ts): a dead player's refused vote each day, a non-voter's self-vote. Shared
// records are frozen, so no step can change another's.
import { describe, expect, it } from 'vitest';
import type { Step, Timeline } from '../../../engine/timeline.ts';
import { tm, vote } from './test-kit.ts';

const game = (): Timeline =>
  tm()
    .players('A', 'B', 'C', 'D')
    .player('E', undefined, 'honest', 'dead')
    .day(1, vote('E', 'A'), vote('A', 'E'), vote('B', 'C'))
    .night(1)
    .day(2, vote('E', 'B'), vote('A', 'E'), vote('B', 'A'))
    .night(2)
    .run();

const step = (tl: Timeline, id: string): Step => tl.steps.find((s) => s.id === id)!;

describe('words said every day are shared (engine/phrasebook.ts)', () => {
  it('a dead voter is refused each day with one frozen cause, its text the diagnostic’s', () => {
    const tl = game();
    const [day1, day2] = [step(tl, 'd1.e1'), step(tl, 'd2.e1')];
    expect(day1.outcome).toBe('refused');
    expect(day2.causes).toBe(day1.causes);
    expect(Object.isFrozen(day1.causes) && Object.isFrozen(day1.causes[0]) && Object.isFrozen(day1.summary)).toBe(true);
    const refusals = tl.diagnostics.filter((d) => d.code === 'VOTE_BY_DEAD');
    expect(refusals.map((d) => d.message)).toEqual([day1.summary, day1.summary]);
    expect(refusals[1]!.message).toBe(refusals[0]!.message);
  });

  it('a vote for a dead player is refused each day in the same words', () => {
    const tl = game();
    expect(step(tl, 'd2.e2').causes).toBe(step(tl, 'd1.e2').causes);
    expect(step(tl, 'd2.e2').submitted?.targets).toBe(step(tl, 'd1.e2').submitted?.targets);
  });

  it('a counted vote cites the one acceptance; a non-voter’s self-vote is one cause across days', () => {
    const tl = game();
    expect(step(tl, 'd2.e3').outcome).toBe('performed');
    expect(step(tl, 'd2.e3').causes).toBe(step(tl, 'd1.e3').causes);
    const selfVote = (id: string) => step(tl, id).causes.find((c) => c.note.en === 'D did not vote: self-vote');
    expect(selfVote('d1.tally')).toBeDefined();
    expect(selfVote('d2.tally')).toBe(selfVote('d1.tally'));
  });

  it('the evening says of a voter in the same words each evening he voted', () => {
    const tl = game();
    const voted = (id: string) => step(tl, id).causes.find((c) => c.clause === 'A-37')?.note;
    expect(voted('e1.order')?.en).toBe('B voted: placed by ballot time');
    expect(voted('e2.order')).toBe(voted('e1.order'));
  });
});
