import type { RulesetAbout } from '../../engine/ruleset.ts';
import { t } from '../../engine/text.ts';
import { TM_CLAUSES } from './clauses.ts';
import { TM_OPTIONS } from './options.ts';
import { TM_NIGHT_FACTS } from './night-facts.ts';
import { TM_ABILITY_NAMES, TM_ROLES, TM_VERBS } from './roles/about.ts';

/** «Три мушкетера» as data: what the page shows before (and without) the resolver. */
export const TM_ABOUT: RulesetAbout = {
  id: 'three-musketeers',
  name: t('Три мушкетера', 'The Three Musketeers'),
  aliases: ['three-musketeers', 'три-мушкетера', 'tm', 'тм', 'три мушкетера'],
  roles: TM_ROLES,
  abilityNames: TM_ABILITY_NAMES,
  clauses: TM_CLAUSES,
  options: TM_OPTIONS,
  verbs: TM_VERBS,
  sentenced: { m: t('Посажен', 'Jailed'), f: t('Посажена', 'Jailed'), none: t('Никто не посажен', 'Nobody is jailed') },
  teams: { honest: ['honest', 'честный', 'чиж', 'town'], mafia: ['mafia', 'maf', 'маф', 'мафия', 'предатель'] },
  nightFacts: TM_NIGHT_FACTS,
  mafiaShot: 'killer',
  desk: { evening: true, dayPost: 'nightOrder' },
  previousOrder: t(
    'Официальный порядок (до перестановок) ночи перед первым блоком: от него идут обратный порядок непроголосовавших (A-39) и дуэль (A-85)',
    'The official (pre-swap) order of the night before the first block: non-voters (A-39) and a duel (A-85) are reversed against it',
  ),
};
