import { describe, expect, it } from 'vitest';
import { analyse } from '../../dsl/session.ts';
import { gameText } from '../../../test/bench/game-text.ts';
import { setup } from './analyser-kit.ts';
import { packRows, unpackRows } from './row-pack.ts';

const GAME = gameText(17, 4, 3);

/** The game with `mark` after the first move of night `n` (an unknown name: the ruling changes from there). */
function editedAt(n: number, mark: string): string {
  const lines = GAME.split('\n');
  const at = lines.indexOf(`night ${n}`) + 1;
  lines[at] += mark;
  return lines.join('\n');
}

/** The rows a full post of `text` gives. */
const fullRows = (text: string) => unpackRows(packRows(analyse(text).timeline.steps));

describe('runs posted as changes to the previous one', () => {
  it('an edit in the last night sends only the rows from there; the page gets the rows of a full post', () => {
    const { worker, got, analyser } = setup();
    analyser.request(GAME);
    worker.answer(0);
    analyser.request(editedAt(4, 'x'));
    worker.answer(1);
    const posted = worker.replies[1]!;
    if (posted.kind !== 'run') throw new Error('expected a run');
    const { keep, rows } = posted.run.timeline;
    const [before, after] = got.runs.map((r) => r.run.timeline.steps);
    expect(keep).toBeGreaterThan(0);
    expect(keep + rows.count).toBe(after!.length);
    expect(after).toEqual(fullRows(editedAt(4, 'x')));
    // The rows kept are the very rows the page had: unchanged rows are not built again.
    expect(after!.slice(0, keep).every((r, i) => r === before![i])).toBe(true);
    expect(got.runs[1]!.run.text).toBe(editedAt(4, 'x'));
  });

  it('a stale run, never shown, is still the base of the next one', () => {
    const { worker, got, analyser } = setup();
    analyser.request(GAME);
    worker.answer(0);
    analyser.request(editedAt(4, 'x'));
    analyser.request(editedAt(3, 'y'));
    worker.answer(1); // stale: the text is no longer the latest
    worker.answer(2);
    expect(got.texts()).toEqual([GAME, editedAt(3, 'y')]);
    expect(got.runs[1]!.run.timeline.steps).toEqual(fullRows(editedAt(3, 'y')));
  });

  it('an edit at the top resends every row', () => {
    const { worker, got, analyser } = setup();
    analyser.request(GAME);
    worker.answer(0);
    analyser.request(GAME.replace('seed 3', 'seed 4'));
    worker.answer(1);
    const posted = worker.replies[1]!;
    expect(posted.kind === 'run' && posted.run.timeline.keep).toBe(0);
    expect(got.runs[1]!.run.timeline.steps).toEqual(fullRows(GAME.replace('seed 3', 'seed 4')));
  });
});
