import { t } from '../../../engine/text.ts';
import { roleAbout } from './role-about.ts';

/** Rochefort as the page shows the character: names, case forms and the names of its abilities. */
export const rochefortAbout = roleAbout({
  id: 'rochefort',
  spec: {
    name: t('Рошфор', 'Rochefort'),
    nickname: t('Отмена 1 голоса', 'Cancel 1 vote'),
    aliases: ['Рошфор', 'Рошфора', 'Рошфору', 'Rochefort'],
    when: 'day',
    targets: 1,
    clauses: ['A-105', 'A-106', 'A-107'],
    ability: t(
      'Днём отменяет чей-то голос (переголосование) или отказывает в ' + 'голосовании: отказанный ходит ночью последним.',
      'By day cancels a vote (re-vote) or denies a vote: the denied player moves last at night.',
    ),
  },
  forms: { g: 'm', ru: ['Рошфор', 'Рошфора', 'Рошфору', 'Рошфора', 'Рошфором'], en: 'Rochefort' },
  night: null,
  powers: {
    cancel: { label: t('отмена голоса', 'vote cancelled') },
    deny: { label: t('отказ в голосовании', 'vote denied') },
  },
});
