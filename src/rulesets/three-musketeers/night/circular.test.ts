import { describe, expect, it } from 'vitest';
import type { Step, Timeline } from '../../../engine/timeline.ts';
import { night } from './test-kit.ts';

/** The night-1 step of a player's own record. */
const stepOf = (tl: Timeline, actor: string): Step => tl.steps.find((s) => s.phase === 'night' && s.actor === actor)!;

/** Does `from` cite `to` through the causes, directly or not? */
function reaches(tl: Timeline, from: string, to: string, seen = new Set<string>()): boolean {
  if (from === to) return true;
  if (seen.has(from)) return false;
  seen.add(from);
  const s = tl.steps.find((x) => x.id === from);
  return (s?.causes ?? []).some((c) => c.step !== null && reaches(tl, c.step, to, seen));
}

describe('same-night causes never go round in a circle (the cause contract)', () => {
  it('clarification 9: the charm fails by the shot of the killer it charmed; the charm names no step, the shot names the charm', () => {
    // Milady swaps Kitty and Planchet (the killer): Kitty, with the musket, shoots Planchet before his slot.
    const tl = night(
      'milady; kitty; planchet maf; athos',
      'milady kitty planchet athos',
      ['milady > kitty, planchet', 'kitty > planchet', 'killer planchet > athos'],
      { miledyRepeatTarget: 'ownTarget', mafiaMayTargetMafia: 'true' },
    );
    const milady = stepOf(tl, 'milady');
    const shot = stepOf(tl, 'kitty');
    expect(milady.outcome).toBe('failed');
    expect(shot.causes.map((c) => [c.step, c.clause])).toContainEqual([milady.id, 'A-91']);
    const failure = milady.causes.find((c) => c.clause === 'A-68')!;
    expect(failure.step).toBeNull();
    expect(failure.note.en).toContain(shot.id);
    expect(reaches(tl, shot.id, milady.id) && reaches(tl, milady.id, shot.id)).toBe(false);
  });

  it('C-56 wholeNight: a mirror that turns a sermon onto its own owner; the sermon keeps the mirror rule without the step', () => {
    const tl = night('aramis; lachesnaye; athos', 'aramis lachesnaye athos', ['aramis > athos', 'lachesnaye > athos, lachesnaye'], {
      mirrorTiming: 'wholeNight',
      mirrorSelfRedirect: 'allowed',
    });
    const sermon = stepOf(tl, 'aramis');
    const mirror = stepOf(tl, 'lachesnaye');
    expect(mirror.outcome).toBe('blocked');
    expect(mirror.causes.map((c) => [c.step, c.clause])).toEqual([[sermon.id, 'A-81']]);
    const redirect = sermon.causes.find((c) => c.clause === 'A-117')!;
    expect(redirect.step).toBeNull();
    expect(redirect.option).toEqual({ key: 'mirrorMode', value: 'targetRedirect' });
  });

  it('a forward cause that closes no circle keeps its step (A-15: the amulet given after the shot, wholeNight)', () => {
    const tl = night('planchet maf; kitty; athos', 'planchet kitty athos', ['killer planchet > athos', 'kitty > athos'], {
      amuletTiming: 'wholeNight',
    });
    const shot = stepOf(tl, 'planchet');
    expect(shot.causes.map((c) => [c.step, c.clause])).toContainEqual([stepOf(tl, 'kitty').id, 'A-15']);
  });
});
