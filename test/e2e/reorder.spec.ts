import { expect, test, type Page } from '@playwright/test';
import { encodeShare } from '../../src/share/link.ts';

// Drag-to-reorder counterfactuals: the night's played order on the board tab is a reorderable
// list; a move previews the changed ruling, Apply writes the `order` line, Ctrl+Z takes it back.

const ORDER = 'order Бонасье, Атос, Рошфор, Миледи, Планше, Портос, Кэтти';
const lines = (page: Page) => page.locator('.monaco-editor .view-lines');
const item = (page: Page, name: string) => page.locator(`[data-testid="order-item"][data-name="${name}"]`);
const names = (page: Page) => page.getByTestId('order-item').evaluateAll((els) => els.map((e) => e.getAttribute('data-name')));

async function openBoard(page: Page, hash = ''): Promise<void> {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/${hash}`);
  if (hash) await page.reload();
  await expect(page.locator('.monaco-editor')).toBeVisible();
  await page.getByTestId('tab-board').click();
  await expect(page.getByTestId('night-order')).toBeVisible();
}

/** Drags one row onto another with real mouse moves (pointer events). */
async function drag(page: Page, from: string, onto: string): Promise<void> {
  const a = (await item(page, from).locator('.name').boundingBox())!;
  const b = (await item(page, onto).locator('.name').boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 5; i++) await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 + ((b.y - a.y) * i) / 5);
  await page.mouse.up();
}

test('dragging previews the ruling; Cancel keeps the text; Apply writes it; Ctrl+Z restores', async ({ page }) => {
  await openBoard(page);
  await expect(lines(page)).toContainText(ORDER);
  expect(await names(page)).toEqual(['Бонасье', 'Атос', 'Рошфор', 'Миледи', 'Планше', 'Портос', 'Кэтти']);

  await drag(page, 'Портос', 'Планше');
  const preview = page.getByTestId('order-preview');
  await expect(preview).toContainText('Бонасье, Атос, Рошфор, Миледи, Портос, Планше, Кэтти');
  await expect(preview.getByTestId('order-diff').filter({ hasText: 'Кэтти: погибает → выживает' })).toHaveCount(1);
  await expect(item(page, 'Портос')).toHaveClass(/moved/);
  await page.screenshot({ path: '/tmp/reorder-preview.png' });

  await page.getByTestId('order-cancel').click();
  await expect(preview).toHaveCount(0);
  await expect(lines(page)).toContainText(ORDER);
  expect(await names(page)).toEqual(['Бонасье', 'Атос', 'Рошфор', 'Миледи', 'Планше', 'Портос', 'Кэтти']);

  await drag(page, 'Портос', 'Планше');
  await page.getByTestId('order-apply').click();
  await expect(lines(page)).toContainText('order Бонасье, Атос, Рошфор, Миледи, Портос, Планше, Кэтти');
  // The comment lines of the block stay; the timeline now plays Porthos in slot 5.
  await expect(lines(page)).toContainText('Рошфор пьёт с Атосом');
  await expect(
    page
      .getByTestId('timeline')
      .locator('button.step', { has: page.locator('.slot', { hasText: /^5$/ }) })
      .first(),
  ).toContainText('Портос');
  expect(await names(page)).toEqual(['Бонасье', 'Атос', 'Рошфор', 'Миледи', 'Портос', 'Планше', 'Кэтти']);
  await expect(page.getByTestId('status')).not.toContainText('7/7');

  // Undo in the editor restores the previous order (the edit went through Monaco's undo stack).
  await lines(page).click();
  await page.keyboard.press('ControlOrMeta+z');
  await expect(lines(page)).toContainText(ORDER);
  expect(await names(page)).toEqual(['Бонасье', 'Атос', 'Рошфор', 'Миледи', 'Планше', 'Портос', 'Кэтти']);
  await expect(page.getByTestId('status')).toContainText('7/7');
});

test('Alt+↑ on a focused player moves him and keeps the focus; Apply updates the text', async ({ page }) => {
  await openBoard(page);
  // Typing first: the reorder must be its own undo step, so Ctrl+Z later keeps this line.
  await lines(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('# заметка ведущего');
  await expect(lines(page)).toContainText('# заметка ведущего');
  await item(page, 'Кэтти').focus();
  for (let i = 0; i < 6; i++) await page.keyboard.press('Alt+ArrowUp');
  await expect(item(page, 'Кэтти')).toBeFocused();
  expect(await names(page)).toEqual(['Кэтти', 'Бонасье', 'Атос', 'Рошфор', 'Миледи', 'Планше', 'Портос']);
  await expect(page.getByTestId('order-preview')).toContainText('Кэтти, Бонасье, Атос');
  // Plain arrows move the focus only; the ↓ button is the pointer-free fallback.
  await page.keyboard.press('ArrowDown');
  await expect(item(page, 'Бонасье')).toBeFocused();
  await item(page, 'Бонасье').getByTestId('order-down').click();
  expect(await names(page)).toEqual(['Кэтти', 'Атос', 'Бонасье', 'Рошфор', 'Миледи', 'Планше', 'Портос']);
  await page.getByTestId('order-apply').click();
  await expect(lines(page)).toContainText('order Кэтти, Атос, Бонасье, Рошфор, Миледи, Планше, Портос');
  await expect(
    page
      .getByTestId('timeline')
      .locator('button.step', { has: page.locator('.slot', { hasText: /^1$/ }) })
      .first(),
  ).toContainText('Кэтти');
  await page.getByTestId('tab-board').click();
  await page.screenshot({ path: '/tmp/reorder-applied.png' });
  await lines(page).click();
  await page.keyboard.press('ControlOrMeta+z');
  await expect(lines(page)).toContainText(ORDER);
  await expect(lines(page)).toContainText('# заметка ведущего');
});

test('a Russian night block without an order line gets a «порядок» line after its header', async ({ page }) => {
  const text = [
    'правила три-мушкетера',
    'игрок Атос',
    'игрок Портос',
    'игрок Кэтти: Кэтти, маф',
    'ночь 1   # первая ночь',
    '    Атос -> Кэтти',
    '    Кэтти -> Атос',
    '    Портос -> Кэтти',
    '',
  ].join('\n');
  await openBoard(page, `#${encodeShare(text)}`);
  const first = (await names(page))[0]!;
  const second = (await names(page))[1]!;
  await item(page, second).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(page.getByTestId('order-preview')).toBeVisible();
  await page.getByTestId('order-apply').click();
  await expect(lines(page)).toContainText(`порядок ${second}, ${first}`);
  const editor = await page.evaluate(() => document.querySelector('.monaco-editor .view-lines')?.textContent ?? '');
  expect(editor.indexOf('первая ночь')).toBeLessThan(editor.indexOf('порядок'));
  expect((await names(page)).slice(0, 2)).toEqual([second, first]);
});

test('in English, a ruleset with a fixed order shows the engine’s word and no Apply', async ({ page }) => {
  const text = [
    'ruleset mafia-lk',
    'player Коля: Дон мафии, мафия',
    'player Дима: Доктор',
    'player Макс: Маньяк',
    'player Вася: Мирный житель',
    'player Петя: Мирный житель',
    'night 1',
    '  мафия -> Вася',
    '  Макс -> Петя',
    '  Дима -> Вася',
    '',
  ].join('\n');
  await openBoard(page, `#${encodeShare(text)}`);
  await page.getByTestId('lang').click();
  const [first] = await names(page);
  await item(page, first!).getByTestId('order-down').click();
  const preview = page.getByTestId('order-preview');
  await expect(preview).toContainText('If the order were');
  await expect(preview.getByTestId('order-not-played')).toBeVisible();
  await expect(preview).toContainText('LK-ORDER-FIXED');
  await expect(page.getByTestId('order-apply')).toBeDisabled();
  await page.screenshot({ path: '/tmp/reorder-lk-en.png' });
  await page.getByTestId('order-cancel').click();
  await expect(lines(page)).not.toContainText('order');
});
