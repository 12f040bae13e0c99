import { t } from '../../../engine/text.ts';
import { sermon } from '../night/support.ts';
import { defineRole, one } from './role.ts';
import { first, past } from './words.ts';

/** Aramis: the character's data, names, labels and night action. */
export const aramis = defineRole({
  id: 'aramis',
  musketeer: true,
  spec: {
    name: t('Арамис', 'Aramis'),
    aliases: ['Арамис', 'Арамиса', 'Арамису', 'Aramis'],
    when: 'night',
    targets: 1,
    clauses: ['A-80', 'A-81', 'A-82'],
    ability: t(
      'Проповедь: цель, ещё не сделавшая ход, ничего не делает этой ночью; ' + 'уже походившая — ничего не делает следующей ночью.',
      'Sermon: a target that has not yet moved does nothing tonight; ' + 'one that already moved does nothing next night.',
    ),
  },
  forms: { g: 'm', ru: ['Арамис', 'Арамиса', 'Арамису', 'Арамиса', 'Арамисом'], en: 'Aramis' },
  night: {
    id: 'sermon',
    targets: 1,
    attack: null,
    harmful: true,
    blocker: true,
    watcher: null,
    clause: 'A-80',
    label: t('проповедь', 'sermon'),
    summary: t('проповедь', 'sermon'),
    deed: (g, n) => t(`${past(g, 'прочитал', 'прочитала')} проповедь ${first(n).ru('dat')}`, `read a sermon to ${first(n).en}`),
    perform: one(sermon),
  },
});
