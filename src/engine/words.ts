/**
 * The words the timeline's ids stand for (outcomes, change kinds, abilities, pseudo-roles, teams),
 * in both languages. The engine records ids; the CLI and the playground name them with these.
 */
import type { Team } from './scenario.ts';
import type { Text } from './text.ts';

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
  info: { ru: 'итог', en: 'result' },
};

/** Display names of the engine's ability ids (the timeline records ids; the UI names them). */
export const ABILITY: Record<string, Text> = {
  swap: { ru: 'перестановка', en: 'swap' },
  slot: { ru: 'место в очереди', en: 'slot' },
  kill: { ru: 'выстрел', en: 'shot' },
  lock: { ru: 'закрепление', en: 'lock' },
  watchDeeds: { ru: 'слежка гвардейца', en: "guardsman's watch" },
  watchVisitors: { ru: 'слежка подмастерья', en: "apprentice's watch" },
  tavern: { ru: 'трактир', en: 'tavern' },
  think: { ru: 'мысль о цели', en: 'target in mind' },
  amulet: { ru: 'амулет', en: 'amulet' },
  swapActions: { ru: 'чары (обмен действий)', en: 'charm (swap of actions)' },
  protect: { ru: 'защита с ловушкой', en: 'protection with a trap' },
  sermon: { ru: 'проповедь', en: 'sermon' },
  restore: { ru: 'молитва (воскрешение)', en: 'prayer (restoration)' },
  pair: { ru: 'сведение', en: 'pairing' },
  knockout: { ru: 'удар обухом', en: 'axe-butt blow' },
  vote: { ru: 'голос', en: 'vote' },
  mirror: { ru: 'зеркало', en: 'mirror' },
  trevilleKill: { ru: 'попытка убийства', en: 'kill attempt' },
  duel: { ru: 'дуэль', en: 'duel' },
  cancel: { ru: 'отмена голоса', en: 'vote cancelled' },
  pull: { ru: 'перетягивание голосов', en: 'vote pull' },
  deny: { ru: 'отказ в голосовании', en: 'vote denied' },
  visit: { ru: 'визит', en: 'visit' },
  check: { ru: 'проверка', en: 'check' },
  heal: { ru: 'лечение', en: 'heal' },
  shoot: { ru: 'выстрел шерифа', en: "sheriff's shot" },
  blitz: { ru: 'блиц-голос', en: 'blitz vote' },
  extend: { ru: 'продление', en: 'extension' },
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

/** The day's sentence as a label before the name, agreeing with them: «Посажена: Маша» (TM), «Казнён: Вася» (LK). */
export function sentencedWord(ruleset: string, gender: 'm' | 'f'): Text {
  if (ruleset === 'three-musketeers') return { ru: gender === 'f' ? 'Посажена' : 'Посажен', en: 'Jailed' };
  return { ru: gender === 'f' ? 'Казнена' : 'Казнён', en: 'Executed' };
}
