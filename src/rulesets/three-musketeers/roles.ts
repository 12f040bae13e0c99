import type { RoleSpec } from '../../engine/ruleset.ts';
import { t } from '../../engine/text.ts';

/**
 * The 17 characters of «Три мушкетера» as data (A.0). `aliases` carry the spellings and
 * inflected forms the rulebook itself uses, so swap lines like «Галантерейщика Бонасье/Д'Артаньяна»
 * resolve. Clause keys refer to clauses.ts.
 */
export const TM_ROLES: readonly RoleSpec[] = [
  {
    id: 'athos', name: t('Атос', 'Athos'), nickname: t('Пьяница', 'Drunkard'),
    aliases: ['Атос', 'Атоса', 'Атосу', 'Атосом', 'Пьяница', 'Athos'],
    when: 'night', nightAbility: true, targets: 1, clauses: ['A-72', 'A-73', 'A-74'],
    ability: t(
      'Ночью уводит персонажа в трактир: гость в полной безопасности, но и ничего не может делать. Самого Атоса могут убить.',
      'At night takes a guest to the tavern: the guest is fully safe but can do nothing. Athos himself can be killed.',
    ),
  },
  {
    id: 'porthos', name: t('Портос', 'Porthos'), nickname: t('Телохранитель', 'Bodyguard'),
    aliases: ['Портос', 'Портоса', 'Портосу', 'Телохранитель', 'Porthos'],
    when: 'night', nightAbility: true, targets: 1, clauses: ['A-76', 'A-77', 'A-78', 'A-79'],
    ability: t(
      'Защищает персонажа и ставит ловушку: киллер и де Тревиль гибнут, палач получает дубинкой и блокируется на сутки. Себя защитить не может.',
      'Protects a character with a trap: the killer and de Tréville die, the executioner is clubbed and blocked for a day. Cannot protect himself.',
    ),
  },
  {
    id: 'aramis', name: t('Арамис', 'Aramis'),
    aliases: ['Арамис', 'Арамиса', 'Арамису', 'Aramis'],
    when: 'night', nightAbility: true, targets: 1, clauses: ['A-80', 'A-81', 'A-82'],
    ability: t(
      'Проповедь: цель, ещё не сделавшая ход, ничего не делает этой ночью; уже походившая — ничего не делает следующей ночью.',
      'Sermon: a target that has not yet moved does nothing tonight; one that already moved does nothing next night.',
    ),
  },
  {
    id: 'dartagnan', name: t("Д'Артаньян", "D'Artagnan"), nickname: t('Дуэлянт', 'Duelist'),
    aliases: ["Д'Артаньян", "Д'Артаньяна", "Д'Артаньяну", 'Дартаньян', 'Дуэлянт', "D'Artagnan", 'Dartagnan'],
    when: 'day', nightAbility: false, targets: 1, clauses: ['A-83', 'A-84', 'A-85', 'A-86'],
    ability: t(
      'Раз за игру днём вызывает любого на дуэль и побеждает: день кончается посадкой вызванного, ночной порядок — обратный официальному.',
      'Once per game by day duels anyone and wins: the day ends with that player jailed; the night order is the reverse of the official one.',
    ),
  },
  {
    id: 'milady', name: t('Миледи', 'Milady'), gender: 'f', nickname: t('Ведьма', 'Witch'),
    aliases: ['Миледи', 'Ведьма', 'Milady'],
    when: 'night', nightAbility: true, targets: 2, clauses: ['A-87', 'A-88', 'A-89', 'A-90', 'A-91', 'A-92', 'A-93'],
    ability: t(
      'Меняет местами действия двух персонажей. Оба до неё — чары бессильны; оба после — обмен; один до, другой после — второй повторяет действие первого.',
      'Swaps the actions of two characters. Both before her: powerless; both after: swapped; one before, one after: the later one repeats the earlier one\'s action.',
    ),
  },
  {
    id: 'constance', name: t('Констанция Бонасье', 'Constance Bonacieux'), gender: 'f', nickname: t('Бомба', 'Bomb'),
    aliases: ['Констанция Бонасье', 'Констанции Бонасье', 'Констанцию Бонасье', 'Констанция', 'Констанцию', 'Констанции', 'Бомба', 'Constance', 'Constance Bonacieux'],
    when: 'passive', nightAbility: false, targets: 0, clauses: ['A-98', 'A-99', 'A-100', 'A-101', 'A-102', 'A-103'],
    ability: t(
      'Пока жив кто-то из четвёрки (Д\'Артаньян и три мушкетёра), её убийцу убивают мушкетёры и ночь заканчивается. Днём может перетянуть до 2 голосов на себя.',
      'While any of the four (D\'Artagnan and the three musketeers) lives, her killer is killed by the musketeers and the night ends. By day she may pull up to 2 votes onto herself.',
    ),
  },
  {
    id: 'rochefort', name: t('Рошфор', 'Rochefort'), nickname: t('Отмена 1 голоса', 'Cancel 1 vote'),
    aliases: ['Рошфор', 'Рошфора', 'Рошфору', 'Rochefort'],
    when: 'day', nightAbility: false, targets: 1, clauses: ['A-105', 'A-106', 'A-107'],
    ability: t(
      'Днём отменяет чей-то голос (переголосование) или отказывает в голосовании: отказанный ходит ночью последним.',
      'By day cancels a vote (re-vote) or denies a vote: the denied player moves last at night.',
    ),
  },
  {
    id: 'bonacieux', name: t('Галантерейщик Бонасье', 'Bonacieux the Haberdasher'), nickname: t('Следователь', 'Investigator'),
    aliases: ['Галантерейщик Бонасье', 'Галантерейщика Бонасье', 'Галантерейщику Бонасье', 'Галантерейщик', 'Бонасье', 'Следователь', 'Bonacieux', 'Haberdasher'],
    when: 'night', nightAbility: true, targets: 1, clauses: ['A-110', 'A-111', 'A-112', 'A-113', 'A-114'],
    ability: t(
      'Подмастерье следит за персонажем и видит всё, что с ним делали и кто. Не подвластен Ля Шене и Миледи.',
      'His apprentice watches a character and sees everything done to it, and by whom. Immune to La Chesnaye and Milady.',
    ),
  },
  {
    id: 'lachesnaye', name: t('Ля Шене', 'La Chesnaye'), nickname: t('Зеркало', 'Mirror'),
    aliases: ['Ля Шене', 'Зеркало', 'Зеркальщик', 'La Chesnaye', 'Lachesnaye'],
    when: 'night', nightAbility: true, targets: 2, clauses: ['A-116', 'A-117', 'A-118', 'A-119'],
    ability: t(
      'Ставит зеркало на персонажа с направлением: действия, направленные на него, попадают к другому.',
      'Sets a mirror on a character with a direction: actions aimed at it reach another character.',
    ),
  },
  {
    id: 'executioner', name: t('Палач из Лилля', 'Executioner of Lille'), nickname: t('Пукалка', 'Zapper'),
    aliases: ['Палач из Лилля', 'Палача из Лилля', 'Палач', 'Палача', 'Пукалка', 'Executioner'],
    when: 'night', nightAbility: true, targets: 1, clauses: ['A-121', 'A-122', 'A-123', 'A-124', 'A-125'],
    ability: t(
      'Бьёт обухом топора: жертва без сознания сутки (не голосует, следующей ночью ходит первой). Повторный удар убивает.',
      'Hits with the axe butt: the victim is out for a day (no vote, slot 1 next night). A second hit kills.',
    ),
  },
  {
    id: 'jussac', name: t('де Жюссак', 'de Jussac'), nickname: t('Ком', 'Commissar'),
    aliases: ['де Жюссак', 'де Жюссака', 'де Жюссаку', 'Жюссак', 'Ком', 'de Jussac', 'Jussac'],
    when: 'night', nightAbility: true, targets: 1, clauses: ['A-130', 'A-131', 'A-132', 'A-133'],
    ability: t(
      'Гвардеец следит за персонажем и видит всё, что и с кем тот делал ночью; видит его смерть, но не убийцу.',
      'His guardsman watches a character and sees everything it did, and to whom; sees its death but not the killer.',
    ),
  },
  {
    id: 'kitty', name: t('Кэтти', 'Kitty'), gender: 'f', nickname: t('Доктор', 'Doctor'),
    aliases: ['Кэтти', 'Кэтии', 'Кэти', 'Доктор', 'Kitty'],
    when: 'night', nightAbility: true, targets: 1, clauses: ['A-135', 'A-136', 'A-137', 'A-138'],
    ability: t(
      'Даёт амулет: киллер, де Тревиль и палач не могут напасть на его обладателя. Раз за игру может оставить себе; сама не даёт одному два раза подряд.',
      'Lends her amulet: the killer, de Tréville and the executioner cannot attack its holder. Once per game may keep it; never to the same player twice in a row herself.',
    ),
  },
  {
    id: 'felton', name: t('Джон Фельтон', 'John Felton'), nickname: t('Сводчик', 'Pairer'),
    aliases: ['Джон Фельтон', 'Джона Фельтона', 'Фельтон', 'Фельтона', 'Сводчик', 'Felton', 'John Felton'],
    when: 'night', nightAbility: true, targets: 2, clauses: ['A-141', 'A-142', 'A-143', 'A-144', 'A-145', 'A-146'],
    ability: t(
      'Сводит двоих: сутки они ничего не могут сделать друг другу, и их голоса друг против друга не учитываются.',
      'Pairs two players: for a day they can do nothing to each other, and their votes against each other are not counted.',
    ),
  },
  {
    id: 'abbess', name: t('Аббатиса', 'the Abbess'), gender: 'f', nickname: t('Некромант', 'Necromancer'),
    aliases: ['Аббатиса', 'Аббатисы', 'Аббатису', 'Некромант', 'Abbess'],
    when: 'night', nightAbility: true, targets: 1, clauses: ['A-147', 'A-148', 'A-149', 'A-150'],
    ability: t(
      'Раз за игру ночью восстанавливает убитого ночью (мафиози — ещё и посаженного мафа), если посажен хоть один маф.',
      'Once per game restores a night-killed player (a mafia Abbess: or a jailed maf), if at least one maf has been jailed.',
    ),
  },
  {
    id: 'planchet', name: t('Планше', 'Planchet'),
    aliases: ['Планше', 'Planchet'],
    when: 'evening', nightAbility: false, targets: 1, clauses: ['A-56', 'A-57', 'A-58', 'A-59'],
    ability: t(
      'Вечером, до перестановок мафии, закрепляет место одного персонажа в очереди; мафия не знает кого.',
      'In the evening, before the mafia swaps, locks one character\'s place in the order; the mafia are not told.',
    ),
  },
  {
    id: 'father', name: t("Отец Д'Артаньяна", "D'Artagnan's Father"), nickname: t('Мастер перевоплощений', 'Master of Transformations'),
    aliases: ["Отец Д'Артаньяна", "Отца Д'Артаньяна", "Отцу Д'Артаньяна", 'Отец', 'Отца', 'Отцу', 'Отцом', 'Бертран', "D'Artagnan's Father", 'Father'],
    when: 'passive', nightAbility: false, targets: 1, clauses: ['A-152', 'A-153', 'A-154', 'A-155'],
    ability: t(
      'Изначально ничего не умеет; после каждой посадки или убийства получает умения последнего выбывшего (кроме Аббатисы).',
      'Starts with nothing; after each jailing or kill takes the abilities of the last one out (never the Abbess\'s).',
    ),
  },
  {
    id: 'treville', name: t('Капитан де Тревиль', 'Captain de Tréville'), nickname: t('Самурай', 'Samurai'),
    aliases: ['Капитан де Тревиль', 'Капитана де Тревиля', 'де Тревиль', 'де Тревилль', 'де Тревиля', 'де Тревилля', 'Тревиль', 'Тревилль', 'Самурай', 'Treville', 'de Treville', 'de Tréville'],
    when: 'night', nightAbility: true, targets: 1, clauses: ['A-156', 'A-157', 'A-158', 'A-159', 'A-160'],
    ability: t(
      'Может убить ночью: предатель умирает; если жертва честная — де Тревиль кончает с собой, жертва жива.',
      'May kill at night: a traitor dies; if the victim is honest, de Tréville kills himself and the victim lives.',
    ),
  },
];
