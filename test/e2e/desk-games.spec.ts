import { expect, test } from '@playwright/test';
import { runScenario } from '../../src/dsl/index.ts';
import { unexpectedErrors } from '../../src/engine/diagnostic.ts';
import { MAFIA_SEAT } from '../../src/desk/night.ts';
import { chooseMove, draft, gameFile, openDesk, pasteDay, pastePm } from './desk-kit.ts';

// Whole games at the host's desk, from pasted posts and moves alone: each day's thread pasted,
// the evening's messages pasted as written, each night's moves chosen seat → target or read from
// a pasted PM; the engine's verdicts appear on the page, and the one scenario file that results
// resolves with every expectation of the game holding.

test('«Три мушкетера»: three days, two evenings, two nights', async ({ page }) => {
  await openDesk(page, gameFile('tm-game.start'));
  await pasteDay(page, gameFile('tm-game.day1.txt'));
  await expect(page.locator('[data-testid="desk-vote"][data-status="counted"]')).toHaveCount(8);
  await expect(page.locator('[data-testid="desk-issue"][data-code="VOTE_LATE"]')).toHaveCount(1);
  await expect(page.getByTestId('desk-jailed')).toHaveText('Посажен: Гром');
  await expect(page.getByTestId('desk-public-order')).toContainText('[b]Очерёдность ходов на ночь 1[/b]\n1. Лис\n2. Барон');
  await expect(page.getByTestId('desk-public-order')).not.toContainText('Серый Кот');
  await expect(page.getByTestId('desk-mafia-order')).toContainText('Серый Кот');

  await page.getByTestId('desk-phase-evening').click();
  await page.getByTestId('desk-swaps').fill('Меняем Лиса/Тень, Барона и Кузю');
  await page.getByTestId('desk-lock').fill('Закрепляю Ёжика');
  await page.getByTestId('desk-evening-write').click();
  await expect(page.getByTestId('desk-played-order').locator('li').first()).toHaveText('Тень');

  await page.getByTestId('desk-phase-night').click();
  await pastePm(page, MAFIA_SEAT, 'Стреляет Тень, цель — Мята');
  await chooseMove(page, 'Кузя', ['Тень']);
  await pastePm(page, 'Лис', 'Иду пить к Сове');
  await chooseMove(page, 'Барон', ['Лис']);
  await chooseMove(page, 'Мята', ['Кузя']);
  await pastePm(page, 'Ёжик', 'Слежу за Мятой');
  await page.getByTestId('desk-phase-morning').click();
  await expect(page.getByTestId('desk-public')).toContainText('Мята');
  await expect(page.getByTestId('player-mail').first()).toBeVisible();
  // The host's log: every step of the night, the shot among them.
  await page.getByTestId('desk-morning').locator('summary').click();
  await expect(page.getByTestId('desk-log').locator('li').filter({ hasText: 'Тень' }).filter({ hasText: 'Мят' }).first()).toBeVisible();
  await page.getByTestId('desk-next-day').click();

  await pasteDay(page, gameFile('tm-game.day2.txt'));
  await expect(page.getByTestId('desk-jailed')).toHaveText('Посажен: Кузя');
  await page.getByTestId('desk-next').click();
  await page.getByTestId('desk-swaps').fill('Ёжика/Тень');
  await page.getByTestId('desk-lock').fill('Лис');
  await page.getByTestId('desk-evening-write').click();
  await page.getByTestId('desk-next').click();
  await pastePm(page, MAFIA_SEAT, 'Тень стреляет в Сову');
  await chooseMove(page, 'Лис', ['Ёжик']);
  await chooseMove(page, 'Барон', ['Лис']);
  await pastePm(page, 'Ёжик', 'Смотрю за Совой');
  await page.getByTestId('desk-next').click();
  await expect(page.getByTestId('desk-public')).toContainText('Сова');
  await page.getByTestId('desk-next-day').click();

  await pasteDay(page, gameFile('tm-game.day3.txt'));
  await expect(page.getByTestId('desk-jailed')).toHaveText('Посажена: Тень');

  const final = await draft(page);
  const run = runScenario(final);
  expect(unexpectedErrors(run.diagnostics)).toEqual([]);
  expect(run.results.map((r) => r.holds)).toEqual(run.results.map(() => true));
  expect(run.results.length).toBe(4);
  expect(run.timeline.nights.map((n) => n.deaths.map((d) => d.player))).toEqual([['Мята'], ['Сова']]);
  expect(run.timeline.winner).toBe('honest');
});

test('«Мафия ЛК»: three days with a blitz, two nights', async ({ page }) => {
  await openDesk(page, gameFile('lk-game.start'));
  await pasteDay(page, gameFile('lk-game.day1.txt'));
  // Маша votes on day 1: the desk writes it, the engine refuses it (D-67) and the table says so.
  await expect(page.locator('[data-testid="desk-vote"][data-status="engine-refused"]')).toContainText('в первый день не голосуют');
  await expect(page.getByTestId('desk-jailed')).toHaveText('Никто не казнён');
  await page.getByTestId('desk-next').click();
  await pastePm(page, MAFIA_SEAT, 'Дон: убиваем Петю');
  await pastePm(page, 'Дима', 'Лечу Петю');
  await pastePm(page, 'Шура', 'Проверяю Васю');
  await expect(page.locator('[data-testid="desk-seat"][data-seat="Шура"]')).toContainText('Шура: проверка -> Вася');
  await page.getByTestId('desk-next').click();
  await expect(page.getByTestId('player-mail').filter({ hasText: 'мафия' }).first()).toBeVisible();
  await page.getByTestId('desk-next-day').click();

  await page.getByTestId('desk-hosts').fill('Режиссёр');
  await pasteDay(page, gameFile('lk-game.day2.txt'));
  await expect(page.locator('[data-testid="desk-vote"][data-status="replaced"]')).toHaveCount(1);
  await expect(page.getByTestId('desk-jailed')).toHaveText('Казнён: Коля');
  await expect(page.getByTestId('desk-day-result')).toContainText('[b]Итоги дня 2[/b]');
  await expect(page.getByTestId('desk-day-result')).toContainText('\n\nБлиц между Колей и Шурой: Коля 4, Шура 2\n\n[b]Город казнил: Коля');
  await page.getByTestId('desk-next').click();
  await pastePm(page, MAFIA_SEAT, 'Вася: стреляем в Мишу');
  await chooseMove(page, 'Шура', ['Маша'], 'check');
  await page.getByTestId('desk-next').click();
  await expect(page.getByTestId('desk-public')).toContainText('Миша');
  await page.getByTestId('desk-next-day').click();

  await pasteDay(page, gameFile('lk-game.day3.txt'));
  await expect(page.getByTestId('desk-jailed')).toHaveText('Казнён: Вася');

  const final = await draft(page);
  const run = runScenario(final);
  expect(unexpectedErrors(run.diagnostics)).toEqual([]);
  expect(run.results.filter((r) => !r.holds)).toEqual([]);
  expect(run.results.length).toBe(4);
  expect(run.timeline.winner).toBe('honest');
});
