import type { VerbTable } from '../../engine/ruleset.ts';
import { t, type Text } from '../../engine/text.ts';

/** «Мафия ЛК»'s day words after `A:`: the extension several roles hold (the roles' night verbs are in their files). */
export const LK_DAY_VERBS: VerbTable = {
  extend: ['extend', 'продление'], // a role's once-per-game extension, D-16, D-26, D-43, D-79
};

/** Names of the day's own ability ids, which no one role declares: the extension and the blitz vote (L148). */
export const LK_DAY_ABILITY_NAMES: Readonly<Record<string, Text>> = {
  blitz: t('блиц-голос', 'blitz vote'),
  extend: t('продление', 'extension'),
};
