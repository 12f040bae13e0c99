/**
 * Keyword tables: every keyword of the scenario language with its English and Russian spellings.
 * Keys are canonical (English) ids; the parser matches normalised words against the spellings.
 */
import { normalizeName } from './normalize.ts';

/** Statement keywords that may start a line. */
export const STATEMENT_KEYWORDS = {
  ruleset: ['ruleset', 'правила'],
  seed: ['seed', 'зерно'],
  option: ['option', 'опция'],
  player: ['player', 'игрок'],
  day: ['day', 'день'],
  evening: ['evening', 'вечер'],
  night: ['night', 'ночь'],
  order: ['order', 'порядок'],
  lock: ['lock', 'закрепить'],
  swaps: ['swaps', 'swap', 'перестановки', 'перестановка'],
  killer: ['killer', 'киллер'],
  mafia: ['mafia', 'мафия'],
  blitz: ['blitz', 'блиц'],
  warn: ['warn', 'предупреждение'],
  inactive: ['inactive', 'неактив'],
  expect: ['expect', 'ожидание', 'ожидается'],
} as const;

/** Canonical statement keyword id. */
export type StatementKeyword = keyof typeof STATEMENT_KEYWORDS;

/** What may follow `expect` (after an optional `not`). */
export const EXPECT_KINDS = {
  dies: ['dies', 'умирает', 'умер', 'умерла', 'погибает', 'погиб', 'погибла'],
  survives: ['survives', 'выживает', 'выжил', 'выжила', 'жив', 'жива'],
  jailed: ['jailed', 'посажен', 'посажена'],
  nobodyJailed: ['nobody jailed', 'nobodyjailed', 'никто не посажен', 'никого не посадили'],
  knocked: ['knocked', 'вырублен', 'вырублена'],
  restored: ['restored', 'восстановлен', 'восстановлена'],
  order: ['order', 'порядок'],
  message: ['message', 'сообщение'],
  report: ['report', 'отчет', 'доклад'],
  public: ['public', 'публично', 'пост'],
  diagnostic: ['diagnostic', 'диагностика'],
  winner: ['winner', 'победитель', 'победа'],
  change: ['change', 'changed', 'изменение', 'изменён', 'изменено'],
  why: ['why', 'почему', 'причина'],
} as const;

/**
 * What `expect change PLAYER KIND` may name: the kinds of change a step records on another
 * action (timeline.ts ChangeKind), as the playground's "why" panel words them (engine/words.ts ARROW).
 */
export const CHANGE_KINDS = {
  swapped: ['swapped', 'переставлено', 'переставлен', 'переставлена'],
  multiplied: ['multiplied', 'размножено', 'размножен', 'размножена'],
  redirected: ['redirected', 'перенаправлено', 'перенаправлен', 'перенаправлена'],
  blocked: ['blocked', 'заблокировано', 'заблокирован', 'заблокирована'],
  cancelled: ['cancelled', 'canceled', 'отменено', 'отменён', 'отменена'],
  trapped: ['trapped', 'в ловушке'],
  protected: ['protected', 'защищено', 'защищён', 'защищена'],
  knocked: ['knocked', 'knocked out', 'вырублено', 'вырублен', 'вырублена'],
  reordered: ['reordered', 'переупорядочено'],
} as const;

/** `not` / `не` after `expect`. */
export const NOT_WORDS = ['not', 'не'] as const;

// Day powers and night verbs are each ruleset's own vocabulary (Ruleset.verbs, rulesets/*/verbs.ts).

/** Words for "no target" in a vote (`A -> none`). */
export const NONE_WORDS = ['none', 'не голосую', 'никого', 'нет'] as const;

/** Words for the actor as a target. */
export const SELF_WORDS = ['self', 'себя', 'сам', 'сама'] as const;

/**
 * Player start conditions, canonical id → spellings. Mid-game facts (a spent one-shot, a state
 * carried from last night) are each ruleset's own `startFacts` table, read by facts.ts.
 */
export const CONDITIONS = {
  dead: ['dead', 'мертв', 'мертва', 'убит', 'убита'],
  jailed: ['jailed', 'посажен', 'посажена'],
} as const;

/** Gender words on the player line: verbs, roles and team words agree with them. */
export const GENDER_WORDS = {
  m: ['м', 'муж', 'мужской', 'он', 'male', 'he'],
  f: ['ж', 'жен', 'женский', 'она', 'female', 'she'],
} as const;

/** The player-line word for a name that is never declined («Кэтти», «Shadow» already are). */
export const INDECLINABLE_WORDS = { indeclinable: ['несклоняемое', 'несклоняемый', 'несклон', 'indeclinable'] } as const;

/** Case labels inside a player line's forms string: «в: Диму», `acc: Диму`. */
export const CASE_LABELS = {
  gen: ['р', 'род', 'gen'],
  dat: ['д', 'дат', 'dat'],
  acc: ['в', 'вин', 'acc'],
  ins: ['т', 'тв', 'твор', 'ins'],
  prep: ['п', 'пр', 'пред', 'prep'],
} as const;

/** Extra team spellings the DSL accepts on top of each ruleset's own team words. */
export const EXTRA_TEAM_WORDS: Readonly<Record<string, readonly string[]>> = {
  honest: ['честная', 'честные', 'мирная'],
  mafia: ['мафиози'],
};

/** Looks a normalised word up in a table of spellings; returns the canonical id. */
export function lookup<K extends string>(table: Readonly<Record<K, readonly string[]>>, word: string): K | undefined {
  return spellingMap(table).get(normalizeName(word)) as K | undefined;
}

/** Every spelling in a table, flat (for suggestions and completion). */
export function spellings(table: Readonly<Record<string, readonly string[]>>): readonly string[] {
  let list = spellingLists.get(table);
  if (!list) spellingLists.set(table, (list = Object.values(table).flat()));
  return list;
}

/** Each table's spellings, flattened once (tables are constants; "did you mean" asks per word). */
const spellingLists = new WeakMap<object, string[]>();

const maps = new WeakMap<object, Map<string, string>>();

/** Normalised spelling → canonical id for a table (built once per table). */
export function spellingMap(table: Readonly<Record<string, readonly string[]>>): Map<string, string> {
  let m = maps.get(table);
  if (!m) {
    m = new Map();
    for (const [id, words] of Object.entries(table)) for (const w of words) m.set(normalizeName(w), id);
    maps.set(table, m);
  }
  return m;
}
