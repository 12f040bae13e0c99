import { describe, expect, it } from 'vitest';
import type { Timeline } from '../../engine/timeline.ts';
import { codes, deaths, diags, mv, night, p, run } from './test-kit.ts';
import { stepIdOf } from '../../engine/step-id.ts';

/** Every step reference of a timeline that breaks the contract of timeline.ts (empty when sound). */
function brokenRefs(tl: Timeline): string[] {
  const index = new Map(tl.steps.map((s, i) => [s.id, i] as const));
  const out: string[] = [];
  tl.steps.forEach((s, i) => {
    for (const c of s.causes) {
      const at = c.step === null ? undefined : index.get(c.step);
      if (c.step !== null && at === undefined) out.push(`${s.id}: cause cites missing ${c.step}`);
      if (at !== undefined && at > i) out.push(`${s.id}: cause cites later ${c.step} (${c.clause})`);
    }
    for (const ch of s.changes) if (!index.has(ch.target)) out.push(`${s.id}: ${ch.kind} change targets missing ${ch.target}`);
  });
  for (const n of tl.nights) {
    for (const r of n.reports) if (r.step !== null && !index.has(r.step)) out.push(`report to ${r.recipient} cites missing ${r.step}`);
    for (const [who, list] of Object.entries(n.messages)) {
      for (const m of list) if (m.step !== null && !index.has(m.step)) out.push(`${m.code} to ${who} cites missing ${m.step}`);
    }
  }
  return out;
}

describe('timeline references: every cited step exists and comes first', () => {
  it('a Don killed at night: the succession comes after the results it cites (D-12)', () => {
    const tl = run([night(1, [mv('Жанна', 'Настя'), mv('Шура', 'Коля', 'shoot')])]);
    expect(deaths(tl, 1)).toEqual(['Коля']);
    const ids = tl.steps.map((s) => s.id);
    expect(ids.indexOf(stepIdOf('n1.succession.Коля'))).toBeGreaterThan(ids.indexOf(stepIdOf('n1.results')));
    expect(codes(tl, 1, 'Вася')).toContain('LK-DON');
    expect(brokenRefs(tl)).toEqual([]);
  });
  it('lkPriestessBlocks, the guest sent no move: no change against his missing step, the visit still recorded', () => {
    const tl = run([night(1, [mv('Жанна', 'Коля'), mv('Шура', 'Миша', 'check')])], { lkPriestessBlocks: 'true' });
    expect(brokenRefs(tl)).toEqual([]);
    const visit = tl.steps.find((s) => s.id === 'n1.priestess');
    expect(visit?.affects).toEqual(['Коля']);
    expect(visit?.causes.map((c) => c.option?.key)).toContain('lkPriestessBlocks');
  });
  it('lkPriestessBlocks, the guest moved: his own step records the block and cites the visit', () => {
    const tl = run([night(1, [mv('Жанна', 'Коля'), mv('mafia', 'Миша')])], { lkPriestessBlocks: 'true' });
    const shot = tl.steps.find((s) => s.id === 'n1.mafia');
    expect(shot?.outcome).toBe('blocked');
    expect(shot?.changes.map((c) => c.kind)).toEqual(['blocked']);
    expect(shot?.causes.map((c) => c.step)).toContain('n1.priestess');
    expect(deaths(tl, 1)).toEqual([]);
    expect(brokenRefs(tl)).toEqual([]);
  });
  it('a silent Doctor who is shot: his list and LK-STRETCHER cite his own step, recorded with outcome none (D-35)', () => {
    const tl = run([night(1, [mv('Жанна', 'Настя'), mv('mafia', 'Дима')])]);
    expect(diags(tl)).toContain('LK-DOCTOR-SILENT');
    expect(deaths(tl, 1)).toEqual(['Дима']);
    const ids = tl.steps.map((s) => s.id);
    const doctor = tl.steps.find((s) => s.id === 'n1.doctor');
    expect(doctor?.outcome).toBe('none');
    expect(doctor?.causes.map((c) => c.clause)).toContain('D-35');
    expect(ids.indexOf(stepIdOf('n1.doctor'))).toBeLessThan(ids.indexOf(stepIdOf('n1.results')));
    expect(codes(tl, 1, 'Дима')).toContain('LK-STRETCHER');
    expect(brokenRefs(tl)).toEqual([]);
  });
  it('a Doctor whose every patient is «(лечить нельзя)» gets a step for his list (D-29), and no decision is asked (D-58, L173)', () => {
    const players = [p('Коля', 'don'), p('Дима', 'doctor'), p('Миша', 'civilian', 'honest', 'alive', ['healed']), p('Маша', 'civilian')];
    const tl = run([night(1, [mv('mafia', 'Миша')])], {}, players);
    expect(brokenRefs(tl)).toEqual([]);
    const doctor = tl.steps.find((s) => s.id === 'n1.doctor');
    expect(doctor?.outcome).toBe('none');
    expect(doctor?.causes.map((c) => c.clause)).toEqual(['D-28', 'D-29', 'D-58']);
    expect(deaths(tl, 1)).toEqual(['Миша']);
  });
  it('a Doctor whose every answer is refused gets a step too (D-30)', () => {
    const tl = run([night(1, [mv('Жанна', 'Настя'), mv('mafia', 'Миша'), mv('Дима', 'Маша')])], { lkInvalidTarget: 'noAction' });
    expect(diags(tl)).toContain('LK-DOCTOR-OFF-LIST');
    expect(tl.steps.find((s) => s.id === 'n1.doctor')?.outcome).toBe('none');
    expect(brokenRefs(tl)).toEqual([]);
  });
});
