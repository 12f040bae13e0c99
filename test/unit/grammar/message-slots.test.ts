/**
 * Every name slot of both rulebooks' host messages, filled with a man's name (Дима), a woman's
 * (Маша) and an indeclinable one (Кэтти, and the Latin «Shadow»): the exact sentence each gets.
 * The LK exchanges keep the rulebook's wording (L23-131): the accusative where the sentence needs
 * it («Забираю Васю», «Доктор: Васю»), the nominative after «игрока» and «жертву –» as written.
 */
import { describe, expect, it } from 'vitest';
import { personOf } from '../../../src/engine/grammar/people.ts';
import { runScenario } from '../../../src/dsl/index.ts';
import { t } from '../../../src/engine/text.ts';
import {
  childRefused,
  doctorAccepted,
  mafiaAccepted,
  maniacAccepted,
  priestessAccepted,
  sheriffAnswer,
  sheriffShotAccepted,
  stretcherPrompt,
} from '../../../src/rulesets/mafia-lk/messages.ts';
import { tmMessage } from '../../../src/rulesets/three-musketeers/messages.ts';
import { nightStep } from '../../../src/engine/step-id.ts';

const DIMA = personOf({ name: 'Дима' });
const MASHA = personOf({ name: 'Маша' });
const KITTY = personOf({ name: 'Кэтти', grammar: { gender: 'f' } });
const SHADOW = personOf({ name: 'Shadow' });
const PEOPLE = [DIMA, MASHA, KITTY, SHADOW] as const;
const don = t('Дон', 'Don');
const STEP = nightStep(1, 'x');

/** LK message builders, one row per slot: the sentence each name gets (Дима, Маша, Кэтти, Shadow). */
const LK_ROWS: readonly { slot: string; ru: (p: (typeof PEOPLE)[number]) => string; want: readonly [string, string, string, string] }[] = [
  {
    slot: 'LK-TAKEN doctor «Доктор: Васю» (L77)',
    ru: (p) => doctorAccepted(p, STEP).text.ru,
    want: [
      'Доктор: Диму\nВедущий: Принято',
      'Доктор: Машу\nВедущий: Принято',
      'Доктор: Кэтти\nВедущий: Принято',
      'Доктор: Shadow\nВедущий: Принято',
    ],
  },
  {
    slot: 'LK-TAKEN maniac «Убиваю …» (L104-109)',
    ru: (p) => maniacAccepted(p, STEP).text.ru,
    want: [
      'Ведущий: Маньяк ваша жертва?\nМаньяк: Убиваю Диму.\nВедущий: Принято.',
      'Ведущий: Маньяк ваша жертва?\nМаньяк: Убиваю Машу.\nВедущий: Принято.',
      'Ведущий: Маньяк ваша жертва?\nМаньяк: Убиваю Кэтти.\nВедущий: Принято.',
      'Ведущий: Маньяк ваша жертва?\nМаньяк: Убиваю Shadow.\nВедущий: Принято.',
    ],
  },
  {
    slot: 'LK-TAKEN priestess «Забираю Васю» (L130)',
    ru: (p) => priestessAccepted(p, STEP).text.ru,
    want: [
      'Ведущий: Кто будет вашим гостем сегодня?\nЖрица: Забираю Диму.\nВедущий: принято.',
      'Ведущий: Кто будет вашим гостем сегодня?\nЖрица: Забираю Машу.\nВедущий: принято.',
      'Ведущий: Кто будет вашим гостем сегодня?\nЖрица: Забираю Кэтти.\nВедущий: принято.',
      'Ведущий: Кто будет вашим гостем сегодня?\nЖрица: Забираю Shadow.\nВедущий: принято.',
    ],
  },
  {
    slot: 'LK-SHERIFF «Проверяю игрока Вася» (L52)',
    ru: (p) => sheriffAnswer(p.name, false, STEP).text.ru,
    want: [
      'Шериф: Проверяю игрока Дима\nВедущий: мирный',
      'Шериф: Проверяю игрока Маша\nВедущий: мирный',
      'Шериф: Проверяю игрока Кэтти\nВедущий: мирный',
      'Шериф: Проверяю игрока Shadow\nВедущий: мирный',
    ],
  },
  {
    slot: 'LK-ACCEPTED sheriff «Стреляю в игрока Вася» (L57)',
    ru: (p) => sheriffShotAccepted(p.name, STEP).text.ru,
    want: [
      'Шериф: Стреляю в игрока Дима\nВедущий: Цель принята',
      'Шериф: Стреляю в игрока Маша\nВедущий: Цель принята',
      'Шериф: Стреляю в игрока Кэтти\nВедущий: Цель принята',
      'Шериф: Стреляю в игрока Shadow\nВедущий: Цель принята',
    ],
  },
  {
    slot: 'LK-ACCEPTED mafia «выбрала жертву – Вася» (L26)',
    ru: (p) => mafiaAccepted(don, p.name, STEP).text.ru,
    want: [
      'Дон: Мафия выбрала жертву – Дима\nВедущий: Цель принята',
      'Дон: Мафия выбрала жертву – Маша\nВедущий: Цель принята',
      'Дон: Мафия выбрала жертву – Кэтти\nВедущий: Цель принята',
      'Дон: Мафия выбрала жертву – Shadow\nВедущий: Цель принята',
    ],
  },
  {
    slot: 'LK-CHILD (L134)',
    ru: (p) => childRefused(don, p.name, STEP).text.ru,
    want: [
      'Дон: Мафия выбрала жертву – Дима\nВедущий: В данного игрока стрелять нельзя.',
      'Дон: Мафия выбрала жертву – Маша\nВедущий: В данного игрока стрелять нельзя.',
      'Дон: Мафия выбрала жертву – Кэтти\nВедущий: В данного игрока стрелять нельзя.',
      'Дон: Мафия выбрала жертву – Shadow\nВедущий: В данного игрока стрелять нельзя.',
    ],
  },
  {
    slot: 'LK-STRETCHER (L73-86)',
    ru: (p) => stretcherPrompt([{ name: p.name, unhealable: true }], STEP).text.ru,
    want: ['Дима', 'Маша', 'Кэтти', 'Shadow'].map(
      (n) => `Ведущий: Доктор! У нас 1 на носилках:\n${n} (лечить нельзя)\nВы успеете спасти только одного из них! Кого будем спасать?`,
    ) as unknown as readonly [string, string, string, string],
  },
];

describe.each(LK_ROWS)('$slot', ({ ru, want }) => {
  it.each(PEOPLE.map((p, i) => [p.name, p, want[i]!] as const))('%s', (_n, p, sentence) => {
    expect(ru(p)).toBe(sentence);
  });
});

describe("«Три мушкетера» M1–M13: the rulebook wording, M6 and M11 in the recipient's gender", () => {
  it.each([
    ['M6', 'm', 'Вы были уставшим,'],
    ['M6', 'f', 'Вы были уставшей,'],
    ['M11', 'm', 'Вы были полуживым.'],
    ['M11', 'f', 'Вы были полуживой.'],
  ] as const)('%s for %s: «%s»', (code, g, words) => {
    expect(tmMessage(code, g).ru).toContain(words);
  });
  it.each(['M1', 'M2', 'M3', 'M4', 'M5', 'M7', 'M8', 'M9', 'M10', 'M12', 'M13'] as const)('%s reads the same for a woman', (code) => {
    expect(tmMessage(code, 'f')).toEqual(tmMessage(code, 'm'));
  });
});

/** A TM night where the killer shoots NAME; the gender word on the player line is optional. */
function tmNight(decl: string, target: string): ReturnType<typeof runScenario> {
  const text =
    `ruleset tm\nplayer Атос\n${decl}\nplayer Планше\nplayer Вася: Миледи, маф\nnight 1\n` +
    `  order Вася, Атос, Планше, X\n  killer Вася -> ${target}\n`;
  return runScenario(text.replace('X', decl.split(/[ :,]/)[1]!));
}

describe('the public morning post and the death cause agree with the dead', () => {
  it.each([
    ['player Дима: Портос', 'Диму', 'Этой ночью погиб: Дима (честный).', 'застрелен из мушкета'],
    ['player Маша: Портос', 'Машу', 'Этой ночью погибла: Маша (честная).', 'застрелена из мушкета'],
    ['player Кэтти', 'Кэтти', 'Этой ночью погибла: Кэтти (честная).', 'застрелена из мушкета'],
    ['player Shadow: Портос, ж', 'Shadow', 'Этой ночью погибла: Shadow (честная).', 'застрелена из мушкета'],
    ['player Shadow: Портос', 'Shadow', 'Этой ночью погиб: Shadow (честный).', 'застрелен из мушкета'],
  ])('%s', (decl, target, post, cause) => {
    const night = tmNight(decl, target).timeline.nights[0]!;
    expect(night.public.ru).toBe(post);
    expect(night.deaths[0]?.cause.ru).toBe(cause);
  });
});

describe('LK refusals and summaries put names in the case the sentence needs', () => {
  const lk = (moves: string, decl = 'player Маша: Мирный житель') =>
    runScenario(
      `ruleset lk\nplayer Коля: Дон мафии, маф\nplayer Шура: Шериф\nplayer Дима: Доктор\n` +
        `player Макс: Маньяк\n${decl}\nplayer Петя: Мирный житель\nnight 1\n${moves}\n`,
    ).timeline;
  it('the Doctor heals Машу: «спасена Маша»', () => {
    const tl = lk('  mafia -> Машу\n  Шура: check -> Колю\n  Макс -> Петю\n  Дима -> Машу');
    expect(tl.steps.find((s) => s.id === 'n1.doctor')?.summary.ru).toBe('Доктор лечит Машу: спасена Маша');
    expect(tl.steps.find((s) => s.id === 'n1.mafia')?.summary.ru).toBe('Мафия стреляет в Машу: на носилках Маша');
    expect(tl.steps.find((s) => s.id === 'n1.sheriff')?.summary.ru).toBe('Шериф проверяет Колю: «мафия»');
  });
  it('a player-line form wins over the library: «Жорика»', () => {
    const tl = lk('  mafia -> Жору\n  Шура: check -> Жору\n  Макс -> Петю\n  Дима -> Петю', 'player Жора: Мирный житель, м, «в: Жорика»');
    expect(tl.steps.find((s) => s.id === 'n1.sheriff')?.summary.ru).toBe('Шериф проверяет Жорика: «мирный»');
  });
});
