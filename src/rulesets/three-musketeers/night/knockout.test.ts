import { describe, expect, it } from 'vitest';
import type { Timeline } from '../../../engine/timeline.ts';
import { codes, lifeViolations, night } from './test-kit.ts';
import { tmNight } from '../night-facts.ts';

/** The step a player's own (role) record produced on night 1. */
const stepOf = (tl: Timeline, actor: string) => tl.steps.find((s) => s.phase === 'night' && s.actor === actor && !s.id.endsWith('.kill'));

describe("a knockout after the victim's slot blocks nothing tonight (A-129 is for a hit BEFORE his slot, C-78)", () => {
  // Order: Вася (Athos) · Рошфор · Петя (Athos) · executioner: the hit at slot 4 comes after Rochefort's slot 2.
  const players = 'Вася=athos; Рошфор=rochefort; Петя=athos; Палач=executioner';
  const tl = night(players, 'Вася Рошфор Петя Палач', ['Вася > Петя', 'Петя > Вася', 'Палач > Рошфор']);

  it('the victim is knocked out (M11) and his next-night slot-1 rule still holds', () => {
    expect(tmNight(tl.nights[0]!).knocked).toEqual(['Рошфор']);
  });

  it('his own step does not say blocked and cites no A-129', () => {
    const s = stepOf(tl, 'Рошфор')!;
    expect(s.outcome).not.toBe('blocked');
    expect(s.causes.map((c) => c.clause)).not.toContain('A-129');
    expect(stepOf(tl, 'Палач')!.changes.filter((c) => c.kind === 'blocked')).toEqual([]);
    expect(lifeViolations(tl)).toEqual([]);
  });

  it('a no-ability player who did nothing gets M11 only: no M5 (not hit), no M4 (not blocked) (§A.10, C-105)', () => {
    expect(codes(tl, 'Рошфор')).toEqual(['M11']);
  });

  it('a role-holder hit after his performed move keeps M1 and adds M11 (C-104 combine)', () => {
    const after = night('kitty; athos; executioner', 'kitty athos executioner', ['kitty > athos', 'executioner > kitty']);
    expect(codes(after, 'kitty')).toEqual(['M1', 'M11']);
    expect(stepOf(after, 'kitty')!.outcome).toBe('performed');
  });

  it('a no-ability player hit BEFORE his slot is still blocked (A-129): M4 + M11, citing the hit', () => {
    const before = night('executioner; rochefort; athos', 'executioner rochefort athos', [
      'executioner > rochefort',
      'athos > executioner',
    ]);
    expect(codes(before, 'rochefort')).toEqual(['M4', 'M11']);
    const s = stepOf(before, 'rochefort')!;
    expect(s.outcome).toBe('blocked');
    expect(s.causes.map((c) => [c.step, c.clause])).toEqual([[stepOf(before, 'executioner')!.id, 'A-129']]);
  });

  it('with failedHitVictimInformed a stopped hit tells a sleeping no-ability victim M11 without M5', () => {
    const stopped = night(
      'kitty; rochefort; executioner',
      'kitty rochefort executioner',
      ['kitty > rochefort', 'executioner > rochefort'],
      { failedHitVictimInformed: 'true' },
    );
    expect(codes(stopped, 'rochefort')).toEqual(['M11']);
  });
});

describe("a knockout after Felton's slot does not claim to undo his pairing (issue 8.5, A-129, A-141)", () => {
  // Felton pairs Athos and the executioner at slot 1; the executioner hits Felton at slot 3.
  const tl = night('felton; athos; executioner maf; planchet', 'felton athos executioner planchet', [
    'felton > athos, executioner',
    'athos > planchet',
    'executioner > felton',
  ]);
  const hitStep = tl.steps.find((s) => s.actor === 'executioner')!;

  it("the hit records no change to Felton's move: it was already made", () => {
    expect(tmNight(tl.nights[0]!).knocked).toEqual(['felton']);
    expect(hitStep.changes).toEqual([]);
  });

  it("Felton's pairing stays in force: his step performed, he gets M1 and M11", () => {
    expect(tl.steps.find((s) => s.actor === 'felton')!.outcome).toBe('performed');
    expect(codes(tl, 'felton')).toEqual(['M1', 'M11']);
  });

  it("a hit before the victim's slot still records that it took his move", () => {
    const before = night('executioner maf; felton; athos', 'executioner felton athos', [
      'executioner > felton',
      'felton > athos, executioner',
    ]);
    const s = before.steps.find((x) => x.actor === 'executioner')!;
    expect(s.changes.map((c) => `${c.kind} ${c.target} ${c.after === null ? '∅' : 'action'}`)).toEqual([
      `knocked ${before.steps.find((x) => x.actor === 'felton')!.id} ∅`,
    ]);
  });
});
