import type { StartFactSpec } from '../../engine/start-fact.ts';
import type { PlayerDecl } from '../../engine/scenario.ts';
import { t, type Text } from '../../engine/text.ts';
import { roleOf } from './roles/index.ts';
import { notInherited } from './roles/traits.ts';

/** The Father inherits only from a player who is out, and never an ability that does not pass on. */
function refuseInheritance(from: PlayerDecl): Text | null {
  if (from.start === 'alive') {
    return t(
      `${from.name} ещё в игре: Отец наследует только выбывшего — убитого или посаженного (A-153)`,
      `${from.name} is still in the game: the Father inherits only from a player who is out (dead or jailed, A-153)`,
    );
  }
  if (!notInherited(from.role)) return null;
  const forms = roleOf(from.role)?.forms;
  return t(
    `Умения ${forms?.ru[1] ?? from.role} по наследству не переходят (A-155)`,
    `The abilities of ${forms?.en ?? from.role} are not inherited (A-155)`,
  );
}

/**
 * What a «Три мушкетера» player line may say about the game so far, so a host can start at the
 * disputed phase instead of playing it out from night 1. Each fact is the memory of one clause:
 * a spent one-shot, or a state last night left for the first phase written (start-state.ts).
 */
export const TM_START_FACTS: readonly StartFactSpec[] = [
  {
    id: 'knocked',
    words: ['knocked', 'вырублен', 'вырублена', 'удар-получен'],
    roles: [],
    clause: 'A-122',
    meaning: t(
      'Уже получил удар палача в одну из прошлых ночей (повторный убьёт); вырублен прошлой ночью — «без-сознания»',
      'Took an executioner hit on an earlier night (a second one kills); knocked out last night is «без-сознания»',
    ),
  },
  {
    id: 'knockedOut',
    words: ['knockedOut', 'без-сознания'],
    roles: [],
    clause: 'A-124',
    meaning: t(
      'Вырублен прошлой ночью: днём не голосует и не действует, вечером — место 1 (и один удар уже получен)',
      'Knocked out last night: no vote or day power today, slot 1 this evening (and one hit already taken)',
    ),
  },
  // Issue 8.12: last night's blow, where tonight reads it: under C-79 literal24h it takes tonight too
  // (A-126 «на сутки»), under secondHitKills = consecutiveNights a hit tonight kills. After the
  // evening he has come round, so `knockedOut` no longer says it.
  {
    id: 'hitLastNight',
    words: ['hitLastNight', 'удар-прошлой-ночью'],
    roles: [],
    clause: 'A-126',
    meaning: t(
      'Удар палача прошлой ночью: при knockoutDuration = literal24h без сознания и этой ночью, ' +
        'при secondHitKills = consecutiveNights удар этой ночью убьет',
      "The executioner's blow last night: under knockoutDuration = literal24h still out tonight, " +
        'under secondHitKills = consecutiveNights a hit tonight kills',
    ),
  },
  {
    id: 'clubbed',
    words: ['clubbed', 'оглушен', 'оглушена'],
    roles: [],
    clause: 'A-78',
    meaning: t(
      'Получил дубинкой Портоса прошлой ночью: блок на сутки (что это значит — опция executionerBlocked)',
      "Clubbed by Porthos's trap last night: blocked for a day (what that means: option executionerBlocked)",
    ),
  },
  // Issue 8.12: the executioner's first hit on Constance last night (A-102 «блокируется с ней вместе»,
  // L108), read as C-41 executionerBlockedWithConstance reads it then, as `clubbed` is read by C-40.
  {
    id: 'blockedWithConstance',
    words: ['blockedWithConstance', 'заблокирован-с-констанцией', 'заблокирована-с-констанцией'],
    roles: [],
    clause: 'A-102',
    meaning: t(
      'Прошлой ночью вырубил Констанцию и блокируется с ней вместе (что это значит — опция executionerBlockedWithConstance)',
      'Knocked Constance out last night and is blocked together with her (what that means: option executionerBlockedWithConstance)',
    ),
  },
  {
    id: 'preached',
    words: ['preached', 'под-проповедью'],
    roles: [],
    clause: 'A-82',
    meaning: t(
      'Арамис прочитал ему проповедь после его хода: следующую ночь он ничего не делает',
      'Aramis preached to him after he moved: he does nothing next night',
    ),
  },
  // Issue 8.12: C-34 aramisLike — Athos's guest who had already moved loses his next night (A-73, L97).
  {
    id: 'afterTavern',
    words: ['afterTavern', 'после-трактира'],
    roles: [],
    clause: 'A-73',
    meaning: t(
      'Атос увёл его в трактир после его хода: при athosBlock = aramisLike следующую ночь он ничего не делает',
      'Athos took him to the tavern after he moved: under athosBlock = aramisLike he does nothing next night',
    ),
  },
  {
    id: 'hadAmulet',
    words: ['hadAmulet', 'с-амулетом'],
    roles: [],
    clause: 'A-137',
    meaning: t(
      'Кэтти сама дала ему амулет прошлой ночью: сегодня ему не даст',
      'Kitty herself gave him the amulet last night: not again tonight',
    ),
  },
  {
    id: 'selfKeepUsed',
    words: ['selfKeepUsed', 'самоохрана-использована', 'амулет-себе-использован'],
    roles: ['kitty', 'father'],
    clause: 'A-136',
    meaning: t('Кэтти уже оставляла амулет себе (раз за игру)', 'Kitty has already kept the amulet herself (once per game)'),
  },
  {
    id: 'restoreUsed',
    words: ['restoreUsed', 'молитва-использована'],
    roles: ['abbess'],
    clause: 'A-147',
    meaning: t('Аббатиса уже возносила молитву (раз за игру)', 'The Abbess has already prayed (once per game)'),
  },
  {
    id: 'duelUsed',
    words: ['duelUsed', 'дуэль-использована'],
    roles: ['dartagnan', 'father'],
    clause: 'A-83',
    meaning: t("Д'Артаньян уже вызывал на дуэль (раз за игру)", "D'Artagnan has already fought his duel (once per game)"),
  },
  {
    id: 'duelNeutralized',
    words: ['duelNeutralized', 'дуэль-нейтрализована'],
    roles: ['dartagnan', 'father'],
    clause: 'A-107',
    meaning: t(
      'Рошфор отобрал голос и нейтрализовал дуэль (навсегда — при rochefortNeutralizeDuration = permanent)',
      'Rochefort took his vote and neutralised the duel (for good under rochefortNeutralizeDuration = permanent)',
    ),
  },
  {
    id: 'pullUsed',
    words: ['pullUsed', 'перевод-использован'],
    roles: ['constance', 'father'],
    clause: 'A-103',
    meaning: t(
      'Констанция уже перевела на себя 2 голоса (счёт за игру — при constancePullFrequency = perGame)',
      'Constance has already pulled 2 votes onto herself (counted per game under constancePullFrequency = perGame)',
    ),
  },
  {
    id: 'pullNeutralized',
    words: ['pullNeutralized', 'перевод-нейтрализован'],
    roles: ['constance', 'father'],
    clause: 'A-107',
    meaning: t(
      'Рошфор отобрал голос и нейтрализовал перевод голосов (навсегда — при rochefortNeutralizeDuration = permanent)',
      'Rochefort took her vote and neutralised the pull (for good under rochefortNeutralizeDuration = permanent)',
    ),
  },
  {
    id: 'cancelUsed',
    words: ['cancelUsed', 'отмена-использована'],
    roles: ['rochefort', 'father'],
    clause: 'A-108',
    meaning: t(
      'Рошфор уже отменял или отказывал в голосе (раз за игру — при rochefortFrequency = oncePerGame)',
      'Rochefort has already cancelled or denied a vote (once per game under rochefortFrequency = oncePerGame)',
    ),
  },
  {
    id: 'paired',
    words: ['paired', 'сведен', 'сведена'],
    roles: [],
    clause: 'A-141',
    meaning: t(
      'Фельтон свёл его прошлой ночью (пишется у обоих): голоса друг против друга не учитываются',
      'Felton paired him last night (written on both): their votes against each other do not count',
    ),
    pair: true,
  },
  // Issue 8.12: under C-59 submitted a pair Felton only sent bars the votes (A-146, L122), but a move
  // that did not take place makes no night effect, so under C-61 full24h it does not hold tonight.
  {
    id: 'pairedDayOnly',
    words: ['pairedDayOnly', 'сведен-на-день', 'сведена-на-день'],
    roles: [],
    pair: true,
    clause: 'A-146',
    meaning: t(
      'Фельтон послал ход на пару, но ход не состоялся (пишется у обоих): при feltonTookPlace = submitted ' +
        'голоса друг против друга сегодня не учитываются, а этой ночью пара не действует',
      'Felton sent a pair but his move did not take place (written on both): under feltonTookPlace = submitted ' +
        'their votes against each other do not count today, and the pair does not hold tonight',
    ),
  },
  {
    id: 'inherits',
    words: ['inherits', 'наследует'],
    roles: ['father'],
    argument: 'player',
    clause: 'A-153',
    refuseArgument: refuseInheritance,
    meaning: t(
      'Отец уже взял умения выбывшего игрока: «наследует Атоса»',
      "The Father already holds a player's abilities: «inherits Athos»",
    ),
  },
  // Issue 8.12: under C-94 fatherInheritsMusket = true the Father took the musket of a killer who died.
  {
    id: 'inheritsMusket',
    words: ['inheritsMusket', 'наследует-мушкет'],
    roles: ['father'],
    argument: 'player',
    clause: 'A-153',
    refuseArgument: refuseInheritance,
    meaning: t(
      'Отец взял мушкет погибшего киллера (при fatherInheritsMusket = true): «наследует-мушкет Миледи»',
      'The Father took the musket of a killer who died (under fatherInheritsMusket = true): «inheritsMusket Milady»',
    ),
  },
  {
    id: 'killerLastNight',
    words: ['killerLastNight', 'киллер-прошлой-ночью'],
    roles: [],
    clause: 'A-11',
    meaning: t(
      'Держал мушкет мафии прошлой ночью (важно при killerSuppresses = nightAndNextDay)',
      'Held the mafia musket last night (matters under killerSuppresses = nightAndNextDay)',
    ),
  },
];
