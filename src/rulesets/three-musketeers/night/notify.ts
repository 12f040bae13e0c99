import type { HostMessage } from '../../../engine/timeline.ts';
import { t } from '../../../engine/text.ts';
import { who } from '../context.ts';
import { TM_MESSAGES, tmMessage, type TmMessageCode } from '../messages.ts';
import { ABILITIES } from './abilities.ts';
import { cause, message, recordsOf } from './run.ts';
import type { FnOutcome, NightAction, NightRun } from './types.ts';
import type { StepId } from '../../../engine/step-id.ts';

/** A standard message produced by a step, worded for its recipient's gender. */
function msg(run: NightRun, name: string, code: TmMessageCode, step: StepId | null): HostMessage {
  return { code, text: tmMessage(code, who(run.ctx, name).gender), step };
}

/** The failure message of clarification 9 (C-103). */
function failure(run: NightRun): TmMessageCode {
  return run.opt('failureMessage') === 'dedicated' ? 'FAIL' : 'M3';
}

/** A role-holder who sent no move (L201): M5 is for players without night abilities (L161), C-101 missingMoveMessage. */
function missingMove(run: NightRun): TmMessageCode | null {
  const v = run.opt('missingMoveMessage');
  return v === 'M5' || v === 'M3' ? v : null;
}

/**
 * L147-149: M2 says the object had nothing to do, whoever's function it was (issue 8.6: the same
 * tavern gives M2 whether Athos performs it or a role-holder does it by Milady's will).
 */
function earnsM2(run: NightRun, rec: NightAction): boolean {
  const fn = rec.fns[0];
  return !!fn && rec.targetIdle && (run.opt('m2Scope') === 'anyActor' || ABILITIES[fn.ability].blocker);
}

/** A record whose morning message is M2 names the rule in its step's causes (A-75, L147-149; issue 8.6). */
export function citeM2(run: NightRun, rec: NightAction): void {
  const split = byFunction(rec);
  const m2 = split ? rec.outcomes.find((o) => fnMessage(run, rec, o) === 'M2') : null;
  if (split ? !m2 : recordMessage(run, rec) !== 'M2') return;
  const whom = (m2?.targets ?? rec.performed?.targets ?? []).join(', ');
  const note = t(
    `Сообщение «вырвали кого-то с постели»: цель (${whom}) ничего не собиралась делать (строки 147–149)`,
    `M2: the target (${whom}) had nothing to do (L147–149)`,
  );
  const blocker = ABILITIES[m2?.ability ?? rec.fns[0]!.ability].blocker;
  rec.causes.push(blocker ? cause(null, 'A-75', note) : cause(null, 'A-75', note, run, 'm2Scope'));
}

/** Did the record's functions end apart at its slot (a move carrying two, the lone maf's handed over by Milady)? */
function byFunction(rec: NightAction): boolean {
  return rec.outcomes.length > 1 && (rec.status === 'performed' || rec.status === 'failed' || rec.status === 'blocked');
}

/**
 * The message one function of a two-function move earns, worded as the record would be were it that
 * function alone (L141-185): a sermon done is M1 (M2, M6), the shot stopped beside it is M3 (M9), a
 * forced watch is M7/M8. The lone maf's own two records get a message each the same way.
 */
function fnMessage(run: NightRun, rec: NightAction, o: FnOutcome): TmMessageCode {
  switch (o.result) {
    case 'performed':
      if (o.report) return o.report;
      if (rec.forced && !(rec.hasAbility || rec.kind === 'kill')) return 'M6';
      if (rec.forced && run.opt('swapPerformerMsg') === 'M6') return 'M6';
      return o.idle && (run.opt('m2Scope') === 'anyActor' || ABILITIES[o.ability].blocker) ? 'M2' : 'M1';
    case 'blocked':
      return rec.forced ? 'M9' : 'M3';
    case 'failed':
      if (rec.forced) return 'M9';
      return o.death ? failure(run) : 'M3';
    case 'powerless':
      return run.opt('powerlessCharmMsg') === 'M1' ? 'M1' : 'M3';
  }
}

/** Adds the message `code` to a player's morning, once (a record earns one per function when its functions ended apart). */
function earn(run: NightRun, out: HostMessage[], name: string, code: TmMessageCode | null, step: StepId | null): void {
  if (code === null) return;
  for (let i = 0; i < out.length; i++) if (out[i]!.code === code) return;
  out.push(msg(run, name, code, step));
}

/** The message one record earns (A-75, A-94, A-95, §A.10, C-101..C-104, C.R 16). */
function recordMessage(run: NightRun, rec: NightAction): TmMessageCode | null {
  switch (rec.status) {
    case 'performed': {
      if (rec.reportCode) return rec.reportCode;
      if (rec.forced && !(rec.hasAbility || rec.kind === 'kill')) return 'M6';
      if (rec.forced && run.opt('swapPerformerMsg') === 'M6') return 'M6';
      return earnsM2(run, rec) ? 'M2' : 'M1';
    }
    case 'blocked':
      if (rec.forced && rec.fns.length > 0) return 'M9';
      return rec.hasAbility || rec.kind === 'kill' || rec.fns.length > 0 ? 'M3' : 'M4';
    case 'failed':
      if (rec.forced) return 'M9';
      return rec.deathFailure ? failure(run) : 'M3';
    case 'powerless':
      return run.opt('powerlessCharmMsg') === 'M1' ? 'M1' : 'M3';
    case 'cancelled':
    case 'pending':
      return 'M10';
    case 'refused':
      return rec.hasAbility || rec.kind === 'kill' ? 'M3' : 'M5';
    case 'none':
      return rec.hasAbility && rec.move === null ? missingMove(run) : 'M5';
    case 'dead':
      return null;
  }
}

/**
 * Every player's standard morning message(s): M12 alone for the dead; M10 for those the
 * bomb cut off (C-102, C.R 4); the action message; then M11 and M13 (combined, C-104). M5 («slept
 * like a carefree baby») only ever comes alone: it is for a player not forced, not blocked, not hit
 * and not killed (§A.10), so any other message of the morning replaces it.
 */
export function morningMessages(run: NightRun, deadTonight: ReadonlySet<string>, m11Extra: ReadonlySet<string>): void {
  // Looked up per player: each list's first entry for a name (as find gives), not a scan per player.
  const deathOf = firstBy(run.deaths, (d) => d.player);
  const sermonOf = firstBy(run.nextSermon, (s) => s.value);
  const knocked: ReadonlySet<string> = run.knocked.length > 0 ? new Set(run.knocked) : NO_NAMES;
  for (const name of run.order) {
    if (deadTonight.has(name)) {
      const d = deathOf.get(name);
      const base = TM_MESSAGES.M12;
      const text = d?.learns ? { ru: `${base.ru} ${d.learns.ru}`, en: `${base.en} ${d.learns.en}` } : base;
      message(run, name, { code: 'M12', text, step: d?.step ?? null });
      continue;
    }
    const out: HostMessage[] = []; // at most a few per player
    const recs = recordsOf(run, name);
    let busy = false;
    for (let i = 0; i < recs.length && !busy; i++) busy = recs[i]!.status !== 'none' && recs[i]!.status !== 'refused';
    for (const rec of recs) {
      if (busy && (rec.status === 'none' || rec.status === 'refused') && !run.bomb) continue; // the lone maf's idle role record
      if (rec.status === 'cancelled') {
        const pending = rec.fns.length > 0 || rec.forced;
        earn(run, out, name, pending || run.opt('m10Scope') === 'allLaterPlayers' ? 'M10' : 'M5', run.bomb!.step);
      } else if (byFunction(rec)) for (const o of rec.outcomes) earn(run, out, name, fnMessage(run, rec, o), rec.stepId);
      else earn(run, out, name, recordMessage(run, rec), rec.stepId);
    }
    if (knocked.has(name) || m11Extra.has(name)) out.push(msg(run, name, 'M11', run.knockSteps.get(name) ?? null));
    const sermon = sermonOf.get(name);
    if (sermon) out.push(msg(run, name, 'M13', sermon.step));
    for (const m of out) if (m.code !== 'M5' || out.length === 1) message(run, name, m);
  }
}

const NO_NAMES: ReadonlySet<string> = new Set();
const NOTHING_BY_NAME: ReadonlyMap<string, never> = new Map<string, never>();

/** Each key's first item of `items` (most nights' lists are empty: then no map is made). */
function firstBy<T>(items: readonly T[], key: (item: T) => string): ReadonlyMap<string, T> {
  if (items.length === 0) return NOTHING_BY_NAME;
  const out = new Map<string, T>();
  for (let i = 0; i < items.length; i++) {
    const k = key(items[i]!);
    if (!out.has(k)) out.set(k, items[i]!);
  }
  return out;
}
