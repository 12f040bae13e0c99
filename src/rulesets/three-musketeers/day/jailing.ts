import { cause } from '../../../engine/cause.ts';
import { who } from '../context.ts';
import { agree } from '../../../engine/grammar/people.ts';
import { t, type Text } from '../../../engine/text.ts';
import type { StepId } from '../../../engine/timeline.ts';
import type { TmClauseId } from '../clauses.ts';
import type { TmContext } from '../context.ts';
import { roleOf } from '../roles/index.ts';
import { inheritedFrom, livingInheritor, notInherited } from '../roles/traits.ts';
import { playerByName, type TmPlayer } from '../state.ts';
import { optionNote, optionValue } from './option-value.ts';
import { dayStep } from '../../../engine/step-id.ts';

/** The role's display name in both languages. */
export function roleName(role: string): Text {
  return roleOf(role)?.spec.name ?? t(role, role);
}

/** «X (Роль) — маф»: the public reveal of a jailed player's status. */
export function revealText(ctx: TmContext, p: TmPlayer): Text {
  const role = roleName(p.role);
  const team = p.team === 'mafia' ? t('маф', 'mafia') : t(agree(who(ctx, p.name), 'честный', 'честная'), 'honest');
  // A player named after the role is not named twice: «Рошфор — маф», not «Рошфор (Рошфор) — маф».
  const ru = role.ru === p.name ? p.name : `${p.name} (${role.ru})`;
  return t(`${ru} — ${team.ru}`, `${p.name} (${role.en}) — ${team.en}`);
}

/**
 * Jails the named players (in the order voting on them began), reveals their status, marks a
 * jailed maf for the Abbess and passes the last one's role to D'Artagnan's Father.
 */
export function jailPlayers(ctx: TmContext, names: readonly string[], day: number, jailStep: StepId): void {
  const jailed: TmPlayer[] = [];
  for (const name of names) {
    const p = playerByName(ctx.state, name);
    if (!p) continue;
    p.jailed = true;
    if (p.team === 'mafia') ctx.state.mafJailed = true;
    jailed.push(p);
  }
  const last = jailed[jailed.length - 1];
  if (last) fatherInherits(ctx, last, day, jailStep);
}

/** D'Artagnan's Father takes the jailed one's role, never the Abbess's (A-153…A-155, C-95). */
function fatherInherits(ctx: TmContext, source: TmPlayer, day: number, jailStep: StepId): void {
  const father = livingInheritor(ctx.state);
  const before = ctx.state.fatherRole;
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
  ctx.state.fatherRole = after;
  ctx.trace.step({
    id: dayStep(day, 'father'),
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
