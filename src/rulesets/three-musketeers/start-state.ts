import type { OptionValues } from '../../engine/option.ts';
import type { PlayerFact, Scenario } from '../../engine/scenario.ts';
import { NO_SPAN } from '../../engine/span.ts';
import { optionValue } from './options.ts';
import { TM_REGISTRY } from './roles/index.ts';
import { isInheritor } from './roles/traits.ts';
import { nightBeforeStart, type StartFactHook, type StartFactUse } from './start-hook.ts';
import { TM_START_FACTS } from './start-facts.ts';
import type { TmNightMemo, TmPlayer, TmState } from './state.ts';

function freshMemo(): TmNightMemo {
  return {
    blockedNextNight: [],
  };
}

let hooks: ReadonlyMap<string, StartFactHook> | undefined;

/** Every role file's start-fact hooks by fact id (built on first use: the role files import rule code that imports this one). */
export function startFactHooks(): ReadonlyMap<string, StartFactHook> {
  hooks ??= new Map(TM_REGISTRY.flatMap((r) => Object.entries(r.startFacts ?? {})));
  return hooks;
}

/** Facts written on the two players of a pair (Felton's): applied once, for both. */
const PAIR_FACTS = new Set(TM_START_FACTS.filter((f) => f.pair).map((f) => f.id));

/**
 * Writes the player lines' start facts (start-facts.ts) and the top-level `order` into a fresh
 * state, as the same memories a played-out game would have left, so resolving from the disputed
 * phase rules as resolving from night 1 does. What each fact writes is its role file's hook.
 */
export function applyStartFacts(scenario: Scenario, state: TmState, options: OptionValues): void {
  const stated = scenario.previousOrder?.names.map((n) => n.name) ?? null;
  if (stated) {
    state.previousOfficialOrder = [...stated];
    state.previousFinalOrder = [...stated];
  }
  // A leading history night records its own order when it is reached; Felton's slot is read from it now.
  const history = scenario.phases[0]?.kind === 'night' && scenario.phases[0].history ? scenario.phases[0].order : undefined;
  // The Father keeps his own one-shot counters only under C-96 fresh; otherwise he shares the role's.
  const fresh = optionValue({ options }, 'fatherOneShotState') === 'fresh';
  const use: StartFactUse = {
    state,
    memo: freshMemo(),
    options,
    lastNight: nightBeforeStart(scenario),
    previousOrder: stated ?? history?.names.map((n) => n.name) ?? null,
    ownCounters: (p) => fresh && isInheritor(p),
  };
  const pairs = new Map<string, { p: TmPlayer; fact: PlayerFact }[]>();
  // Not playerByName: the name index must not be built before the roster tracks the players' writes.
  for (let i = 0; i < scenario.players.length; i++) {
    const decl = scenario.players[i]!;
    const same = state.players[i];
    const p = same?.name === decl.name ? same : state.players.find((x) => x.name === decl.name);
    if (!p) continue;
    for (const fact of decl.facts ?? decl.flags.map((id) => ({ id, span: NO_SPAN }))) {
      if (PAIR_FACTS.has(fact.id)) pairs.set(fact.id, [...(pairs.get(fact.id) ?? []), { p, fact }]);
      else startFactHooks().get(fact.id)?.(use, p, fact);
    }
  }
  // A pair written on other than two players is the DSL's FACT_PAIR error, and states nothing.
  for (const [id, holders] of pairs)
    if (holders.length === 2) startFactHooks().get(id)?.(use, holders[0]!.p, holders[0]!.fact, holders[1]!.p);
  state.nightMemo = use.memo;
}
