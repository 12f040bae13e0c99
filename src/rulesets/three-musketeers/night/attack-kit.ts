import { who } from '../context.ts';
import { agree } from '../../../engine/grammar/people.ts';
import { t, type Text } from '../../../engine/text.ts';
import type { TmStep } from '../context.ts';
import type { TmPlayer } from '../state.ts';
import type { Fn, NightAction, NightRun } from './types.ts';
import { subStep, type StepId } from '../../../engine/step-id.ts';

/** What a maf learns of his own death (A-20, C-8). */
export function mafLearns(p: TmPlayer, how: string, howEn: string): ReturnType<typeof t> | null {
  return p.team === 'mafia' ? t(`Причина смерти: ${how}.`, `Cause of death: ${howEn}.`) : null;
}

/** A performer acting on another's function is "forced" (Milady); the genuine holder or the mafia killer is not. */
export function isForced(rec: NightAction, fn: Fn): boolean {
  return fn.owner !== rec.actor;
}

/** Appends an automatic step right after the record's own step. */
export function extra(run: NightRun, rec: NightAction, suffix: string, s: Omit<TmStep, 'id' | 'phase' | 'number' | 'slot'>): StepId {
  let id = subStep(rec.stepId, suffix);
  for (let i = 2; run.extra.some((e) => e.id === id); i++) id = subStep(rec.stepId, `${suffix}${i}`);
  run.extra.push({ id, phase: 'night', number: run.night, slot: rec.slot, automatic: true, ...s });
  return id;
}

/** A cause of death agreeing with the victim: «застрелена из мушкета», «погибла в ловушке». */
export function causeFor(run: NightRun, victim: TmPlayer, how: string): string {
  if (who(run.ctx, victim.name).gender !== 'f') return how;
  return how.replace(/^(застрелен|убит)(?=\s)/, '$1а').replace(/^погиб(?=\s)/, 'погибла');
}

/** De Tréville's suicide: the cause agrees with him, the PM with the honest one he went to kill. */
export function suicideWords(run: NightRun, actor: string, target: string): { cause: Text; learns: Text } {
  const a = who(run.ctx, actor);
  const v = who(run.ctx, target);
  return {
    cause: t(agree(a, 'покончил с собой', 'покончила с собой'), 'killed themselves'),
    learns: t(
      `Вы покончили с собой: ${target} ${agree(v, 'оказался честным', 'оказалась честной')}.`,
      `You killed yourself: ${target} was honest.`,
    ),
  };
}
