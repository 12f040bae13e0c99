import { t, type Text } from '../../../engine/text.ts';
import type { TmClauseId } from '../clauses.ts';
import type { NightOptionKey } from '../options-night.ts';
import type { AttackKind } from '../roles/role.ts';
import { CLUB, SWORD_TRAP } from './attack-readings.ts';
import type { Stop } from './types.ts';

/**
 * What stands between an attack and its target: Athos's tavern, Kitty's amulet, Porthos's guard
 * whose trap does not go off (used, or not for this attacker), or the trap itself.
 */
export type Shield = 'tavern' | 'amulet' | 'guard' | 'trap';

/** The ruling for one attack kind against one shield, as Clocktower tools keep their jinxes. */
export interface Interaction {
  /** The attack is stopped at the target; the trap kills the attacker; the trap clubs him. */
  readonly outcome: 'stopped' | 'trapKills' | 'trapClubs';
  /** The clause the ruling cites. */
  readonly clause: TmClauseId;
  /** The option whose reading the ruling records. */
  readonly option: NightOptionKey;
  /** How a watcher words the stopped move (issue 8.2). */
  readonly stop: Stop;
  /** Why, in words, for the encyclopedia and the table's test. */
  readonly reason: Text;
  /** The trap clubs: what "blocked for a day" does, by the reading of C-40 (attack-readings.ts). */
  readonly club?: typeof CLUB;
  /** The attacker weighs the protectee (de Tréville, C-84): the trap's ruling by how he sees him (C-38, C-39). */
  readonly byStanding?: typeof SWORD_TRAP;
}

/**
 * Which shield rules when several stand on the target and the trap does not go off: the tavern
 * (the guest is away from home, A-73), then the amulet, then Porthos's guard without its trap.
 */
export const SHIELD_PRECEDENCE: readonly Exclude<Shield, 'trap'>[] = ['tavern', 'amulet', 'guard'];

/** A shield as the attack's cause names it («амулет Кэтти»). */
export const SHIELD_NAME: Readonly<Record<Exclude<Shield, 'trap'>, Text>> = {
  tavern: t('гость Атоса', "Athos's guest"),
  amulet: t('амулет Кэтти', "Kitty's amulet"),
  guard: t('защита Портоса', "Porthos's protection"),
};

const stopped = (clause: TmClauseId, option: NightOptionKey, stop: Stop, reason: Text): Interaction => ({
  outcome: 'stopped',
  clause,
  option,
  stop,
  reason,
});

/**
 * Every attack against every shield. The attacker's own rule wins where it names the shields
 * (A-15 for the musket, A-127 for the axe); de Tréville's cites the shield's rule, or A-160 for the amulet.
 */
export const ATTACK_VS_SHIELD: Readonly<Record<AttackKind, Readonly<Record<Shield, Interaction>>>> = {
  musket: {
    tavern: stopped(
      'A-15',
      'athosProtection',
      'tavern',
      t('У киллера не поднимается рука на гостя Атоса', "The killer's hand does not rise against Athos's guest"),
    ),
    amulet: stopped(
      'A-15',
      'amuletTiming',
      'amulet',
      t('У киллера не поднимается рука на обладателя амулета', "The killer's hand does not rise against the amulet's holder"),
    ),
    guard: stopped(
      'A-15',
      'trapCatchesForced',
      'protection',
      t('Защита Портоса без ловушки: киллер уходит ни с чем', "Porthos's guard without its trap: the killer leaves empty-handed"),
    ),
    trap: {
      outcome: 'trapKills',
      clause: 'A-77',
      option: 'trapCatchesForced',
      stop: 'trap',
      reason: t('Киллер гибнет в ловушке Портоса', "The killer dies in Porthos's trap"),
    },
  },
  sword: {
    tavern: stopped(
      'A-73',
      'athosProtection',
      'tavern',
      t('Гость Атоса в полной безопасности и от де Тревиля', "Athos's guest is fully safe from de Tréville too"),
    ),
    amulet: stopped(
      'A-160',
      'amuletTiming',
      'amulet',
      t('Амулет Кэтти: де Тревиль возвращается ни с чем', "Kitty's amulet: de Tréville comes back empty-handed"),
    ),
    guard: stopped(
      'A-79',
      'trapCatchesForced',
      'protection',
      t('Защита Портоса без ловушки: де Тревиль уходит ни с чем', "Porthos's guard without its trap: de Tréville leaves empty-handed"),
    ),
    trap: {
      outcome: 'trapKills',
      clause: 'A-161',
      option: 'trapCatchesForced',
      stop: 'trap',
      reason: t(
        'Де Тревиль гибнет в ловушке Портоса (кроме прочтений C-38 и C-39)',
        "De Tréville dies in Porthos's trap (unless the C-38 or C-39 reading says otherwise)",
      ),
      byStanding: SWORD_TRAP,
    },
  },
  axe: {
    tavern: stopped(
      'A-127',
      'athosProtection',
      'tavern',
      t('У палача не поднимается рука на гостя Атоса', "The executioner's hand does not rise against Athos's guest"),
    ),
    amulet: stopped(
      'A-127',
      'amuletTiming',
      'amulet',
      t('У палача не поднимается рука на обладателя амулета', "The executioner's hand does not rise against the amulet's holder"),
    ),
    guard: stopped(
      'A-127',
      'trapCatchesForced',
      'protection',
      t('Защита Портоса без ловушки: палач уходит ни с чем', "Porthos's guard without its trap: the executioner leaves empty-handed"),
    ),
    trap: {
      outcome: 'trapClubs',
      clause: 'A-78',
      option: 'executionerBlocked',
      stop: 'club',
      reason: t('Палач получает дубинкой по голове и блокируется на сутки', 'The executioner is clubbed on the head and blocked for a day'),
      club: CLUB,
    },
  },
};

/** The ruling for an attack against a shield. */
export function interaction(kind: AttackKind, shield: Shield): Interaction {
  return ATTACK_VS_SHIELD[kind][shield];
}
