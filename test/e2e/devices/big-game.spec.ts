import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { fresh, isPhone, typeText } from './kit.ts';

// Issue 10.11: a 200-player game with 27 problems stays usable: the problems list scrolls and
// folds instead of squeezing the editor, the long order folds so the board is in view, and the
// board zooms (and scrolls) until the seats are readable.

const NAMES = Array.from({ length: 200 }, (_, i) => `Игрок${i + 1}`);
const BIG = [
  'ruleset three-musketeers',
  `player ${NAMES[0]}: Кэтти, маф`,
  ...NAMES.slice(1).map((n) => `player ${n}: Атос, честный`),
  'night 1',
  `  order ${NAMES.join(', ')}`,
  '  killer Игрок1 -> Игрок3',
  '  Игрок2 -> Игрок1',
  ...Array.from({ length: 27 }, (_, i) => `  Незнакомец${i} -> Игрок1`),
  '',
].join('\n');

test('200 players and 27 problems: editor, order list and board all stay usable', async ({ page }, info) => {
  test.setTimeout(90_000);
  await fresh(page);
  await typeText(page, BIG);
  await expect(page.getByTestId('diagnostics').locator('li')).toHaveCount(27);
  const viewport = page.viewportSize()!;

  // The problems scroll within a third of the screen; the editor keeps the rest.
  const problems = (await page.locator('.problems').boundingBox())!;
  expect(problems.height).toBeLessThanOrEqual(viewport.height / 3 + 2);
  const editor = (await page.locator('.editor-box').boundingBox())!;
  // On a phone the page scrolls, and the editor keeps at least half the screen's height.
  expect(editor.height).toBeGreaterThan(isPhone(info) ? viewport.height / 2 : 400);
  // …and they fold.
  await page.getByTestId('diagnostics-fold').locator('summary').click();
  await expect(page.getByTestId('diagnostics')).toBeHidden();

  await page.getByTestId('tab-board').click();
  // The 200-row order starts folded: the board is right below, not 5,000 px down.
  await expect(page.getByTestId('order-list')).toBeHidden();
  const pane = (await page.locator('.right-pane').boundingBox())!;
  const board = page.getByTestId('board').locator('svg').first();
  const top = (await board.boundingBox())!.y;
  expect(top - pane.y).toBeLessThan(250);
  await page.getByTestId('night-order').locator('summary').click();
  await expect(page.getByTestId('order-list')).toBeVisible();
  expect((await page.getByTestId('order-list').boundingBox())!.height).toBeGreaterThan(0);
  expect((await page.locator('.night-order .list').boundingBox())!.height).toBeLessThanOrEqual(viewport.height * 0.4 + 2);
  await page.getByTestId('night-order').locator('summary').click();

  // Zoom until a seat disc is at least 24 px across; neighbours do not overlap; the board scrolls.
  await page.getByTestId('timeline').locator('button.step', { hasText: 'Игрок2:' }).first().click();
  const disc = (name: string) => page.getByTestId('board').locator(`[data-player="${name}"] circle.disc`);
  for (let i = 0; i < 6 && ((await disc('Игрок1').boundingBox())?.width ?? 0) < 24; i++) await page.getByTestId('zoom-in').click();
  const a = (await disc('Игрок1').boundingBox())!;
  const b = (await disc('Игрок2').boundingBox())!;
  expect(a.width).toBeGreaterThanOrEqual(24);
  expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(a.width);
  const scroller = page.getByTestId('board-scroller');
  // The selected step's actor (Игрок2, at the top of the ring) is in the middle of the board's
  // window across, and in it from top to bottom; its target beside it is in view too.
  const view = (await scroller.boundingBox())!;
  expect(Math.abs(b.x + b.width / 2 - (view.x + view.width / 2))).toBeLessThan(view.width / 4);
  for (const seat of [a, b]) {
    expect(seat.x).toBeGreaterThanOrEqual(view.x);
    expect(seat.x + seat.width).toBeLessThanOrEqual(view.x + view.width);
    expect(seat.y).toBeGreaterThanOrEqual(view.y);
    expect(seat.y + seat.height).toBeLessThanOrEqual(view.y + view.height);
  }
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  await expectNoViolations(page, 'a zoomed 200-seat board');
  await page.getByTestId('zoom-fit').click();
  expect(await scroller.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
});
