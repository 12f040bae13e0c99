// Start facts go into the state as a played-out game leaves it, and carriedFacts reads them back.
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../dsl/index.ts';
import { carriedFacts } from './carried-facts.ts';
import { initialState } from './initial-state.ts';
import { TM_REGISTRY } from './roles/index.ts';
import { TM_START_FACTS } from './start-facts.ts';
import { memoryOf, type MemoryHolder } from '../../engine/role-memory.ts';
import { kittyMemory } from './roles/kitty.ts';
import { dartagnanMemory } from './roles/dartagnan.ts';
import { executionerMemory } from './roles/executioner-memory.ts';
import type { TmState } from './state.ts';

/** A player of a role that may carry the fact, and whatever else the fact needs on the table. */
function castFor(id: string): string {
  const fact = TM_START_FACTS.find((f) => f.id === id)!;
  const role = {
    kitty: 'Кэтти',
    abbess: 'Аббатиса',
    dartagnan: "Д'Артаньян",
    constance: 'Констанция Бонасье',
    rochefort: 'Рошфор',
    father: "Отец Д'Артаньяна",
  }[fact.roles[0] ?? 'kitty'];
  const word = fact.words[1]!;
  if (fact.pair) return `player Атос, ${word}\nplayer Портос, ${word}\n`;
  if (fact.argument) return `player Атос, мертв\nplayer Игрок: ${role}, ${word} Атоса\n`;
  return `player Игрок: ${role}, ${word}\n`;
}

/** The reading under which a fact leaves a memory of its own (under the default it reads as another fact). */
const READING: Readonly<Record<string, Record<string, string>>> = {
  blockedWithConstance: { executionerBlockedWithConstance: 'nextNightBlocked' },
};

describe('start facts in the state', () => {
  const facts = TM_START_FACTS.filter((f) => f.id !== 'killerLastNight');

  it.each(facts.map((f) => f.id))('%s is read back from the state it sets', (id) => {
    const { scenario, diagnostics } = parseScenario(`ruleset tm\n${castFor(id)}night 5\n`);
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const state = initialState(scenario, { fatherOneShotState: 'fresh', ...READING[id] });
    const carried = state.players.flatMap((p) => carriedFacts(state, p));
    expect(carried).toContain(id);
    expect(new Set(carried)).toEqual(new Set([id]));
  });

  it('each fact is applied by one role file, bar the one the day reads from the scenario itself', () => {
    const owners = facts.map((f) => [f.id, TM_REGISTRY.filter((r) => r.startFacts?.[f.id]).map((r) => r.id)] as const);
    expect(owners.filter(([, roles]) => roles.length !== 1)).toEqual([]);
    const hooked = TM_REGISTRY.flatMap((r) => Object.keys(r.startFacts ?? {}));
    expect(hooked.filter((id) => !facts.some((f) => f.id === id))).toEqual([]);
  });

  it('knockedOut means a hit taken last night: slot 1, no vote, and lastHitNight for C-76/C-79', () => {
    const { scenario } = parseScenario('ruleset tm\nplayer Атос, без-сознания\nday 5\n');
    const state = initialState(scenario);
    expect(state.players[0]).toMatchObject({ hits: 1, knocked: true });
    expect(memoryOf(state.memory, executionerMemory).lastHit).toEqual({ Атос: 4 });
  });

  it("the Father's one-shots are the role's own counters unless C-96 fresh", () => {
    const { scenario } = parseScenario("ruleset tm\nplayer Отец: Отец Д'Артаньяна, дуэль-использована, самоохрана-использована\n");
    const shared = initialState(scenario);
    const kept = (s: TmState, holder: MemoryHolder): boolean => memoryOf(s.memory, kittyMemory, holder).selfKeepUsed;
    const duel = (s: TmState, holder: MemoryHolder): boolean => memoryOf(s.memory, dartagnanMemory, holder).used;
    expect([duel(shared, 'own'), kept(shared, 'own'), duel(shared, 'heir')]).toEqual([true, true, false]);
    const fresh = initialState(scenario, { fatherOneShotState: 'fresh' });
    expect([duel(fresh, 'own'), kept(fresh, 'own'), duel(fresh, 'heir'), kept(fresh, 'heir')]).toEqual([false, false, true, true]);
  });

  it('the clubbing follows C-40 executionerBlocked', () => {
    const { scenario } = parseScenario('ruleset tm\nplayer Палач: Палач из Лилля, маф, оглушен\nnight 5\n');
    expect(initialState(scenario).players[0]!.clubbed).toBe(true);
    expect(initialState(scenario, { executionerBlocked: 'asKnockedOut' }).players[0]!.knocked).toBe(true);
    expect(initialState(scenario, { executionerBlocked: 'nextNightBlocked' }).nightMemo?.blockedNextNight.map((b) => b.value)).toEqual([
      'Палач',
    ]);
  });

  it('the executioner blocked with Constance follows C-41 executionerBlockedWithConstance', () => {
    const { scenario } = parseScenario('ruleset tm\nplayer Палач: Палач из Лилля, маф, заблокирован-с-констанцией\nnight 5\n');
    const at = (reading: string) => initialState(scenario, { executionerBlockedWithConstance: reading });
    expect(at('asKnockedOut').players[0]!.knocked).toBe(true);
    expect(at('blockedNoSlotChange').players[0]!.clubbed).toBe(true);
    expect(at('nextNightBlocked').nightMemo?.blockedNextNight).toEqual([{ value: 'Палач', step: null, clause: 'A-102' }]);
    expect(at('flavourOnly').players[0]).toMatchObject({ knocked: false, clubbed: false });
  });

  it("a Felton pair holds into tonight's early slots only under C-61 full24h and with the previous order", () => {
    const text =
      'ruleset tm\nplayer Фельтон: Джон Фельтон\nplayer Атос, сведен\nplayer Портос, сведен\norder Атос, Фельтон, Портос\nnight 5\n';
    const { scenario } = parseScenario(text);
    expect(initialState(scenario).nightMemo?.feltonCarry).toEqual([]);
    expect(initialState(scenario, { feltonDuration: 'full24h' }).nightMemo?.feltonCarry).toEqual([
      { a: 'Атос', b: 'Портос', untilSlot: 2, step: null },
    ]);
    expect(initialState(scenario).feltonPairs.map((m) => m.value)).toEqual([['Атос', 'Портос']]);
  });

  it('the top-level order is the previous official and played order', () => {
    const { scenario } = parseScenario('ruleset tm\nplayer Атос\nplayer Портос\norder Портос, Атос\nday 5\n');
    const state = initialState(scenario);
    expect([state.previousOfficialOrder, state.previousFinalOrder]).toEqual([
      ['Портос', 'Атос'],
      ['Портос', 'Атос'],
    ]);
  });
});
