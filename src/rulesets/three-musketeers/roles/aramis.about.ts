import { t } from '../../../engine/text.ts';
import { roleAbout } from './role-about.ts';

/** Aramis as the page shows the character: names, case forms and the names of its abilities. */
export const aramisAbout = roleAbout({
  id: 'aramis',
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
    label: t('проповедь', 'sermon'),
  },
});
