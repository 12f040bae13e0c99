import type { Clause } from '../../engine/clause.ts';
import { t } from '../../engine/text.ts';

/** Clauses of the day and evening rules (A.3–A.6, A.8.4/6/7 day parts). */
export const TM_DAY_CLAUSES: Readonly<Record<string, Clause>> = {
  'A-37': {
    id: 'A-37', source: 'L25',
    quote: 'Тот, кто первым голосует днем, тот имеет преимущество ночного хода.',
    summary: t('Ночной порядок — порядок дневных голосов.', 'The night order is the order of the day votes.'),
  },
};
