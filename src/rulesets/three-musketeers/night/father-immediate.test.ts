import { describe, expect, it } from 'vitest';
import { codes, diags, night } from './test-kit.ts';

// C-91 immediate: the Father takes a dead player's abilities mid-night and uses them at his slot on
// the move he sent — only if that move meets the ability's target rules (the ENGINE_FAULT of a
// mirror with one target: the hit it "redirected" went to nobody).
const IMMEDIATE = { fatherInheritTiming: 'immediate' };
const step = (tl: ReturnType<typeof night>, actor: string) => tl.steps.find((s) => s.actor === actor && s.phase === 'night')!;

describe("the Father's mid-night inheritance (C-91 immediate)", () => {
  it('a one-target move for the two-target mirror is refused for it: no fault, a warning, M3, the hit lands', () => {
    const tl = night(
      'planchet maf; father; executioner maf; athos; lachesnaye',
      'planchet father executioner athos lachesnaye',
      ['killer planchet > lachesnaye', 'father > athos', 'executioner > athos', 'athos > executioner', 'lachesnaye > athos, executioner'],
      IMMEDIATE,
    );
    expect(diags(tl)).toEqual(['FATHER_MOVE_UNFIT']);
    expect(step(tl, 'father').outcome).toBe('refused');
    expect(step(tl, 'father').causes.map((c) => c.clause)).toEqual(['A-153', 'A-62']);
    expect(codes(tl, 'father')).toEqual(['M3']);
    expect(codes(tl, 'athos')).toContain('M11'); // knocked out where the hit was aimed
  });

  it('a move that fits the new ability is used at his slot', () => {
    const tl = night(
      'planchet maf; kitty; father; athos',
      'planchet father athos kitty',
      ['killer planchet > kitty', 'father > athos'],
      IMMEDIATE,
    );
    expect(step(tl, 'father').performed).toMatchObject({ ability: 'amulet', targets: ['athos'] });
    expect(codes(tl, 'father')).toEqual(['M1']);
  });

  it('a later death whose ability fits replaces an unfit one, with no warning left behind', () => {
    const tl = night(
      'lachesnaye; planchet maf; executioner maf; kitty knocked; father; athos',
      'lachesnaye planchet executioner father athos kitty',
      ['killer planchet > lachesnaye', 'executioner > kitty', 'father > athos', 'lachesnaye > planchet, executioner'],
      IMMEDIATE,
    );
    expect(tl.nights[0]!.deaths.map((d) => d.player)).toEqual(['lachesnaye', 'kitty']);
    expect(diags(tl)).not.toContain('FATHER_MOVE_UNFIT');
    expect(step(tl, 'father').performed).toMatchObject({ ability: 'amulet', targets: ['athos'] });
  });

  it('a target who died before his slot fails as anyone’s move does (clarification 9), not as a refusal', () => {
    const tl = night(
      'planchet maf; father; executioner maf; athos',
      'planchet father executioner athos',
      ['killer planchet > athos', 'father > athos'],
      IMMEDIATE,
    );
    expect(step(tl, 'father').outcome).toBe('failed');
    expect(diags(tl)).not.toContain('FATHER_MOVE_UNFIT');
    expect(codes(tl, 'father')).toEqual(['M3']);
  });
});
