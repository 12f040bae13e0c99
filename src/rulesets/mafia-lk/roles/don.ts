import { memoryOf, memorySlot } from '../../../engine/role-memory.ts';
import { MAFIA_SHOT, mafiaPm } from './mafia.ts';
import { freshExtension, lkRole } from './role.ts';
import { t } from '../../../engine/text.ts';
import { lkRoleAbout } from './role-about.ts';

/** The Mafia Don: the data the first paint reads (names, rule text, clauses). */
const donAbout = lkRoleAbout({
  id: 'don',
  spec: {
    name: t('Дон мафии', 'Mafia Don'),
    aliases: ['Дон мафии', 'Дон Мафии', 'Дона мафии', 'Дону мафии', 'Дон', 'Дона', 'Дону', 'Don', 'Mafia Don', 'Godfather'],
    when: 'night',
    nightAbility: true,
    targets: 1,
    clauses: ['D-11', 'D-12', 'D-14', 'D-15', 'D-16', 'D-17'],
    ability: t(
      'Глава мафии: ведущий принимает решение мафии только от него. Проверка шерифа видит его как «мафия». ' +
        'Раз за партию может продлить день. После его смерти Доном становится старший мафиози.',
      'Head of the mafia: the host takes the mafia decision only from him. The Sheriff is told "mafia". ' +
        'Once per game may extend the day. When he dies the senior mafioso becomes Don.',
    ),
  },
});

/** The Don's memory: the seat's once-per-game extension, and the mafia members who spent it as their own (lkDonExtension). */
export const donMemory = memorySlot('don', () => ({ extension: freshExtension() }));

/**
 * The Mafia Don (D-11 … D-17): the host takes the mafia's shot only from him (the shot itself is the
 * mafia's turn, mafia.ts); the Sheriff is told «мафия» (D-14); the seat's once-per-game day extension
 * passes with the seat to the senior mafioso (D-12, D-16, lkDonExtension).
 */
export const don = lkRole({
  ...donAbout,
  team: 'mafia',
  unique: true,
  core: true,
  leadsMafia: true,
  memory: donMemory,
  extension: { clause: 'D-16', bySeat: true, memo: (state) => memoryOf(state.memory, donMemory).extension },
  night: MAFIA_SHOT,
  checked: () => ({ mafia: true, clause: 'D-14' }),
  pm: mafiaPm,
});
