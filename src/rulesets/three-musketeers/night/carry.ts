import { t } from '../../../engine/text.ts';
import { ABILITIES } from './abilities.ts';
import { rolesWith } from '../roles/index.ts';
import { cause, memoOf, recordsOf } from './run.ts';
import type { NightAction, NightRun } from './types.ts';
import type { TmClauseId } from '../clauses.ts';
import type { StepId } from '../../../engine/step-id.ts';
import type { NightOptionKey } from '../options-night.ts';

/** Blocks every record of a player from the start of the night (carried from an earlier night). */
export function carryBlock(
  run: NightRun,
  name: string,
  step: StepId | null,
  clause: TmClauseId,
  ru: string,
  en: string,
  ownOnly: boolean,
  key?: 'aramisNextNightBinds' | 'knockoutDuration',
): NightAction[] {
  const recs = recordsOf(run, name);
  for (const r of recs) {
    const c = cause(step, clause, t(ru, en), run, key);
    r.blocks.push(c.option ? { step, clause, note: c.note, option: c.option, ownOnly } : { step, clause, note: c.note, ownOnly });
  }
  return [...recs];
}

/**
 * The start of a night: blocks carried from earlier nights (Aramis's sermon A-82, the club and
 * Constance's block C-40/C-41, a still-unconscious victim C-79), players who
 * came round (A-126), what the roles' memories carry in (`nightStart`: Felton's 24 h), and a submission event for every submitted move.
 */
export function startNight(run: NightRun): void {
  const st = run.ctx.state;
  const memo = memoOf(run.ctx);
  // The roles' own carried effects first (Aramis's sermon), as the rulebook lists them.
  for (const role of rolesWith('nightStart')) role.nightStart!(run);
  for (const m of memo.blockedNextNight) {
    const recs = carryBlock(run, m.value, m.step, m.clause, `${m.value} заблокирован на эту ночь`, `${m.value} is blocked tonight`, false);
    for (const r of recs)
      if (r.move)
        run.ctx.trace.diagnose(
          'MOVE_BY_CLUBBED',
          'warning',
          t(`${m.value} заблокирован и не может ходить этой ночью`, `${m.value} is blocked and cannot move tonight`),
          r.move.span,
        );
  }
  const waking = rolesWith('wakes');
  for (const p of st.players) {
    for (const role of waking) role.wakes!(run, p); // a blow that still takes tonight (C-79)
    p.knocked = false;
    p.clubbed = false;
  }
  memo.blockedNextNight = [];
  for (const rec of run.queue) if (rec.life) run.ctx.trace.life(rec.id, run.night, rec.actor, 'action.submit', rec.stepId);
  prepass(run);
}

let earlyOptions: readonly NightOptionKey[] | undefined;

/** The wholeNight readings (C-30, C-33, C-34, C-56, C-82): effects registered before the first slot (the role files' `early`). */
function prepass(run: NightRun): void {
  // the options that can register an effect before the first slot (listed once, asked per night)
  earlyOptions ??= Object.values(ABILITIES).flatMap((a) => (a.early ?? []).map((e) => e.option));
  let early = false;
  for (let i = 0; i < earlyOptions.length && !early; i++) early = run.opt(earlyOptions[i]!) === 'wholeNight';
  if (!early) return;
  run.queue.forEach((rec, pos) => {
    const fn = rec.own[0];
    if (!fn || rec.blocks.length > 0 || !rec.player.alive) return;
    const target = fn.targets[0]!;
    const placed = { fromSlot: pos, step: rec.stepId, by: rec.actor, early: true, rec, target };
    for (const e of ABILITIES[fn.ability].early ?? []) if (run.opt(e.option) === 'wholeNight') e.place(run, rec, fn, target, placed);
  });
}
