import { t } from '../../../engine/text.ts';
import { mirror } from '../night/support.ts';
import { defineRole } from './role.ts';
import { first, past, same } from './words.ts';

/** La Chesnaye: the character's data, names, labels and night action. */
export const lachesnaye = defineRole({
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
    targets: 2,
    attack: null,
    harmful: false,
    blocker: false,
    watcher: null,
    clause: 'A-116',
    label: t('зеркало', 'mirror'),
    summary: t('зеркало', 'mirror'),
    deed: (g, n) => {
      const d = n[1];
      return t(
        `${past(g, 'поставил', 'поставила')} зеркало на ${first(n).ru('acc')}${d ? ` в сторону ${d.ru('gen')}` : ''}`,
        `set a mirror on ${first(n).en}${d ? ` towards ${d.en}` : ''}`,
      );
    },
    perform: mirror,
  },
});
