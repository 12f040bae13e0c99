// «Мафия ЛК» role memory (engine/role-memory.ts): each role declares its slot in its own file, the state keeps
// them by role id, a start fact writes them, the recorded roster reads them, a checkpoint copies them.
import { describe, expect, it } from 'vitest';
import { parseScenario, runScenario } from '../../dsl/index.ts';
import { deepCopy } from '../../engine/deep-copy.ts';
import { memoryOf } from '../../engine/role-memory.ts';
import { nthPhase, rosterAfterStep, rosterAt } from '../../engine/roster-at.ts';
import type { Roster } from '../../engine/roster.ts';
import { nightStep } from '../../engine/step-id.ts';
import { Trace } from '../../engine/trace.ts';
import { initialState } from './init.ts';
import { doctorMemory } from './roles/doctor-memory.ts';
import { LK_ROLE_MODULES } from './roles/index.ts';
import { maniacMemory } from './roles/maniac-rapist.ts';
import { priestessMemory } from './roles/priestess.ts';
import { donMemory } from './roles/don.ts';
import { sheriffMemory } from './roles/sheriff.ts';
import type { LkRole } from './roles/role.ts';

const CAST = `ruleset mafia-lk
player Коля: Дон мафии
player Шура: Шериф
player Дима: Доктор, самолечение-использовано
player Макс: Маньяк
player Жанна: Жрица любви
player Миша: Мирный житель, вылечен
player Маша: Мирный житель, гость-жрицы
player Петя: Мирный житель
`;

const stateOf = (text: string) => initialState(parseScenario(text).scenario, new Trace());

describe('LK role memory', () => {
  it('the state holds one fresh slot per role that declares memory, from the registry', () => {
    const declared = (LK_ROLE_MODULES as readonly LkRole[]).filter((r) => r.memory).map((r) => r.id);
    expect(declared.sort()).toEqual(['doctor', 'don', 'maniac', 'priestess', 'sheriff']);
    const state = stateOf(`${CAST.replace(/, [^\n:]*(?=\n)/gu, '')}night 1\n`);
    expect(Object.keys(state.memory.own).sort()).toEqual(declared.sort());
    expect(memoryOf(state.memory, doctorMemory)).toEqual(doctorMemory.fresh());
  });

  it("start facts write the role's memory, not a shared field, and the roster reads them back in the table's order", () => {
    const text = `${CAST}day 3\n`;
    const state = stateOf(text);
    expect(memoryOf(state.memory, doctorMemory)).toMatchObject({ healed: ['Миша'], selfHealUsed: true, totalHealUsed: false });
    expect(memoryOf(state.memory, priestessMemory).lastGuest).toEqual({ guest: 'Маша', night: 2 });
    expect(Object.keys(state.players[0]!)).not.toContain('healed');
    const start = rosterAt(runScenario(text).timeline, 0)!;
    const facts = (name: string) => start.find((p) => p.name === name)!.facts;
    expect(facts('Миша')).toMatchObject({ healed: true, carried: ['healed'] });
    expect(facts('Дима')['carried']).toEqual(['selfHealUsed']);
    expect(facts('Маша')['carried']).toEqual(['priestessGuest']);
  });

  it("the Maniac's rapist victim is his memory until the day that mutes her, and the roster shows it between the two", () => {
    const tl = runScenario(
      `${CAST}option lkManiacRapist = true\nnight 1\n  Макс -> Маша\n  Жанна -> Петя\n  Дима -> Маша\nday 2\n`,
    ).timeline;
    const masha = (r: Roster | null) => r!.find((p) => p.name === 'Маша')!.facts['carried'];
    expect(masha(rosterAfterStep(tl, nightStep(1, 'results')))).toEqual(['healed', 'muted']);
    // The day takes her into its mutes as it opens: the memory is spent, the fact no longer carried.
    expect(masha(rosterAt(tl, nthPhase(tl, 'day', 0)))).toEqual(['healed']);
    expect(tl.nights[0]?.messages['Маша']?.map((m) => m.code)).toContain('LK-MUTED');
  });

  it("a spent day extension is kept by the right's role: the Sheriff's own, the Don's seat's for a mafia member", () => {
    const text = CAST.replace('Дон мафии', 'Дон мафии, продление-использовано').replace('Шериф', 'Шериф, продление-использовано');
    const state = stateOf(`${text}day 3\n`);
    expect(memoryOf(state.memory, sheriffMemory).extension.usedBy).toEqual(['Шура']);
    expect(memoryOf(state.memory, donMemory).extension).toEqual({ usedBy: ['Коля'], seatUsed: true });
    expect(Object.keys(state)).not.toContain('donSeatExtendUsed');
    const start = rosterAt(runScenario(`${text}day 3\n`).timeline, 0)!;
    for (const name of ['Коля', 'Шура'])
      expect(start.find((p) => p.name === name)!.facts).toMatchObject({ extendUsed: true, carried: ['extendUsed'] });
  });

  it('a checkpoint copy of the state shares no memory with the game it was taken from', () => {
    const state = stateOf(`${CAST}night 3\n`);
    const copy = deepCopy(state);
    memoryOf(copy.memory, doctorMemory).healed.push('Петя');
    memoryOf(copy.memory, maniacMemory).muted.push({ value: 'Петя', step: null });
    expect(memoryOf(state.memory, doctorMemory).healed).toEqual(['Миша']);
    expect(memoryOf(state.memory, maniacMemory).muted).toEqual([]);
  });
});
