/**
 * The words the timeline's ids stand for (outcomes, change kinds, abilities, pseudo-roles, teams),
 * in both languages. The engine records ids; the CLI and the playground name them with these.
 */
import type { Team } from './scenario.ts';
import type { Text } from './text.ts';

/**
 * The empty move, where a change's before or after is no action: the "why" panel, `expect why` lines,
 * the CLI and the README all write it so, so a host can copy it from the screen into a scenario.
 */
export const NO_ACTION = '∅';

/** Names of change kinds and arrow forms on the board's legend. */
export const ARROW: Record<string, Text> = {
  submitted: { ru: 'заявлено', en: 'submitted' },
  performed: { ru: 'выполнено', en: 'performed' },
  swapped: { ru: 'переставлено', en: 'swapped' },
  multiplied: { ru: 'размножено', en: 'multiplied' },
  redirected: { ru: 'перенаправлено', en: 'redirected' },
  blocked: { ru: 'заблокировано', en: 'blocked' },
  cancelled: { ru: 'отменено', en: 'cancelled' },
  trapped: { ru: 'в ловушке', en: 'trapped' },
  protected: { ru: 'защищено', en: 'protected' },
  knocked: { ru: 'вырублено', en: 'knocked out' },
  reordered: { ru: 'переупорядочено', en: 'reordered' },
};

/** Outcome names for the timeline badges. */
export const OUTCOME: Record<string, Text> = {
  performed: { ru: 'выполнено', en: 'performed' },
  blocked: { ru: 'заблокировано', en: 'blocked' },
  cancelled: { ru: 'отменено', en: 'cancelled' },
  failed: { ru: 'не удалось', en: 'failed' },
  powerless: { ru: 'бессильно', en: 'powerless' },
  refused: { ru: 'отклонено', en: 'refused' },
  none: { ru: 'нет хода', en: 'no move' },
  info: { ru: 'сводка', en: 'summary' },
};

/** Display names of the shared ability ids; a ruleset names its roles' own in Ruleset.abilityNames (the role files). */
export const ABILITY: Record<string, Text> = {
  swap: { ru: 'перестановка', en: 'swap' },
  slot: { ru: 'место в очереди', en: 'slot' },
  kill: { ru: 'выстрел', en: 'shot' },
  think: { ru: 'мысль о цели', en: 'target in mind' },
  vote: { ru: 'голос', en: 'vote' },
};

/** Pseudo-roles the engine uses that are not characters of a ruleset. */
export const PSEUDO_ROLE: Record<string, Text> = {
  killer: { ru: 'киллер', en: 'killer' },
  mafia: { ru: 'мафия', en: 'mafia' },
};

/** Team words for a player of either gender («Кэтти (честная)»). */
export const TEAM: Record<Team, { readonly m: Text; readonly f: Text }> = {
  honest: { m: { ru: 'честный', en: 'honest' }, f: { ru: 'честная', en: 'honest' } },
  mafia: { m: { ru: 'мафия', en: 'mafia' }, f: { ru: 'мафия', en: 'mafia' } },
  maniac: { m: { ru: 'маньяк', en: 'maniac' }, f: { ru: 'маньяк', en: 'maniac' } },
};

/** An ability id in words: the ruleset's own name first, then the shared one, else the id itself. */
export function abilityWord(names: Readonly<Record<string, Text>> | undefined, id: string, lang: 'ru' | 'en'): string {
  return names?.[id]?.[lang] ?? ABILITY[id]?.[lang] ?? id;
}

/** A host message's code as shown: M1–M13 as the rulebook numbers them; the C-103 dedicated text in words. */
export function messageCodeWord(code: string): Text {
  return code === 'FAIL' ? { ru: 'отдельный текст', en: 'dedicated text' } : { ru: code, en: code };
}

/** The winning side (the Team id a timeline records as its winner). */
export const WINNER: Record<string, Text> = {
  honest: { ru: 'честные', en: 'the honest side' },
  mafia: { ru: 'мафия', en: 'the mafia' },
  maniac: { ru: 'маньяк', en: 'the Maniac' },
};

/** The day's sentence as a label before the name, agreeing with them (the ruleset's Ruleset.sentenced). */
export function sentencedWord(sentenced: { readonly m: Text; readonly f: Text }, gender: 'm' | 'f'): Text {
  return sentenced[gender];
}
