import { cause as citing } from '../../../engine/cause.ts';
import type { Text } from '../../../engine/text.ts';
import type { NightOptionKey } from '../options-night.ts';
import type { Change, StepId } from '../../../engine/timeline.ts';
import { recRefs } from './refs.ts';
import { recordsOf } from './run.ts';
import type { Block, NightAction, NightRun, Placed } from './types.ts';
import type { TmClauseId } from '../clauses.ts';

/** Did this player plan nothing tonight (no function of his own, none forced on him)? For M2 (C-101). */
export function idle(run: NightRun, name: string): boolean {
  for (const r of recordsOf(run, name)) if (r.fns.length > 0 || r.own.length > 0) return false;
  return true;
}

/** Where a block reaches: the player's own role move only (C-43), an early placement (C-34), idle records already passed (M4). */
interface BlockReach {
  readonly ownOnly: boolean;
  readonly placed: Placed | undefined;
  /** Also mark a no-ability record that already "did nothing" as blocked: he was dragged out of bed (M4). */
  readonly dragsOut: boolean;
  /** How the blocking step records it (the knockout: 'knocked'). */
  readonly kind: 'blocked' | 'knocked';
}

/**
 * Records a block on the blocking step — only when there was an action to stop (issue 8.5: every
 * change is real) — one change per function the move carries.
 */
function recordBlock(by: NightAction, r: NightAction, kind: 'blocked' | 'knocked'): void {
  for (const before of recRefs(r)) by.changes.push({ target: r.stepId, kind, before, after: null });
}

/** Blocks the records of `name` within `reach`, recording each change on the blocking step. */
function blockRecords(
  run: NightRun,
  by: NightAction,
  name: string,
  clause: TmClauseId,
  note: Text,
  key: NightOptionKey | undefined,
  reach: BlockReach,
): number {
  let n = 0;
  const option = key ? { key, value: run.opt(key) } : undefined;
  const { ownOnly, placed } = reach;
  for (const r of recordsOf(run, name)) {
    if (!r.executed) {
      const b = option ? { step: by.stepId, clause, note, option, ownOnly } : { step: by.stepId, clause, note, ownOnly };
      r.blocks.push(placed ? { ...b, placed } : b);
      recordBlock(by, r, reach.kind);
      n++;
    } else if (reach.dragsOut && r.status === 'none') {
      // His own step shows it too, with the blocker's step as the cause (M4).
      r.status = 'blocked';
      r.causes.push(citing(by.stepId, clause, note, option));
      recordBlock(by, r, reach.kind);
    }
  }
  return n;
}

/**
 * Blocks a player's records that have not resolved yet (tavern, sermon), recording the change on
 * the blocking step. A no-ability player who already "did nothing" is marked blocked too (he was
 * dragged out of bed: M4). Returns how many pending records were blocked.
 */
export function blockPending(
  run: NightRun,
  by: NightAction,
  name: string,
  clause: TmClauseId,
  note: Text,
  key?: NightOptionKey,
  ownOnly = false,
  placed?: Placed,
): number {
  return blockRecords(run, by, name, clause, note, key, { ownOnly, placed, dragsOut: true, kind: 'blocked' });
}

/**
 * Blocks only the records still to come (the executioner's knockout, A-129 / C-78: «a victim hit
 * BEFORE his own slot loses this night's action»); what the victim already did, or did not do, stands.
 */
export function blockLaterSlots(
  run: NightRun,
  by: NightAction,
  name: string,
  clause: TmClauseId,
  note: Text,
  key?: NightOptionKey,
): number {
  return blockRecords(run, by, name, clause, note, key, { ownOnly: false, placed: undefined, dragsOut: false, kind: 'knocked' });
}

/** Is this change a block (or knockout) of the move with step `id`? */
function blocksMove(c: Change, id: StepId): boolean {
  return c.target === id && (c.kind === 'blocked' || c.kind === 'knocked');
}

/**
 * At the blocked player's slot, makes each blocking step's change say what really happened (issue
 * 8.5): a block that stopped him took the move he had when his slot came (a charm may have changed
 * it since the block was placed); a block that did not stop him (withdrawn, for another move, or
 * overridden by Milady's will, C-44) changed nothing and its change is removed.
 */
export function settleBlockChanges(run: NightRun, rec: NightAction, all: readonly Block[], stopped: readonly Block[]): void {
  if (all.length === 0) return; // most moves: nothing to settle, nothing to build
  const now = recRefs(rec);
  for (const b of all) {
    const by = b.step === null ? undefined : run.queue.find((r) => r.stepId === b.step);
    if (!by) continue;
    const i = by.changes.findIndex((c) => blocksMove(c, rec.stepId));
    if (i < 0) continue;
    const kind = by.changes[i]!.kind;
    const took = stopped.includes(b) ? now.map((before): Change => ({ target: rec.stepId, kind, before, after: null })) : [];
    const rest = by.changes.filter((c) => !blocksMove(c, rec.stepId)); // its changes to this move sit from i on
    by.changes.splice(0, by.changes.length, ...rest.slice(0, i), ...took, ...rest.slice(i));
  }
}
