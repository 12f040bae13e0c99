import { t, type Text } from '../../engine/text.ts';
import { isOn, type LkContext } from './context.ts';
import type { LkPlayer, RemovalKind } from './state.ts';

/** Is the removed player's role made public (D-88, D-A34 after D.R 9)? */
export function isRoleRevealed(ctx: LkContext, kind: RemovalKind): boolean {
  if (isOn(ctx, 'lkRevealRoles')) return true;
  return (kind === 'warnings' || kind === 'inactivity') && isOn(ctx, 'lkRevealOnRemovalUnderOption1');
}

/** The public role name: the Child is publicly what he is (the host knows), the Maniac with his side. */
export function publicRole(p: LkPlayer): Text {
  return p.def.publicName?.(p) ?? p.def.spec.name;
}

/** "X (Роль)": a removed player as the subject of a sentence («Маша (Мирный житель) погибла…»). */
export function publicSubject(ctx: LkContext, p: LkPlayer, kind: RemovalKind): Text {
  if (!isRoleRevealed(ctx, kind)) return t(p.name, p.name);
  const r = publicRole(p);
  return t(`${p.name} (${r.ru})`, `${p.name} (${r.en})`);
}

/** "X" or "X — Роль", as the public post shows a removed player. */
export function publicName(ctx: LkContext, p: LkPlayer, kind: RemovalKind): Text {
  if (!isRoleRevealed(ctx, kind)) return t(p.name, p.name);
  const r = publicRole(p);
  return t(`${p.name} — ${r.ru}`, `${p.name} — ${r.en}`);
}
