import { describe, expect, it } from 'vitest';
import { analyse } from '../../dsl/session.ts';
import { stepIdOf } from '../../engine/step-id.ts';
import { gameText } from '../../../test/bench/game-text.ts';
import { PageRows } from './page-rows.ts';
import { indexRows } from './row-index.ts';

describe('the rows of a run on the page', () => {
  it('finds every step by its id, and no id that is only part of one', () => {
    const steps = analyse(gameText(17, 3, 1)).timeline.steps;
    const rows = new PageRows(indexRows(steps));
    steps.forEach((s, i) => expect([rows.indexOf(s.id), rows.id(i)]).toEqual([i, s.id]));
    const ids = new Set(steps.map((s) => s.id));
    // Ids one of which starts or ends another (n1-1 in n1-12): each is found whole or not at all.
    const parts = steps.flatMap((s) => [s.id.slice(0, -1), s.id.slice(1)]).filter((p) => !ids.has(p as never));
    expect(parts.length).toBeGreaterThan(0);
    for (const p of parts) expect(rows.indexOf(p as never)).toBe(-1);
    expect(rows.indexOf(null)).toBe(-1);
    expect(new PageRows().indexOf(stepIdOf(steps[0]!.id))).toBe(-1);
  });
});
