import { who } from '../context.ts';
import { agree } from '../../../engine/grammar/people.ts';
import { t, type Text } from '../../../engine/text.ts';
import type { StepId } from '../../../engine/timeline.ts';
import type { TmContext } from '../context.ts';
import { roleOf, rolesWith } from '../roles/index.ts';
import { playerByName, type TmPlayer } from '../state.ts';

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
  // What follows for the other roles (D'Artagnan's Father takes the last one's role, A-153).
  if (last) for (const role of rolesWith('jailed')) role.jailed!(ctx, last, day, jailStep);
}
