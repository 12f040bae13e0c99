/**
 * The engine's own sentences with a player's name in them (step summaries, causes, death causes,
 * PMs, diagnostics), for a man (Дима), a woman (Маша) and an indeclinable name (Кэтти): the exact
 * sentence each gets. A step's outcome is a clause of its own («Вася: ход заблокирован»), never a
 * bare neuter «— заблокировано» after a name.
 */
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../../src/dsl/index.ts';
import type { Timeline } from '../../../src/engine/timeline.ts';

/** The subject of every row: the player line's name and the accusative the moves write. */
const NAMES = [
  ['Дима', 'Диму'],
  ['Маша', 'Машу'],
  ['Кэтти', 'Кэтти'],
] as const;
type Name = (typeof NAMES)[number][0];

/** A TM night; `X`/`Xacc` stand for the subject's name and accusative. */
function tm(lines: string, name: string, acc: string, option = ''): ReturnType<typeof runScenario> {
  const text = `ruleset tm\nseed 1\n${option}\n${lines}`.replace(/Xacc/g, acc).replace(/X/g, name);
  return runScenario(text);
}

const summary = (tl: Timeline, id: string): string => tl.steps.find((s) => s.id === id)?.summary.ru ?? `no step ${id}`;
const notes = (tl: Timeline, id: string): string[] => tl.steps.find((s) => s.id === id)?.causes.map((c) => c.note.ru) ?? [];

// Porthos (Оля) guards X, Planchet's shot at X ends in the trap; X (Athos) takes Вася (Rochefort) to the tavern.
const TRAP =
  'player Оля: Портос\nplayer X: Атос\nplayer Вася: Рошфор\nplayer Петя: Планше, маф\n' +
  'night 1\n  order Оля, Петя, X, Вася\n  Оля -> Xacc\n  killer Петя -> Xacc\n  X -> Васю\n  Вася -> Олю\n';
// La Chesnaye (Оля) sets a mirror on X towards Вася (actorRedirect): X's move goes to Вася.
const MIRROR =
  'player Оля: Ля Шене\nplayer X: Атос\nplayer Вася: Рошфор\nplayer Петя: Планше, маф\n' +
  'night 1\n  order Оля, X, Вася, Петя\n  Оля -> Xacc, Васю\n  X -> Петю\n  Вася -> Олю\n  killer Петя -> Олю\n';
// De Tréville (X) goes to kill honest Вася and kills himself at once.
/** Вася had nothing to do, so the mirrored move earns M2, and its step says why (A-75, issue 8.6). */
const M2_VASYA = 'Сообщение «вырвали кого-то с постели»: цель (Вася) ничего не собиралась делать (строки 147–149)';
const TREVILLE =
  'player X: де Тревиль\nplayer Вася: Атос\nplayer Оля: Рошфор\nplayer Петя: Планше, маф\n' +
  'night 1\n  order X, Вася, Оля, Петя\n  X -> Васю\n  killer Петя -> Олю\n';
// The killer shoots X (Athos) before X's slot.
const EARLY =
  'player X: Атос\nplayer Вася: Рошфор\nplayer Петя: Планше, маф\nnight 1\n  order Петя, X, Вася\n  killer Петя -> Xacc\n  X -> Васю\n';

const ROWS: readonly { slot: string; got: (n: string, acc: string) => string; want: Readonly<Record<Name, string>> }[] = [
  {
    slot: 'TM step: a blocked move («Вася: ход заблокирован»)',
    got: (n, acc) => summary(tm(TRAP, n, acc).timeline, 'n1.s4'),
    want: { Дима: 'Вася: ход заблокирован', Маша: 'Вася: ход заблокирован', Кэтти: 'Вася: ход заблокирован' },
  },
  {
    slot: 'TM step: a failed shot, the reason in brackets',
    got: (n, acc) => summary(tm(TRAP, n, acc).timeline, 'n1.s2'),
    want: {
      Дима: 'Петя: выстрел из мушкета → Дима — ход не удался (Дима под защитой Портоса: ловушка)',
      Маша: 'Петя: выстрел из мушкета → Маша — ход не удался (Маша под защитой Портоса: ловушка)',
      Кэтти: 'Петя: выстрел из мушкета → Кэтти — ход не удался (Кэтти под защитой Портоса: ловушка)',
    },
  },
  {
    slot: 'TM step: killed before the slot',
    got: (n, acc) => summary(tm(EARLY, n, acc).timeline, 'n1.s2'),
    want: { Дима: 'Дима: убит до своего хода', Маша: 'Маша: убита до своего хода', Кэтти: 'Кэтти: убита до своего хода' },
  },
  {
    slot: 'TM cause: Porthos guarded X; the attacker attacks X (accusative)',
    got: (n, acc) => notes(tm(TRAP, n, acc).timeline, 'n1.s2.trap').join(' | '),
    want: {
      Дима: 'Оля защищала Диму до нападения | Петя нападает на Диму',
      Маша: 'Оля защищала Машу до нападения | Петя нападает на Машу',
      Кэтти: 'Оля защищала Кэтти до нападения | Петя нападает на Кэтти',
    },
  },
  {
    slot: 'TM cause: a mirror on X sends the move to Вася (accusative, dative)',
    got: (n, acc) => notes(tm(MIRROR, n, acc, 'option mirrorMode = actorRedirect').timeline, 'n1.s2').join(' | '),
    want: {
      Дима: `Зеркало на Диму: ход уходит к Васе | ${M2_VASYA}`,
      Маша: `Зеркало на Машу: ход уходит к Васе | ${M2_VASYA}`,
      Кэтти: `Зеркало на Кэтти: ход уходит к Васе | ${M2_VASYA}`,
    },
  },
  {
    slot: 'TM death cause and PM: de Tréville X kills themselves',
    got: (n, acc) => {
      const night = tm(TREVILLE, n, acc, 'option trevilleSuicideTiming = immediate').timeline.nights[0]!;
      const death = night.deaths.find((d) => d.player === n);
      const pm = night.messages[n]?.[0]?.text.ru ?? '';
      return `${death?.cause.ru} | ${pm.slice(pm.indexOf('Вы покончили'))}`;
    },
    want: {
      Дима: 'покончил с собой | Вы покончили с собой: Вася оказался честным.',
      Маша: 'покончила с собой | Вы покончили с собой: Вася оказался честным.',
      Кэтти: 'покончила с собой | Вы покончили с собой: Вася оказался честным.',
    },
  },
  {
    slot: 'TM PM: de Tréville (Вася) learns the honest X was the target',
    got: (n, acc) => {
      const text = TREVILLE.replace('player X: де Тревиль\nplayer Вася: Атос', 'player X: Атос\nplayer Вася: де Тревиль')
        .replace('order X, Вася', 'order Вася, X')
        .replace('X -> Васю', 'Вася -> Xacc');
      const pm = tm(text, n, acc, 'option trevilleSuicideTiming = immediate').timeline.nights[0]!.messages['Вася']?.[0]?.text.ru ?? '';
      return pm.slice(pm.indexOf('Вы покончили'));
    },
    want: {
      Дима: 'Вы покончили с собой: Дима оказался честным.',
      Маша: 'Вы покончили с собой: Маша оказалась честной.',
      Кэтти: 'Вы покончили с собой: Кэтти оказалась честной.',
    },
  },
];

describe.each(ROWS)('$slot', ({ got, want }) => {
  it.each(NAMES.map(([n, acc]) => [n, acc, want[n]] as const))('%s', (n, acc, sentence) => {
    expect(got(n, acc)).toBe(sentence);
  });
});

/** The TM day post and summary: the participle and the team word agree with the jailed. */
describe('TM jailing: «Посажена: Маша (Портос) — честная»', () => {
  const day = (name: string, acc: string) =>
    tm(`player X: Портос\nplayer Вася: Атос\nplayer Петя: Миледи, маф\nday 1\n  Вася -> Xacc\n`, name, acc).timeline;
  it.each([
    ['Дима', 'Диму', 'Посажен: Дима (Портос) — честный.', 'Итог дня: посажен Дима'],
    ['Маша', 'Машу', 'Посажена: Маша (Портос) — честная.', 'Итог дня: посажена Маша'],
    ['Кэтти', 'Кэтти', 'Посажена: Кэтти (Портос) — честная.', 'Итог дня: посажена Кэтти'],
  ])('%s', (name, acc, post, summary) => {
    const tl = day(name, acc);
    expect(tl.days[0]?.public.ru).toBe(post);
    expect(tl.steps.find((s) => s.id === 'd1.tally')?.summary.ru).toBe(summary);
  });
});

/** LK ranks: the genitive after «у», the pronoun in the player's gender (L12). */
describe('LK rank diagnostics', () => {
  const lk = (name: string, gender: string) =>
    runScenario(
      'ruleset lk\nplayer Коля: Дон мафии\nplayer Петя: Мафия (1)\nplayer Вова: Мафия (1)\n' +
        `player ${name}: Мафия${gender}\nplayer Шура: Шериф\nplayer Лёня: Доктор\nplayer Макс: Маньяк\nplayer Миша: Мирный житель\n`,
    );
  it.each([
    ['Дима', '', 'У Димы не указан номер мафии: он младше всех пронумерованных (L12)'],
    ['Гоша', '', 'У Гоши не указан номер мафии: он младше всех пронумерованных (L12)'],
    ['Маша', '', 'У Маши не указан номер мафии: она младше всех пронумерованных (L12)'],
    ['Кэтти', ', ж', 'У Кэтти не указан номер мафии: она младше всех пронумерованных (L12)'],
  ])('%s', (name, gender, sentence) => {
    const d = lk(name, gender).diagnostics;
    expect(d.find((x) => x.code === 'LK-RANK-MISSING')?.message.ru).toBe(sentence);
    expect(d.find((x) => x.code === 'LK-RANK-DUPLICATE')?.message.ru).toBe(
      'Номер «Мафия (1)» уже у Пети: старшинство не определено, Вова считается младше (L12)',
    );
  });
});
