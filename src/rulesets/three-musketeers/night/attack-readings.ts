import type { ReadingOf } from '../../../engine/option-access.ts';
import { t, type Text } from '../../../engine/text.ts';
import type { TmClauseId } from '../clauses.ts';
import type { NightOptionKey } from '../options-night.ts';
import type { TM_OPTIONS } from '../options.ts';
import type { AttackKind } from '../roles/role.ts';
import type { TmPlayer } from '../state.ts';

/** One reading of an option in the attack table: what it rules, the clause it rests on, and why in words. */
export interface Reading<R> {
  readonly rules: R;
  readonly clause: TmClauseId;
  readonly reason: Text;
}

/** Every reading of one option, by value (readings() checks at build that none is missing). */
export interface Readings<R = unknown> {
  readonly option: NightOptionKey;
  readonly by: Readonly<Record<string, Reading<R>>>;
}

function readings<const K extends NightOptionKey, R>(option: K, by: Record<ReadingOf<typeof TM_OPTIONS, K>, Reading<R>>): Readings<R> {
  return { option, by };
}

const reading = <R>(rules: R, clause: TmClauseId, ru: string, en: string): Reading<R> => ({ rules, clause, reason: t(ru, en) });

/** Where the options are read from (a night's run). */
export interface Reads {
  readonly opt: (key: NightOptionKey) => string;
}

/** The reading in force of an entry. */
export function readingIn<R>(run: Reads, r: Readings<R>): Reading<R> {
  // readings() built a row for every value of the option, so the lookup always finds one.
  return r.by[run.opt(r.option)]!;
}

/** Does Porthos's trap go off (true), or does his guard only stand (false)? By the case that asks. */
export const TRAP_SPRINGS: Readonly<Record<'forced' | 'otherShield', Readings<boolean>>> = {
  /** C-42: the attacker is Milady's forced performer. */
  forced: readings('trapCatchesForced', {
    true: reading(true, 'A-77', 'Ловушка ловит и принуждённого Миледи нападающего', 'The trap catches a Milady-forced attacker too'),
    false: reading(
      false,
      'A-77',
      'Принуждённого ловушка не ловит: остаётся защита Портоса без ловушки',
      "The trap does not catch a forced attacker: Porthos's guard stands without it",
    ),
  }),
  /** C-37: the tavern or the amulet stands on the target too. */
  otherShield: readings('porthosTrapWithOtherProtection', {
    triggers: reading(true, 'A-77', 'Он всё же нападал: ловушка срабатывает', 'He did attack: the trap goes off'),
    noTrigger: reading(
      false,
      'A-77',
      'Цель и так защищена (амулет, трактир): ловушка не срабатывает',
      'The target is shielded anyway (the amulet, the tavern): the trap does not go off',
    ),
  }),
};

/** C-83: does Kitty's amulet stop a Milady-forced attacker? */
export const AMULET_ON_FORCED: Readings<boolean> = readings('amuletCoversForcedAttackers', {
  true: reading(true, 'A-135', 'Амулет защищает и от принуждённого нападающего', 'The amulet stops a forced attacker too'),
  false: reading(false, 'A-135', 'От принуждённого нападающего амулет не защищает', 'The amulet does not stop a forced attacker'),
});

/** C-48: is a forced performer of this attack an attacker at all (trap, bomb)? null: he always is. */
export const FORCED_ATTACKER: Readonly<Record<AttackKind, Readings<boolean> | null>> = {
  musket: readings('forcedKillerIsKiller', {
    true: reading(
      true,
      'A-89',
      'Принуждённый стрелок — киллер: ловушка и бомба на него действуют',
      'A forced shooter is the killer: trap and bomb apply',
    ),
    false: reading(
      false,
      'A-89',
      'Принуждённый стрелок — не киллер: ловушка его не ловит, бомба не взрывается',
      'A forced shooter is not the killer: the trap lets him by, the bomb stays',
    ),
  }),
  sword: null,
  axe: null,
};

/** Is a forced performer of this attack no attacker tonight (C-48)? */
export function forcedExempt(run: Reads, kind: AttackKind): boolean {
  const r = FORCED_ATTACKER[kind];
  return r !== null && !readingIn(run, r).rules;
}

/** Does the trap go off on this attack (C-37, C-42, C-48)? Only asked where Porthos's guard stands with its trap armed. */
export function trapSprings(run: Reads, kind: AttackKind, forced: boolean, otherShield: boolean): boolean {
  if (forced && (forcedExempt(run, kind) || !readingIn(run, TRAP_SPRINGS.forced).rules)) return false;
  return !otherShield || readingIn(run, TRAP_SPRINGS.otherShield).rules;
}

/** What the club's "blocked for a day" does to the executioner (C-40, A-78). */
export type ClubEffect = 'clubbed' | 'knocked' | 'hitOnly' | 'nextNightBlocked';

/** C-40: the axe against the trap, by the reading of "blocked for a day". */
export const CLUB: Readings<ClubEffect> = readings('executionerBlocked', {
  blockedNoSlotChange: reading<ClubEffect>(
    'clubbed',
    'A-78',
    'Блок на сутки: ни хода, ни голоса, без первого места (C.R 6)',
    'Blocked for a day: no move, no vote, no slot 1 (C.R 6)',
  ),
  asKnockedOut: reading<ClubEffect>('knocked', 'A-78', 'Как вырубленный: первый ход следующей ночью', 'As knocked out: slot 1 next night'),
  hitFailsOnly: reading<ClubEffect>('hitOnly', 'A-78', 'Не состоялся только удар', 'Only the hit fails'),
  nextNightBlocked: reading<ClubEffect>('nextNightBlocked', 'A-78', 'Его следующая ночь заблокирована', 'His next night is blocked'),
});

/** The club lands on the attacker (the trap at night, or a start fact of last night's club): C-40's effect on him. */
export function club(p: TmPlayer, effect: ClubEffect, blockNextNight: () => void): void {
  if (effect === 'clubbed') p.clubbed = true;
  else if (effect === 'knocked') p.knocked = true;
  else if (effect === 'nextNightBlocked') blockNextNight();
}

/** How an attacker who weighs his victim sees him (de Tréville, C-84). */
export type Standing = 'honest' | 'traitor';

/** The trap's ruling for him, or his own: the trap takes him, he spares the victim, or he kills the victim anyway. */
export type TrapTurn = 'trap' | 'spares' | 'slays';

/** C-38, C-39: the sword against the trap, by how de Tréville sees the protectee. */
export const SWORD_TRAP: Readonly<Record<Standing, Readings<TrapTurn>>> = {
  honest: readings('trevilleVsPorthosHonest', {
    trapDeath: reading<TrapTurn>('trap', 'A-161', 'Де Тревиль гибнет в ловушке Портоса', "De Tréville dies in Porthos's trap"),
    suicide: reading<TrapTurn>(
      'spares',
      'A-158',
      'Он видит честность жертвы и кончает с собой, как без ловушки',
      "He sees the victim's honesty and kills himself, as without the trap",
    ),
  }),
  traitor: readings('trevilleTrapOnMafProtectee', {
    dies: reading<TrapTurn>('trap', 'A-161', 'Де Тревиль гибнет в ловушке Портоса', "De Tréville dies in Porthos's trap"),
    killsMaf: reading<TrapTurn>(
      'slays',
      'A-161',
      'Ловушка не останавливает казнь предателя (C-39)',
      "The trap does not stop a traitor's execution (C-39)",
    ),
  }),
};
