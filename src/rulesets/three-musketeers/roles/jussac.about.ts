import { t } from '../../../engine/text.ts';
import { roleAbout } from './role-about.ts';

/** de Jussac as the page shows the character: names, case forms and the names of its abilities. */
export const jussacAbout = roleAbout({
  id: 'jussac',
  spec: {
    name: t('де Жюссак', 'de Jussac'),
    nickname: t('Ком', 'Commissar'),
    aliases: ['де Жюссак', 'де Жюссака', 'де Жюссаку', 'Жюссак', 'Ком', 'de Jussac', 'Jussac'],
    when: 'night',
    targets: 1,
    clauses: ['A-130', 'A-131', 'A-132', 'A-133'],
    ability: t(
      'Гвардеец следит за персонажем и видит всё, что и с кем тот ' + 'делал ночью; видит его смерть, но не убийцу.',
      'His guardsman watches a character and sees everything it did, ' + 'and to whom; sees its death but not the killer.',
    ),
  },
  forms: { g: 'm', ru: ['де Жюссак', 'де Жюссака', 'де Жюссаку', 'де Жюссака', 'де Жюссаком'], en: 'de Jussac' },
  night: {
    id: 'watchDeeds',
    label: t('слежка гвардейца', "guardsman's watch"),
  },
});
