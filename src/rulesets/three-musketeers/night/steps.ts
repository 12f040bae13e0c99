import { who } from '../context.ts';
import { t, type Lang, type Text } from '../../../engine/text.ts';
import { NO_ITEMS, type ActionLifeEvent, type ActionRef, type Outcome } from '../../../engine/timeline.ts';
import type { TmStep } from '../context.ts';
import { ABILITIES } from './abilities.ts';
import { submittedRef } from './refs.ts';
import type { Ability, NightAction, NightRun, RecStatus } from './types.ts';

/** A record while it is being built. */
type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** How each record status shows on the timeline. */
const OUTCOME: Readonly<Record<RecStatus, Outcome>> = {
  pending: 'cancelled',
  performed: 'performed',
  blocked: 'blocked',
  cancelled: 'cancelled',
  failed: 'failed',
  powerless: 'powerless',
  refused: 'refused',
  none: 'none',
  dead: 'failed',
};

/** The lifecycle event that resolves a record (the action machine's grammar). */
const TERMINAL: Readonly<Record<RecStatus, ActionLifeEvent['type']>> = {
  pending: 'action.cancel',
  performed: 'action.perform',
  blocked: 'action.block',
  cancelled: 'action.cancel',
  failed: 'action.fail',
  powerless: 'action.fail',
  refused: 'action.fail',
  none: 'action.fail',
  dead: 'action.fail',
};

/** What a record thinking of a target does, when it performs nothing. */
const THINK = t('думает о', 'thinks of');

/**
 * What became of the move, as a clause of its own after the actor («Рошфор: ход заблокирован»);
 * a performed move needs none (the outcome badge says it). A bare «— заблокировано» after a name
 * reads as if the player were blocked in the neuter.
 */
const STATUS: Readonly<Record<RecStatus, Text | null>> = {
  pending: t('не успел (ночь кончилась)', 'never came (the night ended)'),
  performed: null,
  blocked: t('ход заблокирован', 'move blocked'),
  cancelled: t('ход отменён взрывом', 'move cancelled by the bomb'),
  failed: t('ход не удался', 'move failed'),
  powerless: t('чары бессильны', 'the charm is powerless'),
  refused: t('ход не принят', 'move refused'),
  none: t('ничего не делал', 'did nothing'),
  dead: t('убит до своего хода', 'killed before their slot'),
};

/** The status words a woman's step reads with («убита до своего хода»). */
const STATUS_F: Partial<Record<RecStatus, Text>> = {
  pending: t('не успела (ночь кончилась)', 'never came (the night ended)'),
  none: t('ничего не делала', 'did nothing'),
  dead: t('убита до своего хода', 'killed before their slot'),
};

/** «Миледи: чары → Кэтти, Атос — ход не удался (…)», «Рошфор: ход заблокирован», «Атос: трактир → Рошфор». */
function summaryOf(run: NightRun, rec: NightAction, what: Text | null, st: Text | null, note: Text | null): Text {
  if (what === null && note === null && st !== null) return run.ctx.trace.phrases.say(rec.actor, bareStatus(st), null);
  return t(summaryIn('ru', rec, what, st, note), summaryIn('en', rec, what, st, note));
}

// «Рошфор: ход не принят» names only the actor and the status: a long game says it of each player
// night after night, so it is made once per resolve (engine/phrasebook.ts), frozen. One maker per
// status words (the book tells makers apart), made once for the few words there are.
const bareMakers = new Map<Text, (_: null, actor: string) => Text>();
function bareStatus(st: Text): (_: null, actor: string) => Text {
  let make = bareMakers.get(st);
  if (make === undefined) bareMakers.set(st, (make = (_, actor) => Object.freeze(t(`${actor}: ${st.ru}`, `${actor}: ${st.en}`))));
  return make;
}

// Top-level, not closures made per step (each closure made in a hot path is work, and more so named).
function summaryIn(l: Lang, rec: NightAction, what: Text | null, st: Text | null, note: Text | null): string {
  const head = what ? `${rec.actor}: ${what[l]}` : rec.actor;
  const status = st ? `${what ? ' — ' : ': '}${st[l]}` : '';
  return `${head}${status}${note ? ` (${note[l]})` : ''}`;
}

/** «выстрел → Атос; проповедь → Атос»: each function the move performed, with its targets. */
function doneWords(done: readonly ActionRef[]): Text {
  return t(doneIn('ru', done), doneIn('en', done));
}

function doneIn(l: Lang, done: readonly ActionRef[]): string {
  let out = '';
  for (let i = 0; i < done.length; i++) {
    const a = done[i]!;
    const whom = a.targets.length === 1 ? a.targets[0]! : a.targets.join(', ');
    out += `${i > 0 ? '; ' : ''}${(ABILITIES[a.ability as Ability]?.summary ?? THINK)[l]} → ${whom}`;
  }
  return out;
}

/**
 * Does another record share this record's slot (the lone maf's shot and own move, issue 8.5)?
 * Each slot is one actor's (buildActions), so the other records of its actor are the ones to ask,
 * not the whole queue for every record (at 200 players that was quadratic).
 */
function sharesSlot(run: NightRun, rec: NightAction): boolean {
  const mine = run.byActor.get(rec.actor);
  if (mine !== undefined && mine.includes(rec)) return mine.some((other) => other !== rec && other.slot === rec.slot);
  for (const other of run.queue) if (other !== rec && other.slot === rec.slot) return true;
  return false;
}

/**
 * A record's list as its step keeps it for the rest of the resolve: sized to what it holds (a list
 * grown by push keeps room for 17), an empty one the shared NO_ITEMS. The record is given the same
 * list, so whatever is written to it later is still the step's (to the frozen empty one, it throws).
 */
function kept<T>(list: T[]): T[] {
  return list.length === 0 ? (NO_ITEMS as never[]) : list.slice();
}

/** Appends the step of a resolved record (and the automatic steps it produced), and resolves its lifecycle. */
export function emitRecordStep(run: NightRun, rec: NightAction, extra: readonly TmStep[]): void {
  // What went ahead; a move stopped everywhere shows its attempt (a failed move was still made).
  // (no list made unless it has more than one function: rec.done is read, not copied)
  const went: readonly ActionRef[] = rec.done.length > 0 ? rec.done : rec.performed ? [rec.performed] : NO_ITEMS;
  const perf = went[0];
  const submitted = submittedRef(rec);
  // Two rows of one slot that did nothing each name the function they stand for (Milady's charm
  // took both): «Арамис: проповедь → Портос — ход не удался (…)», not the same words twice.
  const tried = !perf && submitted && sharesSlot(run, rec) ? doneWords([submitted]) : null;
  const what = perf ? doneWords(went) : tried;
  const st = (who(run.ctx, rec.actor).gender === 'f' ? STATUS_F[rec.status] : undefined) ?? STATUS[rec.status];
  const note = rec.note && rec.status !== 'dead' ? rec.note : null;
  // Built field by field in the record's key order (the golden JSON's order): spreading optional
  // parts into a literal made each step a slow clone, and there is one per move.
  const step: Mutable<TmStep> = {
    id: rec.stepId,
    phase: 'night',
    number: run.night,
    slot: rec.slot,
    actor: rec.actor,
    role: rec.kind === 'kill' ? 'killer' : rec.player.role,
  } as Mutable<TmStep>;
  if (submitted) step.submitted = submitted;
  if (perf && rec.status !== 'blocked' && rec.status !== 'dead') step.performed = perf;
  if (went.length > 1 && rec.status !== 'blocked' && rec.status !== 'dead') step.alsoPerformed = went.slice(1);
  step.outcome = OUTCOME[rec.status];
  step.summary = summaryOf(run, rec, what, st, note);
  step.causes = rec.causes = kept(rec.causes);
  step.changes = rec.changes = kept(rec.changes);
  step.affects = rec.affects = kept(rec.affects);
  if (rec.move) step.source = rec.move.span;
  // the state its slot settled goes on the record here, last as step() would add it
  const state = run.ctx.trace.takeState(rec.stepId);
  if (state) step.state = state;
  run.ctx.trace.step(step);
  if (rec.life && !rec.terminal) {
    rec.terminal = true;
    run.ctx.trace.life(rec.id, run.night, rec.actor, TERMINAL[rec.status], rec.stepId);
  }
  for (const s of extra) run.ctx.trace.step(s);
}
