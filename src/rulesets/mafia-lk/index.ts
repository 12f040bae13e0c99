import type { Ruleset } from '../../engine/ruleset.ts';
import { t } from '../../engine/text.ts';

/** «Мафия ЛК». (Stub: roles, phases and options come with the LK work.) */
export const mafiaLk: Ruleset = {
  id: 'mafia-lk',
  name: t('Мафия ЛК', 'LK Mafia'),
  aliases: ['mafia-lk', 'мафия-лк', 'lk', 'лк'],
  roles: [],
  clauses: {},
  options: [],
  teams: { honest: ['honest', 'мирный', 'честный', 'town'], mafia: ['mafia', 'маф', 'мафия'], maniac: ['maniac', 'маньяк'] },
  resolve: () => ({ steps: [], days: [], nights: [], phases: [], actions: [], diagnostics: [], winner: null }),
};
