import { t } from '../../../engine/text.ts';
import { roleAbout } from './role-about.ts';
import { same } from './words.ts';

/** La Chesnaye as the page shows the character: names, case forms and the names of its abilities. */
export const lachesnayeAbout = roleAbout({
  id: 'lachesnaye',
  spec: {
    name: t('Ля Шене', 'La Chesnaye'),
    nickname: t('Зеркало', 'Mirror'),
    aliases: ['Ля Шене', 'Зеркало', 'Зеркальщик', 'La Chesnaye', 'Lachesnaye'],
    when: 'night',
    targets: 2,
    clauses: ['A-116', 'A-117', 'A-118', 'A-119'],
    ability: t(
      'Ставит зеркало на персонажа с направлением: действия, направленные на него, попадают к другому.',
      'Sets a mirror on a character with a direction: actions aimed at it reach another character.',
    ),
  },
  forms: { g: 'm', ru: same('Ля Шене'), en: 'La Chesnaye' },
  night: {
    id: 'mirror',
    label: t('зеркало', 'mirror'),
  },
});
