import { option, yesNo } from '../../engine/option-kit.ts';

/** Options about the game as a whole: optional rules, reveal, succession, win conditions (D-A1, D-A2, D-A16, D-A22, D-A34). */
export const LK_GAME_OPTIONS = [
  option('lkWin', 'D-A1', 'D-92', 'Когда побеждает мафия?', 'When do the mafia win?',
    ['parity', 'мафии не меньше, чем остальных', 'mafia at least as many as the rest'],
    ['allLightDead', 'все светлые мертвы', 'all light players dead'],
    ['parityThreeWay', 'мафии не меньше светлых; тёмный маньяк — третья сторона, пока жив — игра идёт', 'mafia at least the light players; a living dark Maniac (third side) keeps the game going']),
  option('lkDarkManiac', 'D-A1', 'D-92', 'Тёмный маньяк играет один или с мафией?', 'Does a dark Maniac play alone or with the mafia?',
    ['solo', 'один («за себя»)', 'alone («за себя»)'], ['mafiaAllied', 'в тёмной команде с мафией', 'in the dark team with the mafia']),
  option('lkDarkManiacWin', 'D.R-10', 'D-92', 'Когда побеждает тёмный маньяк-одиночка?', 'When does a solo dark Maniac win?',
    ['oneOnOne', 'один на один с любым игроком', 'one-on-one with any player'], ['lastStanding', 'остался один', 'last one standing']),
  option('lkMafiaCount', 'D-A2', 'D-5', 'Сколько мафии в партии?', 'How many mafia in a game?',
    ['hostConfig', 'решает ведущий', 'the host decides'], ['oneInThreeToFour', 'примерно 1 на 3–4 игрока (предупреждение иначе)', 'about 1 per 3–4 players (warn otherwise)']),
  option('lkDonSuccession', 'D-A16', 'D-12', 'Наследуется ли пост Дона при казни и удалении?', 'Does the Don\'s seat pass on after a lynch or removal?',
    ['anyRemoval', 'при любом выбывании', 'on any removal'], ['killOnly', 'только при ночном убийстве', 'only on a night kill']),
  option('lkRapistIncludesMiss', 'D-A22', 'D-89', 'Маньяк-насильник: промах из-за жрицы тоже «жертва осталась в игре»?', 'Maniac-rapist: does a miss on the Priestess\'s guest count as the victim staying in the game?', ...yesNo(true)),
  option('lkRevealRoles', 'D-A34', 'D-88', 'Раскрываются ли роли выбывших (доп. правило 1 не принято)?', 'Are roles of removed players revealed (optional rule 1 not adopted)?', ...yesNo(true)),
  option('lkRevealOnRemovalUnderOption1', 'D.R-9', 'D-88', 'При доп. правиле 1: раскрывать роль при удалении за предупреждения/неактив?', 'Under optional rule 1: reveal the role on removal for warnings/inactivity?', ...yesNo(false)),
  option('lkManiacRapist', 'D-89', 'D-89', 'Доп. правило 2 «Маньяк-насильник» в силе?', 'Optional rule 2 "maniac-rapist" in force?', ...yesNo(false)),
  option('lkOtherPlanet', 'D-90', 'D-90', 'Доп. правило 3 «Игра на другой планете» в силе?', 'Optional rule 3 "another planet" in force?', ...yesNo(false)),
] as const;
