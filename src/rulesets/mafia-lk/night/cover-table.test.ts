import { describe, expect, it } from 'vitest';
import type { Step, Timeline } from '../../../engine/timeline.ts';
import { LK_CLAUSES } from '../clauses.ts';
import { LK_OPTIONS } from '../options.ts';
import { deaths, mv, night, run } from '../test-kit.ts';
import { MOVE_VS_COVER, type CoverEntry, type CoverRuling } from './cover-table.ts';

/** Each shooting turn of the cast (test-kit CAST): its step and its move line. */
const SHOOTERS = {
  mafia: { step: 'n1.mafia', move: (t: string) => mv('mafia', t) },
  sheriff: { step: 'n1.sheriff', move: (t: string) => mv('Шура', t, 'shoot') },
  maniac: { step: 'n1.maniac', move: (t: string) => mv('Макс', t) },
} as const;

/** The Priestess Жанна takes Миша home; the shot goes at `target`. */
function shotAt(shooter: keyof typeof SHOOTERS, target: string): Timeline {
  return run([night(1, [mv('Жанна', 'Миша'), SHOOTERS[shooter].move(target)])]);
}

const step = (tl: Timeline, id: string): Step => tl.steps.find((s) => s.id === id)!;

/** Does the step cite the ruling: its clause, its words for these players, and its option? */
function cites(s: Step, r: CoverRuling, target: string, guest: string): boolean {
  const says = r.says(target, guest);
  return s.causes.some((c) => c.clause === r.clause && c.note.ru === says.ru && c.note.en === says.en && c.option?.key === r.option);
}

/** Every ruling of the table, by `meeting.cover` or `meeting.cover.reading`. */
const TABLE: readonly (readonly [string, CoverRuling])[] = Object.entries(MOVE_VS_COVER).flatMap(([meeting, row]) =>
  Object.entries(row as Readonly<Record<string, CoverEntry>>).flatMap(([cover, e]) =>
    'when' in e
      ? Object.entries(e.readings).map(([reading, r]) => [`${meeting}.${cover}.${reading}`, r] as const)
      : [[`${meeting}.${cover}`, e] as const],
  ),
);
const ruling = (key: string): CoverRuling => TABLE.find(([k]) => k === key)![1];

/** Жанна takes `guest` home, the mafia shoot her, the Doctor heals `healed`, under `options`. */
const priestessShot = (guest: string, healed: string, options: Record<string, string> = {}): Timeline =>
  run([night(1, [mv('Жанна', guest), mv('mafia', 'Жанна'), mv('Дима', healed)])], options);

/** How the engine applies each ruling: one check per table entry, each run under the reading it names. */
const CHECKS: Readonly<Record<string, (r: CoverRuling) => void>> = {
  'shot.guest': (r) => {
    for (const shooter of Object.keys(SHOOTERS) as (keyof typeof SHOOTERS)[]) {
      const tl = shotAt(shooter, 'Миша');
      const s = step(tl, SHOOTERS[shooter].step);
      expect(s.outcome, shooter).toBe('failed');
      expect(deaths(tl, 1)).not.toContain('Миша');
      expect(cites(s, r, 'Миша', 'Миша'), shooter).toBe(true);
    }
  },
  'shot.priestess': (r) => {
    for (const shooter of Object.keys(SHOOTERS) as (keyof typeof SHOOTERS)[]) {
      const tl = shotAt(shooter, 'Жанна');
      const s = step(tl, SHOOTERS[shooter].step);
      expect(s.affects, shooter).toEqual(['Жанна', 'Миша']);
      expect(deaths(tl, 1).sort()).toEqual(['Жанна', 'Миша'].sort());
      expect(cites(s, r, 'Жанна', 'Миша'), shooter).toBe(true);
    }
  },
  // Дина is the Child of the mafia, her father the Don Коля alive: the mafia may not shoot her (D-55).
  'shield.guest.announce': (r) => {
    const tl = run([night(1, [mv('Жанна', 'Дина'), mv('mafia', 'Дина')])], { lkChildAsGuestAnnounce: 'announce' });
    expect(step(tl, 'n1.mafia').outcome).toBe('cancelled');
    expect(cites(step(tl, 'n1.mafia'), r, 'Дина', 'Дина')).toBe(true);
    expect(tl.diagnostics.map((d) => d.code)).toContain('LK-CHILD-SHOT');
  },
  'shield.guest.silentMiss': () => {
    const tl = run([night(1, [mv('Жанна', 'Дина'), mv('mafia', 'Дина')])], { lkChildAsGuestAnnounce: 'silentMiss' });
    // A plain miss at the guest: the shot × guest ruling, and no word that she may not be shot.
    expect(step(tl, 'n1.mafia').outcome).toBe('failed');
    expect(cites(step(tl, 'n1.mafia'), ruling('shot.guest'), 'Дина', 'Дина')).toBe(true);
    expect(tl.diagnostics.map((d) => d.code)).not.toContain('LK-CHILD-SHOT');
    expect(deaths(tl, 1)).toEqual([]);
  },
  'heal.priestess.savesBoth': (r) => {
    const tl = priestessShot('Миша', 'Жанна', { lkPriestessHeal: 'savesBoth' });
    expect(deaths(tl, 1)).toEqual([]);
    expect(step(tl, 'n1.doctor').affects).toEqual(['Жанна', 'Миша']);
    expect(cites(step(tl, 'n1.doctor'), r, 'Жанна', 'Миша')).toBe(true);
  },
  'heal.priestess.savesPriestessOnly': (r) => {
    const tl = priestessShot('Миша', 'Жанна', { lkPriestessHeal: 'savesPriestessOnly' });
    expect(deaths(tl, 1)).toEqual(['Миша']);
    expect(cites(step(tl, 'n1.doctor'), r, 'Жанна', 'Миша')).toBe(true);
  },
  'heal.guest.true': (r) => {
    const tl = priestessShot('Миша', 'Миша', { lkGuestDeathHealable: 'true' });
    expect(deaths(tl, 1)).toEqual(['Жанна']);
    expect(step(tl, 'n1.doctor').outcome).toBe('performed');
    // The shot at her still kills her, under the option of this row.
    const still = step(tl, 'n1.doctor').causes.find((c) => c.step === 'n1.mafia');
    expect(still?.clause).toBe(r.clause);
    expect(still?.option?.key).toBe(r.option);
  },
  'heal.guest.false': (r) => {
    const tl = priestessShot('Миша', 'Миша', { lkGuestDeathHealable: 'false' });
    expect(deaths(tl, 1).sort()).toEqual(['Жанна', 'Миша'].sort());
    const refused = step(tl, 'n1.doctor.r1');
    expect(refused.outcome).toBe('refused');
    expect(refused.causes[0]?.clause).toBe(r.clause);
    expect(refused.summary.ru).toContain(r.says('Миша', 'Миша').ru);
  },
  // The Doctor Дима is the guest of the shot Priestess and heals himself (LK-01, D-36).
  'selfHeal.guest.tagAndReask': (r) => {
    const tl = priestessShot('Дима', 'Дима', { lkDoctorGuestSelfHeal: 'tagAndReask' });
    expect(deaths(tl, 1).sort()).toEqual(['Дима', 'Жанна'].sort());
    expect(step(tl, 'n1.doctor.r1').summary.ru).toContain(r.says('Дима', 'Дима').ru);
  },
  'selfHeal.guest.acceptAndFail': (r) => {
    const tl = priestessShot('Дима', 'Дима', { lkDoctorGuestSelfHeal: 'acceptAndFail' });
    expect(deaths(tl, 1).sort()).toEqual(['Дима', 'Жанна'].sort());
    expect(step(tl, 'n1.doctor').outcome).toBe('failed');
    expect(cites(step(tl, 'n1.doctor'), r, 'Дима', 'Дима')).toBe(true);
  },
  'selfHeal.guest.allowed': () => {
    const tl = priestessShot('Дима', 'Дима', { lkDoctorGuestSelfHeal: 'allowed' });
    // Ruled as any heal of the guest (heal × guest: healable by default).
    expect(deaths(tl, 1)).toEqual(['Жанна']);
    expect(step(tl, 'n1.doctor').outcome).toBe('performed');
  },
  'move.guest.true': (r) => {
    const tl = run([night(1, [mv('Жанна', 'Шура'), mv('Шура', 'Миша', 'shoot')])], { lkPriestessBlocks: 'true' });
    expect(step(tl, 'n1.sheriff').outcome).toBe('blocked');
    expect(cites(step(tl, 'n1.sheriff'), r, 'Шура', 'Шура')).toBe(true);
    expect(deaths(tl, 1)).toEqual([]);
  },
  'move.guest.false': () => {
    const tl = run([night(1, [mv('Жанна', 'Шура'), mv('Шура', 'Миша', 'shoot')])], { lkPriestessBlocks: 'false' });
    expect(step(tl, 'n1.sheriff').outcome).toBe('performed');
    expect(deaths(tl, 1)).toEqual(['Миша']);
  },
};

describe('night moves × the Priestess visit: every pair has its ruling, and the engine rules by it', () => {
  it.each(TABLE)('%s cites a known clause and option, with a reason in both languages', (_k, r) => {
    expect(LK_CLAUSES[r.clause]).toBeDefined();
    if (r.option) expect(LK_OPTIONS.some((o) => o.key === r.option)).toBe(true);
    expect(r.reason.ru).toMatch(/[а-яё]/iu);
    expect(r.reason.en).toMatch(/^[\x20-\x7e’é]+$/u);
  });

  it('an option-dependent pair has a ruling for every reading of its option, and cites that option', () => {
    const rows = Object.values(MOVE_VS_COVER).flatMap((row) => Object.values(row as Readonly<Record<string, CoverEntry>>));
    for (const e of rows) {
      if (!('when' in e)) continue;
      const spec = LK_OPTIONS.find((o) => o.key === e.when)!;
      expect(Object.keys(e.readings).sort(), e.when).toEqual(spec.readings.map((v) => String(v.value)).sort());
      for (const r of Object.values(e.readings)) expect(r.option, e.when).toBe(e.when);
    }
  });

  it('every entry of the table has its check below, and no check is for an entry the table lacks', () => {
    expect(Object.keys(CHECKS).sort()).toEqual(TABLE.map(([k]) => k).sort());
  });

  it.each(TABLE)('%s: the engine rules as the table says', (key, r) => {
    CHECKS[key]!(r);
  });
});
