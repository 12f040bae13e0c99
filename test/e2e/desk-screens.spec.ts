import { expect, test, type Page } from '@playwright/test';
import { draft, gameFile, openDesk, pasteDay, pastePm, pickSeat } from './desk-kit.ts';
import { shoot } from './shoot.ts';

// The desk on a desktop and on a phone (390×844), in Russian and English: the day with its
// findings and one-click fixes, the night checklist and the morning PMs fit a phone's width
// with finger-sized targets. Screenshots go to test/e2e/screenshots/ for the README.

async function fitsWidth(page: Page): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
}

test('day on a desktop: votes with their posts, findings with fixes; a fix writes the vote', async ({ page }) => {
  await openDesk(page, gameFile('tm-game.start'));
  await pasteDay(page, gameFile('tm-game.day1.txt').replace('Голосую за Тень.\n', 'Голосую за Тэнь.\n'));
  const typo = page.locator('[data-testid="desk-issue"][data-code="VOTE_UNREADABLE"]');
  await expect(typo).toContainText('Может быть, «Тень»?');
  await expect(typo).toContainText('стр. 23:');
  await shoot(page, 'desk-day.png', true);
  await typo.getByTestId('desk-fix').click();
  await expect(typo).toHaveCount(0);
  expect(await draft(page)).toContain('  Сова -> Тень @21:40  # пост 5, стр. 23\n');
  await page.getByTestId('lang').click();
  await expect(page.getByTestId('desk-phase-day')).toHaveText('Day 1');
  await expect(page.getByTestId('desk-jailed')).toHaveText('Jailed: Гром');
  await shoot(page, 'desk-day-en.png', true);
});

test('day: a name the desk cannot place is fixed by typing it; a name of nobody is refused', async ({ page }) => {
  await openDesk(page, gameFile('tm-game.start'));
  await pasteDay(page, gameFile('tm-game.day1.txt').replace('Голосую за Тень.\n', 'Голосую за Пупкина.\n'));
  const odd = page.locator('[data-testid="desk-issue"][data-code="VOTE_UNREADABLE"]');
  await expect(odd).toContainText('«Голосую за Пупкина»');
  await expect(odd.getByTestId('desk-fix')).toHaveCount(0);
  await odd.getByTestId('desk-fix-name').fill('Вася');
  await odd.getByTestId('desk-fix-name').press('Enter');
  await expect(odd.getByRole('alert')).toHaveText('Нет такого игрока');
  // The host types the name as a player would write it, inflected.
  await odd.getByTestId('desk-fix-name').fill('Тени');
  await odd.getByTestId('desk-fix-name').press('Enter');
  await expect(odd).toHaveCount(0);
  expect(await draft(page)).toContain('  Сова -> Тень @21:40  # пост 5, стр. 23\n');
});

test('day: a paste that cannot be read shows why and keeps the votes already read', async ({ page }) => {
  await openDesk(page, gameFile('tm-game.start'));
  await pasteDay(page, gameFile('tm-game.day1.txt'));
  const before = await draft(page);
  expect(before).toContain('  Лис -> Гром @20:14');
  await page.getByTestId('desk-thread').fill('PK\u0003\u0004\u0000\u0000 garbage');
  await page.getByTestId('desk-read').click();
  await expect(page.locator('[data-testid="desk-issue"][data-code="PASTE_BINARY"]')).toContainText('двоичные данные');
  await page.getByTestId('desk-thread').fill('Просто текст без постов.\nЕщё строка.');
  await page.getByTestId('desk-read').click();
  await expect(page.locator('[data-testid="desk-issue"][data-code="PASTE_NO_POSTS"]')).toBeVisible();
  expect(await draft(page)).toBe(before);
  await expect(page.getByTestId('desk-jailed')).toHaveText('Посажен: Гром');
});

test('«Мафия ЛК» day: a replaced and a cancelled vote, the day result as BBCode', async ({ page }) => {
  const start = gameFile('lk-game.scenario').replace(/^day 2\n(?:  .*\n)+/mu, 'day 2\n  expect jailed Коля\n');
  await openDesk(page, start);
  await expect(page.getByTestId('desk-phase-day')).toHaveText('День 2');
  await page.getByTestId('desk-hosts').fill('Режиссёр');
  // Маша takes her vote back: Шура 2 : Коля 1, no tie — the host's blitz votes are refused.
  await pasteDay(
    page,
    gameFile('lk-game.day2.txt').replace(
      'Согласна. [b][color=green]Колю[/color][/b]',
      'Согласна. [b][color=green]Колю[/color][/b]\nХотя нет, [b]отменяю голос[/b], подумаю ещё',
    ),
  );
  await expect(page.locator('[data-testid="desk-vote"][data-status="cancelled"]')).toHaveCount(2);
  await expect(page.locator('[data-testid="desk-vote"][data-status="replaced"]')).toHaveCount(1);
  await expect(page.getByTestId('desk-day-result')).toContainText(
    '[b]Итоги дня 2[/b]\nШура — 2\nКоля — 1\n\n[b]Город казнил: Шура — Шериф.[/b]',
  );
  await shoot(page, 'desk-day-lk.png', true);
});

test('night on a desktop: the board beside the checklist; a seat clicked on the board is picked', async ({ page }) => {
  await openDesk(page, gameFile('tm-game.scenario'));
  await page.getByTestId('desk-prev').click();
  await page.getByTestId('desk-prev').click();
  await page.getByTestId('board').locator('[data-player="Лис"]').click();
  await expect(page.locator('[data-testid="desk-seat"][data-seat="Лис"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('board-step')).toContainText('Лис');
  await expect(page.getByTestId('desk-target')).toHaveValue('Ёжик');
  await shoot(page, 'desk-night.png');
});

test('night: a seat with no move yet is picked on the board, and its move is written from there', async ({ page }) => {
  await openDesk(page, gameFile('tm-game.scenario').replace('  Лис -> Ёжик\n', ''));
  await page.getByTestId('desk-prev').click();
  await page.getByTestId('desk-prev').click();
  await expect(page.locator('[data-testid="desk-seat"][data-seat="Лис"]')).toHaveAttribute('data-sent', 'no');
  await page.getByTestId('board').locator('[data-player="Лис"]').click();
  await expect(page.locator('[data-testid="desk-seat"][data-seat="Лис"]')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('desk-target').first().selectOption('Ёжик');
  await page.getByTestId('desk-move-write').click();
  await expect(page.locator('[data-testid="desk-seat"][data-seat="Лис"]')).toHaveAttribute('data-sent', 'yes');
  expect(await draft(page)).toMatch(/night 2\n(?:.*\n)*?  Лис -> Ёжик\n/);
});

test('night: a PM that skips the move ticks the seat without a move; «Без хода» takes a move back', async ({ page }) => {
  await openDesk(page, gameFile('tm-game.scenario').replace('  Лис -> Ёжик\n', ''));
  await page.getByTestId('desk-prev').click();
  await page.getByTestId('desk-prev').click();
  await pastePm(page, 'Лис', 'Пропускаю ход, сплю');
  await expect(page.locator('[data-testid="desk-seat"][data-seat="Лис"]')).toContainText('без хода');
  // Барон's move is taken back in place.
  await pickSeat(page, 'Барон');
  await page.getByTestId('desk-pass').click();
  await expect(page.locator('[data-testid="desk-seat"][data-seat="Барон"]')).toContainText('без хода');
  expect(await draft(page)).toContain(
    'night 2\n  киллер Тень -> Сова\n  # desk: без хода: Барон\n  Ёжик -> Сова\n  # desk: без хода: Лис\n  expect dies Сова\n',
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the day fits too: every vote is two short lines with its post', async ({ page }) => {
    await openDesk(page, gameFile('tm-game.start'));
    await pasteDay(page, gameFile('tm-game.day1.txt'));
    const vote = page.locator('[data-testid="desk-vote"]').first();
    await expect(vote).toContainText('#2 · стр. 9');
    expect((await vote.boundingBox())!.width).toBeLessThanOrEqual(390);
    await fitsWidth(page);
    await shoot(page, 'desk-day-phone.png', true);
  });

  test('the night checklist and the morning PMs fit and work by touch, in both languages', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openDesk(page, gameFile('tm-game.scenario'));
    await page.getByTestId('desk-prev').tap();
    await page.getByTestId('desk-prev').tap();
    await expect(page.getByTestId('desk-phase-night')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('desk-sent')).toHaveText('4/5');
    const seat = page.locator('[data-testid="desk-seat"][data-sent="no"]').first();
    const box = await seat.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await seat.tap();
    await expect(page.getByTestId('desk-move')).toBeVisible();
    await fitsWidth(page);
    await shoot(page, 'desk-night-phone.png', true);
    // The move is written by touch: the seat is ticked and the line is in the night's block.
    const name = await seat.getAttribute('data-seat');
    await page.getByTestId('desk-target').first().selectOption('Барон');
    const write = page.getByTestId('desk-move-write');
    expect((await write.boundingBox())!.height).toBeGreaterThanOrEqual(36);
    await write.tap();
    await expect(page.getByTestId('desk-sent')).toHaveText('5/5');
    expect(await draft(page)).toMatch(new RegExp(`night 2\\n(?:.*\\n)*?  ${name} -> Барон\\n`));

    await page.getByTestId('desk-phase-morning').tap();
    await expect(page.getByTestId('desk-public')).toContainText('Сова');
    await expect(page.getByTestId('copy-pm').first()).toBeVisible();
    await fitsWidth(page);
    await shoot(page, 'desk-morning-phone.png', true);
    // Copy all and the public post by touch; the thread's post never gives the night's real order.
    await page.getByTestId('desk-copy-all').tap();
    const all = await page.evaluate(() => navigator.clipboard.readText());
    expect(all.split('[hr]').length).toBe(await page.getByTestId('player-mail').count());
    expect(all).toContain('[b]Лис[/b] — Ночь 2');
    await page.getByTestId('desk-copy-public').tap();
    const post = await page.evaluate(() => navigator.clipboard.readText());
    expect(post).toMatch(/^\[b\]Утро 2\[\/b\]\n\nЭтой ночью погибла: Сова/);
    expect(post).not.toMatch(/Порядок|Очерёдность/);
    await page.getByTestId('lang').tap();
    await expect(page.getByTestId('desk-phase-morning')).toHaveText('Morning 2');
    await fitsWidth(page);
    await shoot(page, 'desk-morning-phone-en.png', true);
    await page.getByTestId('desk-phase-night').tap();
    await fitsWidth(page);
    await shoot(page, 'desk-night-phone-en.png', true);
  });
});
