import { t } from '../../../engine/text.ts';
import { defineRole, type TmRole } from './role.ts';
import { dayMemory } from '../day/memory.ts';

/** D'Artagnan: the character's data, names, labels and night action. */
export const dartagnan: TmRole<'dartagnan', never> = defineRole({
  id: 'dartagnan',
  neutralize: (ctx, book, id, permanent) => {
    if (ctx.state.duelUsed) return false;
    book.neutralized.duel = id;
    if (permanent) dayMemory(ctx.state).duelNeutralized = true;
    return true;
  },
  carried: (state, bit) => (state.duelUsed ? bit.duelUsed : 0) | (state.dayPowers?.duelNeutralized ? bit.duelNeutralized : 0),
  musketeer: true,
  spec: {
    name: t("Д'Артаньян", "D'Artagnan"),
    nickname: t('Дуэлянт', 'Duelist'),
    aliases: ["Д'Артаньян", "Д'Артаньяна", "Д'Артаньяну", 'Дартаньян', 'Дуэлянт', "D'Artagnan", 'Dartagnan'],
    when: 'day',
    targets: 1,
    clauses: ['A-83', 'A-84', 'A-85', 'A-86'],
    ability: t(
      'Раз за игру днём вызывает любого на дуэль и побеждает: день кончается ' +
        'посадкой вызванного, ночной порядок — обратный официальному.',
      'Once per game by day duels anyone and wins: the day ends with that player ' +
        'jailed; the night order is the reverse of the official one.',
    ),
  },
  forms: { g: 'm', ru: ["Д'Артаньян", "Д'Артаньяна", "Д'Артаньяну", "Д'Артаньяна", "Д'Артаньяном"], en: "D'Artagnan" },
  night: null,
  powers: { duel: t('дуэль', 'duel') },
});
