import type { StartFactSpec } from '../../engine/start-fact.ts';
import { t } from '../../engine/text.ts';
import { LK_ROLE_MODULES } from './roles/index.ts';
import type { LkRole } from './roles/role.ts';

/** The ids of the roles a fact belongs to, in the registry's order. */
const rolesWhere = (has: (r: LkRole) => unknown): string[] => LK_ROLE_MODULES.filter(has).map((r) => r.id);
const HEALERS = rolesWhere((r) => r.canHeal);
// A mafioso may come to hold the Don's seat, and its right to extend the day (D-12, D-16).
const EXTENDERS = rolesWhere((r) => r.extension || r.team === 'mafia');

/**
 * What a «Мафия ЛК» player line may say about the game so far (read by init.ts): the once-per-game
 * heals and extension already spent, and the warnings and inactive days on record.
 */
export const LK_START_FACTS: readonly StartFactSpec[] = [
  {
    id: 'healed',
    words: ['healed', 'вылечен', 'вылечена'],
    roles: [],
    clause: 'D-32',
    meaning: t('Его уже лечили: лечить можно один раз за партию', 'He has been healed before: once per game'),
  },
  {
    id: 'selfHealUsed',
    words: ['selfHealUsed', 'самолечение-использовано'],
    roles: HEALERS,
    clause: 'D-32',
    meaning: t('Доктор уже лечил себя (раз за партию)', 'The Doctor has already healed himself (once per game)'),
  },
  {
    id: 'healUsed',
    words: ['healUsed', 'лечение-использовано'],
    roles: HEALERS,
    clause: 'D-32',
    meaning: t(
      'Единственное лечение доктора потрачено (при lkDoctorLimit = totalOnce)',
      "The Doctor's single heal is spent (under lkDoctorLimit = totalOnce)",
    ),
  },
  {
    id: 'extendUsed',
    words: ['extendUsed', 'продление-использовано'],
    roles: EXTENDERS,
    clause: 'D-16',
    meaning: t('Продление дня уже использовано', 'The day extension is already used'),
  },
  {
    id: 'warned',
    words: ['warned', 'предупрежден', 'предупреждена'],
    roles: [],
    clause: 'D-74',
    meaning: t('Одно предупреждение уже есть', 'One warning already on record'),
  },
  // Issue 8.12: a player one warning from leaving (L152 «третье - игрок покидает игровую партию»).
  {
    id: 'warnedTwice',
    words: ['warnedTwice', 'предупрежден-дважды', 'предупреждена-дважды'],
    roles: [],
    clause: 'D-74',
    meaning: t('Два предупреждения уже есть: третье выводит из игры', 'Two warnings already on record: a third removes him'),
  },
  // Issue 8.12: under lkWarningLadder = separateCounters a night warning counts on its own ladder
  // (L167 «За второе предупреждение – игрок убивается ведущим»); `warned` counts the day ones.
  {
    id: 'nightWarned',
    words: ['nightWarned', 'предупрежден-ночью', 'предупреждена-ночью'],
    roles: [],
    clause: 'D-57',
    meaning: t(
      'Одно ночное предупреждение уже есть (при раздельных счетчиках второе ночное убивает)',
      'One night warning already on record (under separate counters a second night one kills)',
    ),
  },
  // Issue 8.12: a vote-losing warning given last night (lkSecondWarningTiming = voidCurrentOrNext, D-A28).
  {
    id: 'voteLost',
    words: ['voteLost', 'лишен-голоса', 'лишена-голоса'],
    roles: [],
    clause: 'D-74',
    meaning: t(
      'Ночью получил второе предупреждение: сегодня его голос не считается',
      'Got his second warning last night: his vote does not count today',
    ),
  },
  // Issue 8.12: last night's guest, whom the Priestess may not take again tonight (L118 «два и более раз подряд»).
  {
    id: 'priestessGuest',
    words: ['priestessGuest', 'гость-жрицы'],
    roles: [],
    clause: 'D-51',
    meaning: t('Прошлой ночью был гостем Жрицы: этой ночью она его не забирает', "Was the Priestess's guest last night: not again tonight"),
  },
  // The Maniac-rapist's victim (optional rule, D-89, lkManiacRapist): he may not discuss today.
  {
    id: 'muted',
    words: ['muted', 'молчит'],
    roles: [],
    clause: 'D-89',
    meaning: t('Жертва маньяка-насильника: сегодня не обсуждает', "The Maniac-rapist's victim: may not discuss today"),
  },
  {
    id: 'inactive',
    words: ['inactive', 'неактивен', 'неактивна'],
    roles: [],
    clause: 'D-83',
    meaning: t('Один неактивный день уже есть', 'One inactive day already on record'),
  },
];
