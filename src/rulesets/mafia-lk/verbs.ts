import type { RulesetVerbs } from '../../engine/ruleset.ts';

/** «Мафия ЛК»'s words after `A:` — the day extension and the Sheriff's two night moves. */
export const LK_VERBS: RulesetVerbs = {
  day: {
    extend: ['extend', 'продление'], // a role's once-per-game extension, D-16, D-26, D-43, D-79
  },
  night: {
    check: ['check', 'проверка'], // the Sheriff, D-20
    shoot: ['shoot', 'выстрел'], // the Sheriff, D-25
  },
};
