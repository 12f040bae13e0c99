import type { Person } from '../../../engine/grammar/people.ts';
import { t, type Text } from '../../../engine/text.ts';
import type { ActionRef, StepId } from '../../../engine/timeline.ts';
import type { LkCause } from '../context.ts';
import { because, type LkContext } from '../context.ts';
import { playerByName } from '../state.ts';
import type { NightBook, Side } from './book.ts';
import { coverRuling, type CoverRuling } from './cover-table.ts';

/** The cause of a cover-table ruling for a move at `target`, citing the Priestess's visit. */
export function coverCause(ctx: LkContext, book: NightBook, r: CoverRuling, target: string): LkCause {
  const v = book.visit;
  const text = r.says(target, v?.guest ?? '');
  return because(ctx, v?.step ?? null, r.clause, text.ru, text.en, r.option);
}

/** What a night shot did: missed on the guest, or wounded the target (and the guest, if she was the Priestess). */
export interface ShotResult {
  readonly missed: boolean;
  readonly wounded: readonly string[];
  readonly causes: readonly LkCause[];
}

/**
 * A night shot (mafia, Sheriff, Maniac), ruled against the Priestess's visit by the cover table: the
 * guest is missed (D-48); a shot at the Priestess puts her guest on the stretcher too (D-49). Nobody
 * dies yet: deaths are settled at the results, after the Doctor (D-59).
 */
export function fire(ctx: LkContext, book: NightBook, side: Side, shot: ActionRef, step: StepId): ShotResult {
  const target = shot.targets[0] ?? '';
  const v = book.visit;
  const ruling = coverRuling(ctx, v, 'shot', target);
  const says = (r: CoverRuling): LkCause => coverCause(ctx, book, r, target);
  if (ruling?.outcome === 'missed') {
    book.shots.push({ side, target, step, missed: true });
    return { missed: true, wounded: [], causes: [says(ruling)] };
  }
  book.shots.push({ side, target, step, missed: false });
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
  if (v && ruling?.outcome === 'guestFalls') {
    book.wound(v.guest, { side, step, shot, direct: false });
    causes.push(says(ruling));
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
