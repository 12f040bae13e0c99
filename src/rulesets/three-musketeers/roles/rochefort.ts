import { t } from '../../../engine/text.ts';
import { defineRole, type TmRole } from './role.ts';

/** Rochefort: the character's data, names, labels and night action. */
export const rochefort: TmRole<'rochefort', never> = defineRole({
  id: 'rochefort',
  carried: (state, bit) => (state.dayPowers?.rochefortDays.length ? bit.cancelUsed : 0),
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
  powers: { cancel: t('отмена голоса', 'vote cancelled'), deny: t('отказ в голосовании', 'vote denied') },
});
