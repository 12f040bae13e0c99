import { describe, expect, it } from 'vitest';
import type { NightSummary } from '../../engine/timeline.ts';
import { allPms, bbBold, bbEscape, bbQuote, morningPost, playerPm } from './bbcode.ts';
import { stepIdOf } from '../../engine/step-id.ts';

const t = (ru: string, en: string) => ({ ru, en });

describe('BBCode pieces', () => {
  it('bolds and quotes', () => {
    expect(bbBold('Кэтти')).toBe('[b]Кэтти[/b]');
    expect(bbQuote('Я видел')).toBe('[quote]Я видел[/quote]');
    expect(bbQuote('x', 'Бонасье')).toBe('[quote="Бонасье"]x[/quote]');
  });
  it('neutralises brackets in user-typed names', () => {
    expect(bbEscape('[b]x[/b]')).toBe('［b］x［/b］');
    expect(bbBold('[url]')).toBe('[b]［url］[/b]');
  });
});

describe('player PM', () => {
  it('has the name, each message without its internal code and each report quoted', () => {
    const pm = playerPm(
      'Бонасье',
      1,
      [{ code: 'M1', text: t('Рассвет.', 'Dawn.'), step: stepIdOf('n1.s1') }],
      [{ recipient: 'Бонасье', role: 'bonacieux', lines: [t('Я видел Миледи.', 'I saw Milady.')], step: stepIdOf('n1.s1') }],
      'ru',
    );
    expect(pm).toBe('[b]Бонасье[/b] — Ночь 1\n\nРассвет.\n\nДоклад:\n[quote]Я видел Миледи.[/quote]');
  });
  it('speaks English and omits reports when there are none', () => {
    const pm = playerPm('Kitty', 2, [{ code: 'M12', text: t('Умерла.', 'You died.'), step: null }], [], 'en');
    expect(pm).toBe('[b]Kitty[/b] — Night 2\n\nYou died.');
  });
});

describe('morning post', () => {
  it('heads the public text and ends with the order line the screen shows', () => {
    const night = { night: 3, public: t('Погибла Кэтти.', 'Kitty died.'), order: ['Атос', 'Кэтти'] } as unknown as NightSummary;
    expect(morningPost(night, 'ru')).toBe('[b]Утро 3[/b]\n\nПогибла Кэтти.\n\nПорядок: Атос · Кэтти');
    expect(morningPost(night, 'en')).toBe('[b]Morning 3[/b]\n\nKitty died.\n\nOrder: Атос · Кэтти');
  });
});

describe('copy all PMs', () => {
  it('gives the whole night as one text, a block per player, LK exchanges with their line breaks', () => {
    const night = {
      night: 1,
      order: [],
      public: t('', ''),
      reports: [],
      messages: {
        Жанна: [
          {
            code: 'LK-TAKEN',
            text: t('Ведущий: Кто будет вашим гостем сегодня?\nЖрица: Забираю Мишу.\nВедущий: принято.', ''),
            step: null,
          },
        ],
        Миша: [{ code: 'LK-GUEST', text: t('Ведущий: Эту ночь вы провели у Жрицы любви.', ''), step: null }],
      },
    } as unknown as NightSummary;
    const all = allPms(night, ['Жанна', 'Миша'], 'ru');
    expect(all).toBe(
      '[b]Жанна[/b] — Ночь 1\n\nВедущий: Кто будет вашим гостем сегодня?\nЖрица: Забираю Мишу.\nВедущий: принято.' +
        '\n\n[hr]\n\n[b]Миша[/b] — Ночь 1\n\nВедущий: Эту ночь вы провели у Жрицы любви.',
    );
    expect(all).not.toMatch(/LK-|\bM\d/);
  });
});
