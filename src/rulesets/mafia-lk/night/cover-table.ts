import { t, type Text } from '../../../engine/text.ts';
import type { LkClauseId } from '../clauses.ts';
import { opt, type LkContext } from '../context.ts';
import type { LkOptionKey } from '../options.ts';

/**
 * The night shot and the heal against the Priestess's visit, as a table (as TM's attack × protection
 * table and Clocktower tools' jinxes): for each pair the ruling, its clause, the option whose reading
 * it depends on (`when`) and a reason in both languages. night/shots.ts and night/heal.ts rule by it.
 */

/** A move that meets the visit: a night shot (mafia, Sheriff, Maniac), or the Doctor's heal. */
export type Meeting = 'shot' | 'heal';

/** Where the move's target stands in the visit: her guest, or the Priestess herself. */
export type Cover = 'guest' | 'priestess';

/** One ruling. */
export interface CoverRuling {
  /** missed: the shot misses the guest; guestFalls: her guest is shot with her; savesBoth / savesPriestess: whom a heal saves. */
  readonly outcome: 'missed' | 'guestFalls' | 'savesBoth' | 'savesPriestess';
  readonly clause: LkClauseId;
  /** The option the cause notes (the reading in force), when the ruling depends on or leads to one. */
  readonly option?: LkOptionKey;
  /** Why, in words, for the encyclopedia and the table's test. */
  readonly reason: Text;
  /** The step's cause with the players' names: the target, and the Priestess's guest. */
  readonly says: (target: string, guest: string) => Text;
}

/** A pair's ruling, or one per reading of an option. */
export type CoverEntry = CoverRuling | { readonly when: LkOptionKey; readonly readings: Readonly<Record<string, CoverRuling>> };

/** Every move against every place in the visit that has a rule (a heal of the guest alone is a plain heal). */
export const MOVE_VS_COVER: { readonly shot: Readonly<Record<Cover, CoverEntry>>; readonly heal: { readonly priestess: CoverEntry } } = {
  shot: {
    guest: {
      outcome: 'missed',
      clause: 'D-48',
      reason: t('Выстрел в гостя жрицы — промах; стрелку не сообщают', "A shot at the Priestess's guest misses; the shooter is not told"),
      says: (target) =>
        t(`${target} — гость жрицы: промах, стрелку не сообщают`, `${target} is the Priestess's guest: a miss, the shooter is not told`),
    },
    priestess: {
      outcome: 'guestFalls',
      clause: 'D-49',
      reason: t('Выстрел в жрицу кладёт на носилки и её, и гостя', 'A shot at the Priestess puts her and her guest on the stretcher'),
      says: (_target, guest) =>
        t(`Выстрел в жрицу: её гость ${guest} погибает вместе с ней`, `A shot at the Priestess: her guest ${guest} dies with her`),
    },
  },
  heal: {
    priestess: {
      when: 'lkPriestessHeal',
      readings: {
        savesBoth: {
          outcome: 'savesBoth',
          clause: 'D-49',
          option: 'lkPriestessHeal',
          reason: t('Вылеченная жрица спасает и гостя, раненного с ней', 'The healed Priestess saves the guest shot with her too'),
          says: (_target, guest) => t(`Жрица спасена — её гость ${guest} тоже`, `The Priestess is saved — so is her guest ${guest}`),
        },
        savesPriestessOnly: {
          outcome: 'savesPriestess',
          clause: 'D-49',
          option: 'lkPriestessHeal',
          reason: t('Лечение спасает только жрицу; её гость погибает', 'The heal saves only the Priestess; her guest dies'),
          says: (_target, guest) => t(`Спасена только жрица; ${guest} погибает`, `Only the Priestess is saved; ${guest} dies`),
        },
      },
    },
  },
};

/** The ruling of an entry under the game's options. */
export function rulingOf(ctx: LkContext, entry: CoverEntry): CoverRuling {
  if (!('when' in entry)) return entry;
  const ruling = entry.readings[String(opt(ctx, entry.when))];
  if (!ruling) throw new Error(`cover table: no ruling for ${entry.when} = ${String(opt(ctx, entry.when))}`);
  return ruling;
}
