import { describe, expect, it } from 'vitest';
import type { NightSummary } from '../../engine/timeline.ts';
import { bbBold, bbEscape, bbQuote, morningPost, playerPm } from './bbcode.ts';

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
  it('has the name, each message with its code and each report quoted', () => {
    const pm = playerPm(
      'Бонасье',
      1,
      [{ code: 'M1', text: t('Рассвет.', 'Dawn.'), step: 'n1.s1' }],
      [{ recipient: 'Бонасье', role: 'bonacieux', lines: [t('Я видел Миледи.', 'I saw Milady.')], step: 'n1.s1' }],
      'ru',
    );
    expect(pm).toBe('[b]Бонасье[/b] — Ночь 1\n\n[i]M1[/i] Рассвет.\n\nДоклад:\n[quote]Я видел Миледи.[/quote]');
  });
  it('speaks English and omits reports when there are none', () => {
    const pm = playerPm('Kitty', 2, [{ code: 'M12', text: t('Умерла.', 'You died.'), step: null }], [], 'en');
    expect(pm).toBe('[b]Kitty[/b] — Night 2\n\n[i]M12[/i] You died.');
  });
});

describe('morning post', () => {
  it('heads the public text', () => {
    const night = { night: 3, public: t('Погибла Кэтти.', 'Kitty died.') } as unknown as NightSummary;
    expect(morningPost(night, 'ru')).toBe('[b]Утро 3[/b]\n\nПогибла Кэтти.');
    expect(morningPost(night, 'en')).toBe('[b]Morning 3[/b]\n\nKitty died.');
  });
});
