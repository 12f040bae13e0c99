import type { Person } from '../../../engine/grammar/people.ts';
import { t, type Text } from '../../../engine/text.ts';
import type { ActionRef, StepId } from '../../../engine/timeline.ts';
import type { LkCause } from '../context.ts';
import { because, type LkContext } from '../context.ts';
import { playerByName } from '../state.ts';
import type { NightBook, Side } from './book.ts';

/** What a night shot did: missed on the guest, or wounded the target (and the guest, if she was the Priestess). */
export interface ShotResult {
  readonly missed: boolean;
  readonly wounded: readonly string[];
  readonly causes: readonly LkCause[];
}

/**
 * A night shot (mafia, Sheriff, Maniac). The guest of the Priestess is missed and the shooter is
 * not told (D-48); a shot at the Priestess puts her and her guest on the stretcher (D-49). Nobody
 * dies yet: deaths are settled at the results, after the Doctor (D-59).
 */
export function fire(ctx: LkContext, book: NightBook, side: Side, shot: ActionRef, step: StepId): ShotResult {
  const target = shot.targets[0] ?? '';
  const v = book.visit;
  if (v && v.guest === target && v.priestess !== target) {
    return {
      missed: true,
      wounded: [],
      causes: [
        because(
          ctx,
          v.step,
          'D-48',
          `${target} — гость жрицы: промах, стрелку не сообщают`,
          `${target} is the Priestess's guest: a miss, the shooter is not told`,
        ),
      ],
    };
  }
  book.wound(target, { side, step, shot, direct: true });
  const causes: LkCause[] = [
    because(
      ctx,
      null,
      'D-59',
      `${target} на носилках; смерть решится в итогах ночи`,
      `${target} is on the stretcher; death is settled at the results`,
    ),
  ];
  for (const name of [target, v?.priestess === target ? v.guest : '']) {
    const note = playerByName(ctx.state, name)?.def.woundNote;
    if (note) {
      causes.push(note(ctx, name));
      break;
    }
  }
  if (v && v.priestess === target && v.guest !== target) {
    book.wound(v.guest, { side, step, shot, direct: false });
    causes.push(
      because(
        ctx,
        v.step,
        'D-49',
        `Выстрел в жрицу: её гость ${v.guest} погибает вместе с ней`,
        `A shot at the Priestess: her guest ${v.guest} dies with her`,
      ),
    );
    return { missed: false, wounded: [target, v.guest], causes };
  }
  return { missed: false, wounded: [target], causes };
}

/** The summary line of a shot. */
export function shotSummary(shooter: Text, target: Person, r: ShotResult): Text {
  if (r.missed)
    return t(
      `${shooter.ru} стреляет в ${target.forms.acc}: промах (гость жрицы)`,
      `${shooter.en} shoots ${target.name}: a miss (the Priestess's guest)`,
    );
  return t(
    `${shooter.ru} стреляет в ${target.forms.acc}: на носилках ${r.wounded.join(', ')}`,
    `${shooter.en} shoots ${target.name}: on the stretcher ${r.wounded.join(', ')}`,
  );
}
