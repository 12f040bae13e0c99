import type { OptionValues } from '../../engine/option.ts';
import type { PlayerDecl, Scenario } from '../../engine/scenario.ts';
import { optionValue } from './options.ts';
import { MUSKET_ROLE } from './roles/musket.ts';
import { isInheritor, pairsPlayers } from './roles/traits.ts';
import type { TmNightMemo, TmState } from './state.ts';

/**
 * The night before the first phase played (day N, evening N and night N all follow night N−1).
 * A leading night written only as history (its order, nothing played) is that night itself.
 */
export function nightBeforeStart(scenario: Scenario): number {
  const first = scenario.phases.find((ph) => ph.kind !== 'night' || !ph.history);
  return (first?.number ?? 1) - 1;
}

/** Does the next night read last night's executioner blow (C-79 literal24h: still out; secondHitKills consecutiveNights)? */
export function readsLastHit(options: OptionValues): boolean {
  return (
    optionValue({ options }, 'knockoutDuration') === 'literal24h' || optionValue({ options }, 'secondHitKills') === 'consecutiveNights'
  );
}

/** Does this declared player carry the start fact? */
export function hasFact(decl: PlayerDecl | undefined, id: string): boolean {
  return decl?.flags.includes(id) ?? false;
}

function freshMemo(): TmNightMemo {
  return {
    kittyLastGift: null,
    kittyLastDeclared: null,
    lastHitNight: {},
    blockedNextNight: [],
    feltonCarry: [],
    stillOut: [],
    fatherHistory: [],
    fatherSelfKeepUsed: false,
    fatherLastGift: null,
  };
}

/**
 * Writes the player lines' start facts (start-facts.ts) and the top-level `order` into a fresh
 * state, as the same memories a played-out game would have left, so resolving from the disputed
 * phase rules as resolving from night 1 does.
 */
export function applyStartFacts(scenario: Scenario, state: TmState, options: OptionValues): void {
  const last = nightBeforeStart(scenario);
  const memo = freshMemo();
  const day = state.dayPowers!;
  const stated = scenario.previousOrder?.names.map((n) => n.name) ?? null;
  if (stated) {
    state.previousOfficialOrder = [...stated];
    state.previousFinalOrder = [...stated];
  }
  // A leading history night records its own order when it is reached; Felton's slot is read from it now.
  const history = scenario.phases[0]?.kind === 'night' && scenario.phases[0].history ? scenario.phases[0].order : undefined;
  const previous = stated ?? history?.names.map((n) => n.name) ?? null;
  const paired: string[] = [];
  const dayOnly: string[] = [];
  for (const decl of scenario.players) {
    const p = state.players.find((x) => x.name === decl.name);
    if (!p) continue;
    // The Father keeps his own one-shot counters only under C-96 fresh; otherwise he shares the role's.
    const ownCounters = isInheritor(decl) && optionValue({ options }, 'fatherOneShotState') === 'fresh';
    for (const fact of decl.facts ?? decl.flags.map((id) => ({ id }))) {
      switch (fact.id) {
        case 'knocked':
          p.hits = Math.max(p.hits, 1);
          break;
        case 'knockedOut':
          p.hits = Math.max(p.hits, 1);
          p.knocked = true;
          memo.lastHitNight[p.name] = last;
          if (readsLastHit(options)) memo.stillOut.push({ value: p.name, step: null });
          break;
        case 'hitLastNight':
          memo.lastHitNight[p.name] = last;
          memo.stillOut.push({ value: p.name, step: null });
          break;
        case 'clubbed':
          club(options, memo, p);
          break;
        case 'blockedWithConstance':
          blockedWithConstance(options, memo, p);
          break;
        case 'afterTavern':
          memo.blockedNextNight.push({ value: p.name, step: null, clause: 'A-73' });
          break;
        case 'preached':
          state.sermonNextNight.push({ value: p.name, step: null });
          break;
        case 'hadAmulet':
          state.kittyLastTarget = p.name;
          memo.kittyLastGift = { target: p.name, night: last };
          memo.kittyLastDeclared = { target: p.name, night: last };
          break;
        case 'selfKeepUsed':
          if (ownCounters) memo.fatherSelfKeepUsed = true;
          else state.kittySelfKeepUsed = true;
          break;
        case 'restoreUsed':
          state.abbessUsed = true;
          break;
        case 'duelUsed':
          if (ownCounters) day.fatherDuelUsed = true;
          else state.duelUsed = true;
          break;
        case 'duelNeutralized':
          day.duelNeutralized = true;
          break;
        case 'pullUsed':
          day.constancePulls[0] = 2;
          break;
        case 'pullNeutralized':
          day.pullNeutralized = true;
          break;
        case 'cancelUsed':
          day.rochefortDays.push(0);
          break;
        case 'paired':
          paired.push(p.name);
          break;
        case 'pairedDayOnly':
          dayOnly.push(p.name);
          break;
        case 'inherits': {
          const from = 'player' in fact && fact.player ? state.players.find((x) => x.name === fact.player) : undefined;
          if (!from) break;
          state.fatherRole = from.role;
          memo.fatherHistory.push({ role: from.role, from: from.name });
          break;
        }
        case 'inheritsMusket': {
          const from = 'player' in fact && fact.player ? state.players.find((x) => x.name === fact.player) : undefined;
          if (!from) break;
          state.fatherRole = MUSKET_ROLE;
          memo.fatherHistory.push({ role: MUSKET_ROLE, from: from.name });
          break;
        }
        default:
          break;
      }
    }
  }
  if (paired.length === 2)
    pairFromLastNight(state, memo, paired as [string, string], optionValue({ options }, 'feltonDuration') === 'full24h' ? previous : null);
  // A pair only sent (C-59 submitted) bars today's votes but holds nothing tonight (C-61).
  if (dayOnly.length === 2) state.feltonPairs.push({ value: [dayOnly[0]!, dayOnly[1]!], step: null, dayOnly: true });
  state.nightMemo = memo;
}

/** Porthos's club of last night, read as C-40 executionerBlocked reads it at the trap. */
function club(options: OptionValues, memo: TmNightMemo, p: TmState['players'][number]): void {
  const mode = optionValue({ options }, 'executionerBlocked');
  if (mode === 'blockedNoSlotChange') p.clubbed = true;
  else if (mode === 'asKnockedOut') p.knocked = true;
  else if (mode === 'nextNightBlocked') memo.blockedNextNight.push({ value: p.name, step: null, clause: 'A-78' });
}

/** The executioner's first hit on Constance last night, read as C-41 executionerBlockedWithConstance reads it at the hit. */
function blockedWithConstance(options: OptionValues, memo: TmNightMemo, p: TmState['players'][number]): void {
  const mode = optionValue({ options }, 'executionerBlockedWithConstance');
  if (mode === 'blockedNoSlotChange') p.clubbed = true;
  else if (mode === 'asKnockedOut') p.knocked = true;
  else if (mode === 'nextNightBlocked') memo.blockedNextNight.push({ value: p.name, step: null, clause: 'A-102' });
}

/**
 * Felton's pair of last night: it bars their mutual votes today, and under C-61 full24h
 * the early slots of tonight too — up to Felton's slot in the previous order (passed only then).
 */
function pairFromLastNight(state: TmState, memo: TmNightMemo, pair: [string, string], previous: readonly string[] | null): void {
  state.feltonPairs = [{ value: pair, step: null }];
  const felton = state.players.find((x) => pairsPlayers(x.role));
  const slot = felton && previous ? previous.indexOf(felton.name) + 1 : 0;
  if (slot > 0) memo.feltonCarry.push({ a: pair[0], b: pair[1], untilSlot: slot, step: null });
}
