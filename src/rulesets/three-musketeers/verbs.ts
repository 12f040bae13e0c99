import type { RulesetVerbs } from '../../engine/ruleset.ts';

/** «Три мушкетера»'s words after `A:` — day powers and the night moves that name a verb. */
export const TM_VERBS: RulesetVerbs = {
  day: {
    duel: ['duel', 'дуэль'], // D'Artagnan, A-83
    deny: ['deny', 'отказ'], // Rochefort, A-106
    cancel: ['cancel', 'отмена'], // Rochefort, A-105
    pull: ['pull', 'перетянуть'], // Constance, A-103
  },
  night: {
    keep: ['keep', 'оставить'], // Kitty keeps the amulet herself, A-136
    // A peaceful de Tréville names a target only for Milady (clarification 1, L203-207).
    peace: ['peace', 'мир', 'think', 'думать'],
  },
};
