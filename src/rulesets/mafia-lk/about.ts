import type { RulesetAbout } from '../../engine/ruleset.ts';
import { t } from '../../engine/text.ts';
import { LK_CLAUSES } from './clauses.ts';
import { LK_OPTIONS } from './options.ts';
import { LK_ROLES } from './roles/index.ts';
import { LK_START_FACTS } from './start-facts.ts';

/** «Мафия ЛК» as data: what the page shows before (and without) the resolver. */
export const LK_ABOUT: RulesetAbout = {
  id: 'mafia-lk',
  name: t('Мафия ЛК', 'LK Mafia'),
  aliases: ['mafia-lk', 'мафия-лк', 'lk', 'лк', 'мафия лк'],
  roles: LK_ROLES,
  mafiaShot: 'team',
  clauses: LK_CLAUSES,
  options: LK_OPTIONS,
  teams: {
    honest: ['honest', 'town', 'light', 'мирный', 'мирные', 'честный', 'светлый', 'город', 'за город'],
    mafia: ['mafia', 'maf', 'black', 'маф', 'мафия', 'мафиози', 'чёрный', 'черный'],
    maniac: ['maniac', 'dark', 'маньяк', 'тёмный', 'темный', 'за себя'],
  },
  // LK's night summary has nothing beyond the shared deaths, messages and reports
  nightFacts: [],
  startFacts: LK_START_FACTS,
};
