import { expect, test, type Page } from '@playwright/test';
import { draft, gameFile, openDesk, pasteDay } from './desk-kit.ts';

// The desk on a desktop and on a phone (390×844), in Russian and English: the day with its
// findings and one-click fixes, the night checklist and the morning PMs fit a phone's width
// with finger-sized targets. Screenshots go to test/e2e/screenshots/ for the README.

const SHOTS = 'test/e2e/screenshots';

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
  await page.screenshot({ path: `${SHOTS}/desk-day.png`, fullPage: true });
  await typo.getByTestId('desk-fix').click();
  await expect(typo).toHaveCount(0);
  expect(await draft(page)).toContain('  Сова -> Тень @21:40  # пост 5, стр. 23\n');
  await page.getByTestId('lang').click();
  await expect(page.getByTestId('desk-phase-day')).toHaveText('Day 1');
  await expect(page.getByTestId('desk-jailed')).toHaveText('Jailed: Гром');
  await page.screenshot({ path: `${SHOTS}/desk-day-en.png`, fullPage: true });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the night checklist and the morning PMs fit and work by touch, in both languages', async ({ page }) => {
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
    await page.screenshot({ path: `${SHOTS}/desk-night-phone.png`, fullPage: true });

    await page.getByTestId('desk-phase-morning').tap();
    await expect(page.getByTestId('desk-public')).toContainText('Сова');
    await expect(page.getByTestId('copy-pm').first()).toBeVisible();
    await fitsWidth(page);
    await page.screenshot({ path: `${SHOTS}/desk-morning-phone.png`, fullPage: true });
    await page.getByTestId('lang').tap();
    await expect(page.getByTestId('desk-phase-morning')).toHaveText('Morning 2');
    await fitsWidth(page);
    await page.screenshot({ path: `${SHOTS}/desk-morning-phone-en.png`, fullPage: true });
    await page.getByTestId('desk-phase-night').tap();
    await fitsWidth(page);
    await page.screenshot({ path: `${SHOTS}/desk-night-phone-en.png`, fullPage: true });
  });
});
