import { t } from '../../../engine/text.ts';
import { roleAbout } from './role-about.ts';

/** the Abbess as the page shows the character: names, case forms and the names of its abilities. */
export const abbessAbout = roleAbout({
  id: 'abbess',
  spec: {
    name: t('Аббатиса', 'the Abbess'),
    nickname: t('Некромант', 'Necromancer'),
    aliases: ['Аббатиса', 'Аббатисы', 'Аббатису', 'Некромант', 'Abbess'],
    when: 'night',
    targets: 1,
    clauses: ['A-147', 'A-148', 'A-149', 'A-150'],
    ability: t(
      'Раз за игру ночью восстанавливает убитого ночью (мафиози — ещё и ' + 'посаженного мафа), если посажен хоть один маф.',
      'Once per game restores a night-killed player (a mafia Abbess: or a ' + 'jailed maf), if at least one maf has been jailed.',
    ),
  },
  forms: { g: 'f', ru: ['Аббатиса', 'Аббатисы', 'Аббатисе', 'Аббатису', 'Аббатисой'], en: 'the Abbess' },
  night: {
    id: 'restore',
    label: t('молитва (воскрешение)', 'prayer (restoration)'),
  },
});
