import { t } from '../../../engine/text.ts';
import { because, opt, type LkContext, who } from '../context.ts';
import { playerByName } from '../state.ts';
import { civilian } from './civilian.ts';
import { lkRole, type MafiaShield } from './role.ts';
import { lkRoleAbout } from './role-about.ts';

/** The Child of the Mafia: the data the first paint reads (names, rule text, clauses). */
const childAbout = lkRoleAbout({
  id: 'child',
  spec: {
    name: t('Дитя мафии', 'Child of the Mafia'),
    aliases: [
      'Дитя мафии',
      'Дитя Мафии',
      'Ребёнок мафии',
      'Ребенок мафии',
      'Ребёнка мафии',
      'Ребенка мафии',
      'Сын Дона',
      'Дитя',
      'Child',
      'Child of the Mafia',
      'Mafia Child',
    ],
    when: 'passive',
    nightAbility: false,
    targets: 0,
    clauses: ['D-54', 'D-55', 'D-56', 'D-8'],
    ability: t(
      'Внебрачный сын Дона, сам считает себя мирным. Мафия не может его убить: выстрел в него отменяется, ' +
        'другой жертвы в эту ночь нет. Вводится автоматически от 15 игроков.',
      "The Don's illegitimate son; believes he is a civilian. The mafia cannot kill him: their shot is cancelled " +
        'and there is no other victim that night. Added automatically from 15 players.',
    ),
  },
});

/** Is the Child still under the mafia's protection (D-55; after the father's death: D-A18)? */
function childProtected(ctx: LkContext): boolean {
  if (opt(ctx, 'lkChildProtectionAfterDonDeath') === 'persists') return true;
  const father = ctx.state.originalDon ? playerByName(ctx.state, ctx.state.originalDon) : undefined;
  return father?.alive ?? false;
}

/** The mafia may not shoot him: the host says so and there is no other victim that night (D-55). */
function mafiaShield(ctx: LkContext, target: string): MafiaShield | null {
  if (!childProtected(ctx)) return null;
  return {
    code: 'LK-CHILD-SHOT',
    diagnostic: t(
      `В Дитя мафии (${target}) мафии стрелять нельзя; жертвы этой ночью нет`,
      `The mafia may not shoot the Child (${target}); no victim tonight`,
    ),
    summary: t(
      `Мафия стреляет в ${who(ctx, target).forms.acc}: это Дитя мафии — стрелять нельзя, другой жертвы нет`,
      `The mafia shoot ${target}: the Child — may not be shot, no other victim`,
    ),
    causes: [
      because(
        ctx,
        null,
        'D-55',
        'Ведущий объявляет: в этого игрока стрелять нельзя; другую жертву мафия не выбирает',
        'The host announces: this player may not be shot; the mafia choose no other victim',
        'lkChildProtectionAfterDonDeath',
      ),
    ],
  };
}

/**
 * The Child of the Mafia (D-54 … D-56, D-8): the Don's son who believes he is a civilian. His PM is
 * the civilian's word for word (L137-139: only the host knows); the mafia's shot at him is cancelled,
 * any other shot kills him; what the Sheriff is told hinges on lkChildCheck.
 */
export const child = lkRole({
  ...childAbout,
  team: 'honest',
  unique: true,
  autoFrom: {
    players: 15,
    code: 'LK-CHILD-AUTO',
    missing: (n) =>
      t(
        `Записано ${n} игроков (≥ 15): Дитя мафии вводится автоматически (D-8), но его нет в составе`,
        `${n} players (≥ 15): the Child is added automatically (D-8) but is not in the cast`,
      ),
  },
  checked: (ctx) => ({ mafia: opt(ctx, 'lkChildCheck') === 'mafia', clause: 'D-21', option: 'lkChildCheck' }),
  pm: civilian.pm,
  mafiaShield,
  woundNote: (ctx, name) =>
    because(ctx, null, 'D-56', `${name} — Дитя мафии: его можно убить так`, `${name} is the Child: he can be killed this way`),
});
