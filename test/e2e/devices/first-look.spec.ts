import { expect, test } from '@playwright/test';
import { editorLines, expectEditorStarts, fresh, isPhone, selectedStep, showEditor } from './kit.ts';

// Issue 10.8: first impressions — the disputed step is selected, the Rules tab shows only the
// readings that change this ruling, a replaced text can be taken back, the language persists.

test('a newcomer sees the disputed step, the relevant readings, an undo and their language', async ({ page }, info) => {
  await fresh(page);
  await expect(selectedStep(page)).toContainText('Миледи');
  await expect(page.getByTestId('step-details').locator('h2')).toContainText('Миледи');

  await page.getByTestId('tab-rules').click();
  await expect(page.getByLabel('только меняющие разбор')).toBeChecked();
  await expect(page.locator('[data-testid="option"][data-key="protectionTiming"]')).toBeVisible({ timeout: 20_000 });
  expect(await page.getByTestId('option').count()).toBeLessThan(20);

  // Gallery and «Начало» replace the text with a visible undo.
  await page.getByTestId('gallery').selectOption('three-musketeers/tm-01-mafia-swaps.scenario');
  await showEditor(page);
  await expectEditorStarts(page, '');
  await expect(editorLines(page)).not.toContainText('Добро пожаловать');
  await expect(page.getByTestId('replaced')).toBeVisible();
  await page.getByTestId('replaced-undo').click();
  await expectEditorStarts(page, 'Добро пожаловать');
  await expect(page.getByTestId('replaced')).toBeHidden();
  await page.getByTestId('gallery').selectOption('three-musketeers/tm-01-mafia-swaps.scenario');
  await page.getByTestId('reset').click();
  await expectEditorStarts(page, 'Добро пожаловать');
  await expect(page.getByTestId('replaced')).toBeVisible();

  // The language survives a reload, and <html lang> follows it.
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.getByTestId('lang').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByTestId('tab-why')).toHaveText('Why');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  if (isPhone(info)) await expect(page.getByTestId('editor-fold')).toHaveText(/Show the scenario/);
});
