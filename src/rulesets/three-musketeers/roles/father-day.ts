import { cause } from '../../../engine/cause.ts';
import { t } from '../../../engine/text.ts';
import { dayStep } from '../../../engine/step-id.ts';
import type { StepId } from '../../../engine/timeline.ts';
import type { TmClauseId } from '../clauses.ts';
import { who, type TmContext } from '../context.ts';
import { roleName } from '../day/jailing.ts';
import { optionNote, optionValue } from '../day/option-value.ts';
import type { TmPlayer } from '../state.ts';
import { fatherMemo } from './father-memory.ts';
import { inheritedFrom, livingInheritor, notInherited } from './traits.ts';

/** D'Artagnan's Father takes the jailed one's role, never the Abbess's (A-153…A-155, C-95). */
export function inheritAtJailing(ctx: TmContext, source: TmPlayer, day: number, jailStep: StepId): void {
  const father = livingInheritor(ctx.state);
  const memo = fatherMemo(ctx.state);
  const before = memo.role;
  const after = inheritedFrom(source, before, optionValue(ctx, 'fatherOnAbbess'));
  if (!father || after === undefined) return;
  let clause: TmClauseId = 'A-153';
  let note = t(
    roleName(source.role).ru === source.name
      ? `Отец Д'Артаньяна получает умения ${who(ctx, source.name).forms.gen}`
      : `Отец Д'Артаньяна получает умения ${who(ctx, source.name).forms.gen} (${roleName(source.role).ru})`,
    `D'Artagnan's Father takes ${source.name}'s abilities (${roleName(source.role).en})`,
  );
  const barred = notInherited(source.role);
  if (barred) {
    clause = 'A-155';
    const keep = optionValue(ctx, 'fatherOnAbbess') === 'keepPrevious';
    note = keep
      ? t(
          'Умения Аббатисы не наследуются: Отец сохраняет прежние',
          "The Abbess's abilities are not inherited: the Father keeps his previous ones",
        )
      : t(
          'Умения Аббатисы не наследуются: Отец остаётся ни с чем',
          "The Abbess's abilities are not inherited: the Father is left with nothing",
        );
  }
  const id = dayStep(day, 'father');
  ctx.trace.settle(); // the jailing so far is the tally's
  memo.role = after;
  ctx.trace.settle(id); // the inheritance is the Father's own step, written next
  ctx.trace.step({
    id,
    phase: 'day',
    number: day,
    actor: father.name,
    role: father.role,
    automatic: true,
    outcome: 'info',
    summary: note,
    causes: [cause(jailStep, clause, note, barred ? optionNote(ctx, 'fatherOnAbbess') : undefined)],
    changes: [],
    affects: [father.name],
  });
}
