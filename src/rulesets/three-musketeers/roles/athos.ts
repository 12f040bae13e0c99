import { t } from '../../../engine/text.ts';
import { tavern } from '../night/support.ts';
import { defineRole, one } from './role.ts';
import { first, past } from './words.ts';

/** Athos: the character's data, names, labels and night action. */
export const athos = defineRole({
  id: 'athos',
  musketeer: true,
  spec: {
    name: t('Атос', 'Athos'),
    nickname: t('Пьяница', 'Drunkard'),
    aliases: ['Атос', 'Атоса', 'Атосу', 'Атосом', 'Пьяница', 'Athos'],
    when: 'night',
    targets: 1,
    clauses: ['A-72', 'A-73', 'A-74'],
    ability: t(
      'Ночью уводит персонажа в трактир: гость в полной безопасности, но и ' + 'ничего не может делать. Самого Атоса могут убить.',
      'At night takes a guest to the tavern: the guest is fully safe ' + 'but can do nothing. Athos himself can be killed.',
    ),
  },
  forms: { g: 'm', ru: ['Атос', 'Атоса', 'Атосу', 'Атоса', 'Атосом'], en: 'Athos' },
  night: {
    id: 'tavern',
    targets: 1,
    attack: null,
    harmful: true,
    blocker: true,
    watcher: null,
    clause: 'A-73',
    label: t('трактир', 'tavern'),
    summary: t('трактир', 'tavern'),
    deed: (g, n) => t(`${past(g, 'увел', 'увела')} ${first(n).ru('acc')} в трактир`, `took ${first(n).en} to the tavern`),
    perform: one(tavern),
  },
});
