/**
 * What the editor's hover says over a keyword, a team or gender word, and a message code
 * (`expect message Кэтти M12` shows M12's text). Plain data, both languages.
 */
import type { Ruleset } from '../engine/ruleset.ts';
import { t, type Text } from '../engine/text.ts';
import { LK_MESSAGES, type LkMessageCode } from '../rulesets/mafia-lk/messages.ts';
import { TM_MESSAGES, type TmMessageCode } from '../rulesets/three-musketeers/messages.ts';
import { CONDITIONS, EXTRA_TEAM_WORDS, GENDER_WORDS, INDECLINABLE_WORDS, spellingMap } from './keywords.ts';
import { normalizeName } from './normalize.ts';

/** Statement keywords explained. */
const KEYWORD: Readonly<Record<string, Text>> = {
  ruleset: t(
    '**правила** — по какому регламенту разбирать: «Три мушкетера» или «Мафия ЛК».',
    '**ruleset** — which rulebook resolves the scenario: «Three Musketeers» or «LK Mafia».',
  ),
  seed: t(
    '**зерно** — число для жребия: одно зерно — один и тот же разбор.',
    '**seed** — the number behind the lots: the same seed gives the same ruling.',
  ),
  option: t(
    '**опция** — трактовка спорного места правил: `опция КЛЮЧ = ЗНАЧЕНИЕ`.',
    '**option** — a reading of an ambiguous rule: `option KEY = VALUE`.',
  ),
  player: t(
    '**игрок** — `игрок ИМЯ: РОЛЬ, КОМАНДА`; род и формы имени — `м`/`ж` и «Р, Д, В, Т, П».',
    "**player** — `player NAME: ROLE, TEAM`; the name's gender and forms — `he`/`she` and «gen, dat, acc, ins, prep».",
  ),
  day: t('**день** — голоса и дневные способности, по порядку времени.', '**day** — votes and day powers, in time order.'),
  evening: t(
    '**вечер** — официальный порядок, закрепление Планше, перестановки мафии.',
    "**evening** — the official order, Planchet's lock, the mafia swaps.",
  ),
  night: t('**ночь** — ночные ходы: `КТО -> ЦЕЛЬ`.', '**night** — night moves: `WHO -> TARGET`.'),
  order: t(
    '**порядок** — очередность ходов (вечером — официальная, ночью — сыгранная).',
    '**order** — the move order (in the evening the official one, at night the one played).',
  ),
  lock: t(
    '**закрепить** — Планше закрепляет персонажа: мафия не может его переставить.',
    '**lock** — Planchet locks a character: the mafia cannot move him.',
  ),
  swaps: t('**перестановки** — заявка мафии: пары «X/Y».', "**swaps** — the mafia's submission: pairs «X/Y»."),
  killer: t('**киллер** — у кого мушкет мафии этой ночью.', '**killer** — who holds the mafia musket tonight.'),
  mafia: t('**мафия** — общий выстрел мафии (ЛК).', "**mafia** — the mafia's shot (LK)."),
  blitz: t('**блиц** — переголосование среди набравших поровну (ЛК).', '**blitz** — the re-vote among the tied (LK).'),
  warn: t('**предупреждение** — предупреждение ведущего (ЛК).', '**warn** — a host warning (LK).'),
  inactive: t('**неактив** — день без сообщений в теме (ЛК).', '**inactive** — a day without posts in the thread (LK).'),
  expect: t(
    '**ожидание** — что должно выйти: разбор проверяет и показывает ✓ или ✗.',
    '**expect** — what the ruling must show: checked and marked ✓ or ✗.',
  ),
};

/** A keyword's explanation, by canonical id. */
export function keywordHover(id: string): Text | null {
  return KEYWORD[id] ?? null;
}

const GENDER_TEXT: Readonly<Record<string, Text>> = {
  m: t('**мужской род**: «Дима уже походил», «Дима (честный)».', '**masculine**: Russian texts read «Дима уже походил», «Дима (честный)».'),
  f: t(
    '**женский род**: «Маша уже походила», «Маша (честная)».',
    '**feminine**: Russian texts read «Маша уже походила», «Маша (честная)».',
  ),
};

/** A player-line word (team, condition, gender, `несклоняемое`) explained. */
export function playerItemHover(word: string, ruleset: Ruleset): Text | null {
  const k = normalizeName(word);
  for (const [team, words] of Object.entries(ruleset.teams)) {
    if ([team, ...words, ...(EXTRA_TEAM_WORDS[team] ?? [])].some((w) => normalizeName(w) === k)) return teamText(team);
  }
  const gender = spellingMap(GENDER_WORDS).get(k);
  if (gender) return GENDER_TEXT[gender] ?? null;
  if (spellingMap(INDECLINABLE_WORDS).has(k))
    return t(
      '**несклоняемое** — имя во всех падежах пишется как есть.',
      '**indeclinable** — the name stays as written in every Russian case.',
    );
  const cond = spellingMap(CONDITIONS).get(k);
  return cond ? t(`**состояние** на начало сценария: ${word}`, `**condition** at the start of the scenario: ${cond}`) : null;
}

function teamText(team: string): Text {
  if (team === 'mafia')
    return t(
      '**команда: мафия** — проверка и утренний пост называют игрока мафом.',
      '**team: mafia** — checks and the morning post name the player a maf.',
    );
  if (team === 'maniac')
    return t('**команда: маньяк** — играет за себя (тёмный маньяк ЛК).', "**team: maniac** — plays for himself (LK's dark Maniac).");
  return t(
    '**команда: честные** — горожане; пост называет игрока честным.',
    '**team: honest** — the town; the post names the player honest.',
  );
}

/** A host message code's own text: M1–M13 of «Три мушкетера», the LK codes. */
export function messageCodeHover(code: string): Text | null {
  const tm = code.replace(/^М/, 'M');
  const text = (TM_MESSAGES as Record<string, Text>)[tm as TmMessageCode];
  if (text) return t(`**${tm}** — «${text.ru}»`, `**${tm}** — "${text.en}"`);
  const lk = (LK_MESSAGES as Record<string, { text: Text; source: string }>)[code as LkMessageCode];
  return lk
    ? t(
        `**${code}** (${lk.source}) — «${lk.text.ru.replace(/\n/g, ' / ')}»`,
        `**${code}** (${lk.source}) — "${lk.text.en.replace(/\n/g, ' / ')}"`,
      )
    : null;
}
