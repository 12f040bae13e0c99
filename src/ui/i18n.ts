import type { Lang, Text } from '../engine/text.ts';

/** UI strings in both languages; engine text arrives already bilingual. */
export const UI = {
  title: { ru: 'Ночной разбор', en: 'Night debugger' },
  subtitle: { ru: 'отладчик ночных правил форумной мафии', en: 'a rules debugger for forum Mafia nights' },
  editor: { ru: 'Сценарий', en: 'Scenario' },
  editorLoading: { ru: 'Загрузка редактора…', en: 'Loading the editor…' },
  timeline: { ru: 'Хронология', en: 'Timeline' },
  details: { ru: 'Почему', en: 'Why' },
  noStep: { ru: 'Выберите шаг хронологии.', en: 'Select a step of the timeline.' },
  noSteps: { ru: 'Шагов нет: добавьте ходы.', en: 'No steps: add some moves.' },
  submitted: { ru: 'Заявлено', en: 'Submitted' },
  performed: { ru: 'Выполнено', en: 'Performed' },
  outcome: { ru: 'Итог', en: 'Outcome' },
  causes: { ru: 'Причины', en: 'Causes' },
  changes: { ru: 'Изменения', en: 'Changes' },
  slot: { ru: 'ход', en: 'slot' },
  messages: { ru: 'Сообщения ведущего', en: 'Host messages' },
  public: { ru: 'Утренний пост', en: 'Morning post' },
  reports: { ru: 'Доклады', en: 'Reports' },
  diagnostics: { ru: 'Замечания', en: 'Diagnostics' },
  expectations: { ru: 'Ожидания', en: 'Expectations' },
  holds: { ru: 'выполнено', en: 'holds' },
  fails: { ru: 'не выполнено', en: 'fails' },
  got: { ru: 'получено', en: 'got' },
  order: { ru: 'Порядок', en: 'Order' },
  prev: { ru: '← Назад', en: '← Back' },
  next: { ru: 'Вперёд →', en: 'Next →' },
  lang: { ru: 'English', en: 'Русский' },
  phase_day: { ru: 'День', en: 'Day' },
  phase_evening: { ru: 'Вечер', en: 'Evening' },
  phase_night: { ru: 'Ночь', en: 'Night' },
  phase_morning: { ru: 'Утро', en: 'Morning' },
  reset: { ru: 'Начало', en: 'Welcome' },
  inspector: { ru: 'Инспектор автоматов', en: 'State-machine inspector' },
  inspectorLog: { ru: 'Поток событий', en: 'Inspection events' },
  inspectorEmpty: { ru: 'Выберите ночной шаг: действия ночи будут проиграны в автоматах XState.', en: 'Select a night step: the night\'s actions replay in XState machines.' },
  play: { ru: 'Проиграть', en: 'Play' },
  pause: { ru: 'Пауза', en: 'Pause' },
  gallery: { ru: 'Примеры', en: 'Gallery' },
  share: { ru: 'Ссылка', en: 'Share' },
  copied: { ru: 'Скопировано', en: 'Copied' },
  linkBroken: { ru: 'Ссылку не удалось открыть, открыт ваш черновик.', en: 'The link could not be opened; your draft is open instead.' },
} as const satisfies Record<string, Text>;

/** Picks the text for the current language. */
export function tr(text: Text, lang: Lang): string {
  return text[lang];
}

/** Outcome names for the timeline badges. */
export const OUTCOME: Record<string, Text> = {
  performed: { ru: 'выполнено', en: 'performed' },
  blocked: { ru: 'заблокировано', en: 'blocked' },
  cancelled: { ru: 'отменено', en: 'cancelled' },
  failed: { ru: 'не удалось', en: 'failed' },
  powerless: { ru: 'бессильно', en: 'powerless' },
  refused: { ru: 'отклонено', en: 'refused' },
  none: { ru: 'нет хода', en: 'no move' },
  info: { ru: 'итог', en: 'result' },
};
