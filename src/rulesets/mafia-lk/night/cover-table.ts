import { t, type Text } from '../../../engine/text.ts';
import type { LkClauseId } from '../clauses.ts';
import { opt, type LkContext } from '../context.ts';
import type { LkOptionKey } from '../options.ts';
import type { Visit } from './book.ts';

/**
 * Every night move against the Priestess's visit, as a table (as TM's attack × protection table and
 * Clocktower tools' jinxes): for each pair the ruling, its clause, the option whose reading it depends on
 * (`when`) and a reason in both languages. The shot (night/shots.ts), the guest's own move (night/checks.ts),
 * the mafia's shot at the Child (roles/mafia.ts) and the Doctor's heal (roles/doctor-*.ts) rule by it.
 */

/**
 * A move that meets the visit: a night shot (mafia, Sheriff, Maniac); the mafia's shot at a player it may
 * not shoot (the Child, D-55); the Doctor's heal; his self-heal under the bar of D-36; the guest's own move.
 */
export type Meeting = 'shot' | 'shield' | 'heal' | 'selfHeal' | 'move';

/** Where the move's target (the guest's own move: its actor) stands in the visit: her guest, or the Priestess herself. */
export type Cover = 'guest' | 'priestess';

/** What a ruling does. */
export type CoverOutcome =
  /** The shot misses the guest (D-48). */
  | 'missed'
  /** The shot at the Priestess puts her guest on the stretcher too (D-49). */
  | 'guestFalls'
  /** The mafia's shot at the Child is refused as if he were not the guest (D-55). */
  | 'shieldHolds'
  /** Whom a heal of the Priestess saves: both, or her alone (D-49). */
  | 'savesBoth'
  | 'savesPriestess'
  /** A heal of the guest who dies with the Priestess saves him alone; her shot still kills her (D-49). */
  | 'savesGuest'
  /** Tagged «(лечить нельзя)» on the stretcher list (D-29). */
  | 'unhealable'
  /** The Doctor's self-heal is accepted and does not save him (D-36, D.R 1). */
  | 'healFails'
  /** The self-heal is ruled as any heal of the guest. */
  | 'plainHeal'
  /** The guest's own night move does not happen (D-47). */
  | 'blocked'
  /** The guest's own night move happens as written. */
  | 'acts';

/** One ruling. */
export interface CoverRuling {
  readonly outcome: CoverOutcome;
  readonly clause: LkClauseId;
  /** The option the cause notes (the reading in force), when the ruling depends on or leads to one. */
  readonly option?: LkOptionKey;
  /** Why, in words, for the encyclopedia and the table's test. */
  readonly reason: Text;
  /** The step's cause (or the stretcher tag) with the players' names: the target, and the Priestess's guest. */
  readonly says: (target: string, guest: string) => Text;
}

/** A pair's ruling, or one per reading of an option. */
export type CoverEntry = CoverRuling | { readonly when: LkOptionKey; readonly readings: Readonly<Record<string, CoverRuling>> };

/** A ruling whose cause is its reason, word for word. */
const plain = (outcome: CoverOutcome, clause: LkClauseId, ru: string, en: string, option?: LkOptionKey): CoverRuling => ({
  outcome,
  clause,
  ...(option ? { option } : {}),
  reason: t(ru, en),
  says: () => t(ru, en),
});

/** Every move against every place in the visit that has a rule (a heal of the Priestess's guest who was not shot is a plain heal). */
export const MOVE_VS_COVER: {
  readonly shot: Readonly<Record<Cover, CoverEntry>>;
  readonly shield: { readonly guest: CoverEntry };
  readonly heal: Readonly<Record<Cover, CoverEntry>>;
  readonly selfHeal: { readonly guest: CoverEntry };
  readonly move: { readonly guest: CoverEntry };
} = {
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
  shield: {
    guest: {
      when: 'lkChildAsGuestAnnounce',
      readings: {
        announce: plain(
          'shieldHolds',
          'D-55',
          'Дитя — гость жрицы, но ведущий всё равно объявляет',
          'The Child is the guest, but the host still announces',
          'lkChildAsGuestAnnounce',
        ),
        silentMiss: plain(
          'missed',
          'D-55',
          'Дитя — гость жрицы: выстрел мафии просто промах, как в любого гостя',
          "The Child is the guest: the mafia's shot is a plain miss, as at any guest",
          'lkChildAsGuestAnnounce',
        ),
      },
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
    guest: {
      when: 'lkGuestDeathHealable',
      readings: {
        true: {
          outcome: 'savesGuest',
          clause: 'D-49',
          option: 'lkGuestDeathHealable',
          reason: t(
            'Гостя, погибающего вместе со жрицей, можно вылечить; жрица погибает',
            'The guest dying with the Priestess can be healed; she dies',
          ),
          says: (target) => t(`${target} спасается от выстрела в жрицу`, `${target} is saved from the shot at the Priestess`),
        },
        false: {
          outcome: 'unhealable',
          clause: 'D-49',
          option: 'lkGuestDeathHealable',
          reason: t(
            'Гость, погибающий вместе со жрицей, — «(лечить нельзя)»',
            'The guest dying with the Priestess is "(cannot be healed)"',
          ),
          says: (target) => t(`${target} погибает вместе со жрицей`, `${target} dies together with the Priestess`),
        },
      },
    },
  },
  selfHeal: {
    guest: {
      when: 'lkDoctorGuestSelfHeal',
      readings: {
        tagAndReask: plain(
          'unhealable',
          'D-36',
          'доктор слишком изнеможён, чтобы вылечить себя',
          'the Doctor is too exhausted to heal himself',
          'lkDoctorGuestSelfHeal',
        ),
        acceptAndFail: plain(
          'healFails',
          'D-36',
          'Погибнут оба игрока: доктор не в состоянии себя вылечить',
          'Both die: the Doctor cannot heal himself',
          'lkDoctorGuestSelfHeal',
        ),
        allowed: plain(
          'plainHeal',
          'D-36',
          'Доктор-гость лечит себя, как любого гостя',
          'The Doctor who is the guest heals himself as any guest',
          'lkDoctorGuestSelfHeal',
        ),
      },
    },
  },
  move: {
    guest: {
      when: 'lkPriestessBlocks',
      readings: {
        true: plain(
          'blocked',
          'D-47',
          'Жрица забрала его к себе: гость ничего не делает',
          'The Priestess took him home: the guest does nothing',
          'lkPriestessBlocks',
        ),
        false: plain(
          'acts',
          'D-47',
          'Гость жрицы делает свой ночной ход, как записан',
          "The Priestess's guest makes his night move as written",
          'lkPriestessBlocks',
        ),
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

/** Where a target stands in tonight's visit (a Priestess who took herself is neither). */
export function coverOf(v: Visit | null, target: string): Cover | null {
  if (!v || v.guest === v.priestess) return null;
  return v.guest === target ? 'guest' : v.priestess === target ? 'priestess' : null;
}

/** The ruling for a move at `target` tonight, or null when the target stands outside the visit or the pair has no rule. */
export function coverRuling(ctx: LkContext, v: Visit | null, meeting: Meeting, target: string): CoverRuling | null {
  const cover = coverOf(v, target);
  const row: Partial<Record<Cover, CoverEntry>> = MOVE_VS_COVER[meeting];
  const entry = cover ? row[cover] : undefined;
  return entry ? rulingOf(ctx, entry) : null;
}
