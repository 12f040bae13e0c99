// The session resumes an edited text from the checkpoint of the first phase the edit changed.
import { describe, expect, it } from 'vitest';
import { gameText } from '../../test/bench/game-text.ts';
import { keystroke } from '../../test/bench/keystroke.ts';
import { analyse } from './session.ts';

describe('incremental analysis', () => {
  const text = gameText(17, 6, 1);
  const first = analyse(text, [], { previous: null });

  it('resumes a keystroke in the last night from that night and rules as a full analysis does', () => {
    const edited = keystroke(text, 'x');
    const next = analyse(edited, [], { previous: first });
    const full = analyse(edited);
    expect(next.resolved?.resumedAt).toBe(next.scenario.phases.length - 1);
    expect(JSON.stringify(next.timeline)).toBe(JSON.stringify(full.timeline));
    expect(next.diagnostics).toEqual(full.diagnostics);
    expect(next.results).toEqual(full.results);
  });

  it('resolves in full when the seed changes, and returns the same analysis for the same text', () => {
    const renamed = text.replace('seed 1', 'seed 2');
    expect(analyse(renamed, [], { previous: first }).resolved?.resumedAt).toBe(0);
    expect(analyse(text, [], { previous: first })).toBe(first);
  });

  it('keeps no checkpoints when not asked to', () => {
    expect(analyse(text).resolved).toBeUndefined();
  });
});
