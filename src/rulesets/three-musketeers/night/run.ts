import type { NightInput } from '../../../engine/scenario.ts';
import type { Text } from '../../../engine/text.ts';
import type { HostMessage, StepId } from '../../../engine/timeline.ts';
import { cause as citing } from '../../../engine/cause.ts';
import type { TmClauseId } from '../clauses.ts';
import type { TmCause, TmContext } from '../context.ts';
import type { NightOptionKey } from '../options-night.ts';
import { optionNote, optionValue } from '../options.ts';
import { inheritedRole } from '../roles/traits.ts';
import { playerIndex, type TmNightMemo, type TmPlayer } from '../state.ts';
import type { FinalOrder } from './order.ts';
import type { NightAction, NightRun, WatchEvent } from './types.ts';

/** The night memo of the state, created on first use. */
export function memoOf(ctx: TmContext): TmNightMemo {
  let m = ctx.state.nightMemo;
  if (!m) {
    m = {
      blockedNextNight: [],
    };
    ctx.state.nightMemo = m;
  }
  return m;
}

/** A fresh working state for one night (records are added by buildActions). */
export function createRun(ctx: TmContext, night: NightInput, { names: order, slotOf }: FinalOrder): NightRun {
  return {
    ctx,
    night: night.number,
    order,
    opt: <K extends NightOptionKey>(key: K) => optionValue(ctx, key),
    queue: [],
    byActor: new Map(),
    slotOf,
    slot: 0,
    pos: -1,
    seq: 0,
    guests: new Map(),
    amulets: new Map(),
    protections: new Map(),
    mirrors: [],
    pairs: [],
    watches: [],
    events: [],
    deaths: [],
    knocked: [],
    knockSteps: new Map(),
    restored: [],
    hitsTonight: new Map(),
    messages: new Map(),
    reports: [],
    bomb: null,
    suicides: [],
    nextSermon: [],
    nextBlocked: [],
    extra: [],
    charms: [],
    stoppedHits: [],
    fatherRole: inheritedRole(ctx.state),
    byName: playerIndex(ctx.state),
  };
}

/** Finds a player of the state by name. */
export function player(run: NightRun, name: string): TmPlayer | undefined {
  return run.byName.get(name);
}

/** The records of a player tonight ([] if he has no slot). */
export function recordsOf(run: NightRun, name: string): readonly NightAction[] {
  return run.byActor.get(name) ?? [];
}

/** A cause citing a step and a clause, with the option in force when it hinges on one. */
export function cause(step: StepId | null, clause: TmClauseId, note: Text, run?: NightRun, key?: NightOptionKey): TmCause {
  return citing(step, clause, note, run && key ? optionNote(run.ctx, key) : undefined);
}

/** Appends a lifecycle event for a record that has a lifecycle and is not yet resolved. */
export function life(run: NightRun, rec: NightAction, type: 'action.charm' | 'action.redirect', step: StepId): void {
  if (rec.life && !rec.terminal) run.ctx.trace.life(rec.id, run.night, rec.actor, type, step);
}

/** Logs something a watcher may see. */
export function logEvent(run: NightRun, e: Omit<WatchEvent, 'seq' | 'slot'>): void {
  // one shape for every event (a stop only where one stopped it: read as e.stop, never by key)
  run.events.push({
    slot: run.slot,
    seq: run.seq++,
    kind: e.kind,
    via: e.via,
    actor: e.actor,
    ability: e.ability,
    targets: e.targets,
    killer: e.killer,
    landed: e.landed,
    stop: e.stop,
  });
}

/** Adds a host message to a player's morning. */
export function message(run: NightRun, to: string, m: HostMessage): void {
  const list = run.messages.get(to);
  if (list) list.push(m);
  else run.messages.set(to, [m]);
}
