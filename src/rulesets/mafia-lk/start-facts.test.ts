// «Мафия ЛК» start facts go into the state as a played-out game leaves it (init.ts and the role
// files' hooks), and the recorded roster reads them back under the same ids (carried-facts.ts).
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../dsl/index.ts';
import { rosterAt } from '../../engine/roster-at.ts';
import { LK_ROLE_MODULES } from './roles/index.ts';
import { LK_START_FACTS } from './start-facts.ts';

/** A player of a role that may carry the fact, with the cast an LK game needs. */
function castFor(id: string): string {
  const fact = LK_START_FACTS.find((f) => f.id === id)!;
  const role = fact.roles.includes('doctor') ? 'Доктор' : fact.roles.length > 0 ? 'Шериф' : 'Мирный';
  return `player Игрок: ${role}, ${fact.words[1]}\nplayer Дон: Дон мафии\nplayer Вася: Мирный\n`;
}

describe('LK start facts in the state', () => {
  it.each(LK_START_FACTS.map((f) => f.id))('%s is read back from the state it sets', (id) => {
    const { timeline, diagnostics } = runScenario(`ruleset mafia-lk\n${castFor(id)}night 5\n`);
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const carried = rosterAt(timeline, 0)?.find((p) => p.name === 'Игрок')?.facts['carried'];
    expect(carried).toEqual([id]);
  });

  it('a role file applies only facts of the table, each fact in one file at most', () => {
    const hooked = LK_ROLE_MODULES.flatMap((r) => Object.keys(r.startFacts ?? {}));
    expect(hooked.filter((id) => !LK_START_FACTS.some((f) => f.id === id))).toEqual([]);
    expect(new Set(hooked).size).toBe(hooked.length);
  });
});
