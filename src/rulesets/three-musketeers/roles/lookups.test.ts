// The registry's lookups by key (derive.ts, rolesWith, atSlotOf, the trait sets) answer what a
// search of the role files in registry order answers, for every id and word they can be asked.
import { describe, expect, it } from 'vitest';
// the registry first: a role file entered on its own starts an import cycle mid-way (index.ts says so)
import { atSlotOf, roleOf, rolesWith, TM_REGISTRY } from './index.ts';
import { deriveRegistry } from './derive.ts';
import type { TmRole } from './role.ts';
import type { TmPlayer, TmState } from '../state.ts';
import { carriesBomb, isInheritor, isMusketeer, livingInheritor, neverMultiplied, notInherited } from './traits.ts';

const ROLES: readonly TmRole[] = TM_REGISTRY;
const derived = deriveRegistry(ROLES);

/** Every power verb and night ability the files declare, and words no role owns (some inherited by every object). */
const VERBS = [...new Set(ROLES.flatMap((r) => Object.keys(r.powers ?? {})))];
const ABILITY_IDS = [...new Set(ROLES.flatMap((r) => (r.night ? [r.night.id] : [])))];
const ODD = ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'nonsense', ''];
const IDS = [...ROLES.map((r) => r.id), 'musket', 'nobody', ''];

describe('registry lookups by key', () => {
  it('find the day power and the ability owner a search in registry order finds', () => {
    expect(VERBS.length).toBeGreaterThan(3);
    for (const verb of [...VERBS, ...ODD]) {
      const role = ROLES.find((r) => r.powers?.[verb] && !r.powers[verb]!.evening);
      expect(derived.dayPowerOf(verb)).toEqual(role ? { role: role.id, power: role.powers![verb] } : undefined);
    }
    for (const ability of [...ABILITY_IDS, ...ODD]) expect(derived.ownerOf(ability)).toBe(ROLES.find((r) => r.night?.id === ability)?.id);
  });

  it('list each hook’s roles in registry order, and each role’s slot rule', () => {
    for (const hook of ['jailed', 'nightDeath', 'restored', 'morning', 'dawn', 'nightStart'] as const) {
      expect(rolesWith(hook)).toEqual(ROLES.filter((r) => r[hook] !== undefined));
      expect(rolesWith(hook).length).toBeGreaterThan(0);
    }
    for (const id of IDS) expect(atSlotOf(id)).toBe(roleOf(id)?.atSlot);
  });

  it('give each role id the traits its role file declares', () => {
    for (const id of IDS) {
      const r = roleOf(id);
      expect(isInheritor({ role: id as never })).toBe(r?.inheritor === true);
      expect(carriesBomb(id as never)).toBe(r?.bomb !== undefined);
      expect(isMusketeer(id as never)).toBe(r?.musketeer === true);
      expect(neverMultiplied(id as never)).toBe(r?.unmultiplied === true);
      expect(notInherited(id)).toBe(r?.notInherited === true);
    }
    expect(isInheritor(undefined)).toBe(false);
    expect(notInherited(null)).toBe(false);
  });
});

describe('livingInheritor', () => {
  const player = (name: string, role: string): TmPlayer =>
    ({ name, role, team: 'honest', alive: true, jailed: false, knocked: false, clubbed: false, hits: 0 }) as unknown as TmPlayer;

  it('finds the inheritor only while he is alive and free, and the record the list holds now', () => {
    const players = [player('Атос', 'athos'), player('Отец', 'father'), player('Портос', 'porthos')];
    const state = { players } as unknown as TmState;
    expect(livingInheritor(state)).toBe(players[1]);
    players[1]!.alive = false;
    expect(livingInheritor(state)).toBeUndefined();
    players[1]!.alive = true;
    players[1]!.jailed = true;
    expect(livingInheritor(state)).toBeUndefined();
    // the write barrier replaces each record of the list by a tracked one (same index, same role)
    players[1] = player('Отец', 'father');
    expect(livingInheritor(state)).toBe(players[1]);
    expect(livingInheritor({ players: [player('Атос', 'athos')] } as unknown as TmState)).toBeUndefined();
  });
});
