import type { Clause } from '../../engine/clause.ts';
import { t } from '../../engine/text.ts';

/** Clause table of «Три мушкетера», keyed by RULES-NOTES Part A rule numbers (A-1 … A-170). */
export const TM_CLAUSES: Readonly<Record<string, Clause>> = {
  'A-37': {
    id: 'A-37', source: 'L25',
    quote: 'Тот, кто первым голосует днем, тот имеет преимущество ночного хода.',
    summary: t('Ночной порядок — порядок дневных голосов.', 'The night order is the order of the day votes.'),
  },
};
