// Words a long game says every night are one record, shared (engine/phrasebook.ts): a player who is
// out but still written in is refused in the same words each night. Shared records are frozen.
import { describe, expect, it } from 'vitest';
import { NO_ITEMS, type Step, type Timeline } from '../../../engine/timeline.ts';
import { nights } from './test-kit.ts';

const game = (): Timeline =>
  nights('athos; kitty; rochefort dead; felton', [
    { order: 'athos kitty felton', moves: ['rochefort > athos', 'kitty > rochefort'] },
    { order: 'athos kitty felton', moves: ['rochefort > kitty', 'kitty > rochefort'] },
  ]);

const step = (tl: Timeline, n: number, actor: string): Step => tl.steps.find((s) => s.number === n && s.actor === actor)!;
const said = (tl: Timeline, code: string) => tl.diagnostics.filter((d) => d.code === code).map((d) => d.message);

describe('words said every night are shared (engine/phrasebook.ts)', () => {
  it('a player out of the game is refused each night with one frozen text', () => {
    const [first, second] = said(game(), 'MOVE_ACTOR_OUT');
    expect(first?.en).toBe('rochefort is out of the game and cannot move');
    expect(second).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('a move on a player who is out is refused each night with one frozen cause, its note the diagnostic’s', () => {
    const tl = game();
    const [first, second] = [step(tl, 1, 'kitty'), step(tl, 2, 'kitty')];
    expect(first.outcome).toBe('refused');
    expect(second.causes[0]).toBe(first.causes[0]);
    expect(Object.isFrozen(first.causes[0]) && Object.isFrozen(first.causes[0]!.note)).toBe(true);
    const refusals = said(tl, 'TARGET_NOT_IN_GAME');
    expect(refusals).toEqual([first.causes[0]!.note, first.causes[0]!.note]);
    expect(refusals[1]).toBe(refusals[0]);
  });

  it('a night step with nothing changed, affected or cited keeps the shared empty list', () => {
    const tl = game();
    const refused = step(tl, 1, 'kitty');
    expect([refused.changes, refused.affects]).toEqual([NO_ITEMS, NO_ITEMS]);
    expect(refused.changes).toBe(NO_ITEMS);
    expect(refused.affects).toBe(NO_ITEMS);
    expect(step(tl, 1, 'felton').causes).toBe(NO_ITEMS);
  });

  it('a step that names only its actor and what became of the move says it in one frozen text each night', () => {
    const tl = game();
    const [first, second] = [step(tl, 1, 'kitty').summary, step(tl, 2, 'kitty').summary];
    expect(first.en).toBe('kitty: move refused');
    expect(second).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });
});
