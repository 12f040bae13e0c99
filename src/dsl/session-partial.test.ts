// A partial analysis (Incremental.until) and the analyses that continue it: marked, without
// verdicts, and continued to exactly the full analysis — for every stored scenario and after edits.
import { describe, expect, it, vi } from 'vitest';
import { gameText } from '../../test/bench/game-text.ts';
import { keystroke, keystrokeAt } from '../../test/bench/keystroke.ts';
import { scenarioCases } from '../../test/kit/scenarios.ts';
import { analyse, type Analysis } from './session.ts';

vi.setConfig({ testTimeout: 120_000 });

/** `text` analysed `size` steps at a time, from `previous` on; every analysis made. */
function inChunks(text: string, size: number, previous: Analysis | null = null): Analysis[] {
  const made = [analyse(text, [], { previous, until: (previous?.partial ? previous.timeline.steps.length : 0) + size })];
  for (let a = made[0]!; a.partial; made.push(a)) a = analyse(text, [], { previous: a, until: a.timeline.steps.length + size });
  return made;
}

const same = (a: Analysis, b: Analysis, what: string): void => {
  expect(JSON.stringify(a.timeline), what).toBe(JSON.stringify(b.timeline));
  expect(a.diagnostics, what).toEqual(b.diagnostics);
  expect(a.results, what).toEqual(b.results);
};

describe('a partial analysis', () => {
  it('continues to exactly the full analysis of every stored scenario', () => {
    for (const c of scenarioCases()) {
      for (const size of [2, 25]) {
        const made = inChunks(c.text, size);
        const last = made[made.length - 1]!;
        expect(last.partial, c.name).toBeUndefined();
        same(last, c.analysis, `${c.name} by ${size}`);
        for (const a of made.slice(0, -1)) {
          expect(a.partial, c.name).toBe(true);
          expect(a.results, c.name).toEqual([]);
          expect(a.diagnostics, c.name).toEqual([]);
          expect(a.timeline.winner, c.name).toBeNull();
        }
      }
    }
  });

  it('is never taken for the complete analysis of its text', () => {
    const text = gameText(17, 6, 1);
    const partial = analyse(text, [], { previous: null, until: 1 });
    expect(partial.partial).toBe(true);
    const rest = analyse(text, [], { previous: partial });
    expect(rest).not.toBe(partial);
    expect(rest.partial).toBeUndefined();
    same(rest, analyse(text), 'the rest');
    expect(analyse(text, [], { previous: rest })).toBe(rest);
  });

  it('resumes an edit typed while it was partial, early or late in the game', () => {
    const text = gameText(17, 8, 1);
    const partial = analyse(text, [], { previous: null, until: 40 });
    expect(partial.partial).toBe(true);
    for (const edited of [keystrokeAt(text, 0.1, 'x'), keystrokeAt(text, 0.5, 'x'), keystroke(text, 'x')]) {
      const made = inChunks(edited, 30, partial);
      same(made[made.length - 1]!, analyse(edited), 'edited in chunks');
      const whole = analyse(edited, [], { previous: partial });
      same(whole, analyse(edited), 'edited in one go');
    }
  });
});
