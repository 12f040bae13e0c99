// «Три мушкетера»'s own night facts (NightSummary.facts): who the executioner knocked out (A-140),
// whom the Abbess restored and whether Constance's bomb ended the night.
import { nightFlag, nightPlayers, type NightFactSpec, type NightFacts } from '../../engine/night-fact.ts';
import { t } from '../../engine/text.ts';

/** The facts a TM night records, typed. */
export interface TmSummaryFacts {
  readonly knocked: readonly string[];
  readonly restored: readonly string[];
  readonly bomb: boolean;
}

/** The declarations readers go by (CLI lines, compare words, expectations). */
export const TM_NIGHT_FACTS: readonly NightFactSpec[] = [
  {
    key: 'knocked',
    kind: 'players',
    label: t('Вырублены', 'Knocked out'),
    yes: t('вырубают', 'knocked out'),
    no: t('не вырубают', 'not knocked out'),
    none: t('никто не вырублен', 'nobody knocked out'),
  },
  {
    key: 'restored',
    kind: 'players',
    label: t('Восстановлены', 'Restored'),
    yes: t('восстанавливают', 'restored'),
    no: t('не восстанавливают', 'not restored'),
    none: t('никто не восстановлен', 'nobody restored'),
  },
  {
    key: 'bomb',
    kind: 'flag',
    label: t('Бомба взорвалась', 'The bomb went off'),
    yes: t('бомба взрывается', 'the bomb goes off'),
    no: t('без бомбы', 'no bomb'),
  },
];

/** A TM night's facts as the summary records them. */
export function tmNightFacts(facts: TmSummaryFacts): NightFacts {
  return { knocked: [...facts.knocked], restored: [...facts.restored], bomb: facts.bomb };
}

/** Reads a TM night's facts back (tests and TM's own message check). */
export function readTmNightFacts(facts: NightFacts): TmSummaryFacts {
  return { knocked: nightPlayers(facts, 'knocked'), restored: nightPlayers(facts, 'restored'), bomb: nightFlag(facts, 'bomb') };
}

/** A TM night summary's facts, typed. */
export function tmNight(night: { readonly facts: NightFacts }): TmSummaryFacts {
  return readTmNightFacts(night.facts);
}
