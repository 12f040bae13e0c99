import type { RulesetAbout } from '../../engine/ruleset.ts';
import { t } from '../../engine/text.ts';
import { LK_CLAUSES } from './clauses.ts';
import { LK_OPTIONS, optionOn } from './options.ts';
import { LK_NIGHT_VERBS, LK_ROLE_ABILITY_NAMES, LK_ROLES } from './roles/about.ts';
import { LK_DAY_ABILITY_NAMES, LK_DAY_VERBS } from './verbs.ts';

/** «Мафия ЛК» as data: what the page shows before (and without) the resolver. */
export const LK_ABOUT: RulesetAbout = {
  id: 'mafia-lk',
  name: t('Мафия ЛК', 'LK Mafia'),
  aliases: ['mafia-lk', 'мафия-лк', 'lk', 'лк', 'мафия лк'],
  roles: LK_ROLES,
  abilityNames: { ...LK_ROLE_ABILITY_NAMES, ...LK_DAY_ABILITY_NAMES },
  mafiaShot: 'team',
  desk: { evening: false, dayPost: 'dayResult' },
  clauses: LK_CLAUSES,
  options: LK_OPTIONS,
  verbs: { day: LK_DAY_VERBS, night: LK_NIGHT_VERBS },
  sentenced: { m: t('Казнён', 'Executed'), f: t('Казнена', 'Executed'), none: t('Никто не казнён', 'Nobody is executed') },
  teams: {
    honest: ['honest', 'town', 'light', 'мирный', 'мирные', 'честный', 'светлый', 'город', 'за город'],
    mafia: ['mafia', 'maf', 'black', 'маф', 'мафия', 'мафиози', 'чёрный', 'черный'],
    maniac: ['maniac', 'dark', 'маньяк', 'тёмный', 'темный', 'за себя'],
  },
  // LK's night summary has nothing beyond the shared deaths, messages and reports
  nightFacts: [],
  // «другая планета»: a night after every second day (D-90)
  daysMayRepeat: (options) => optionOn({ options }, 'lkOtherPlanet'),
};
