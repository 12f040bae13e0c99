import { expect, test, type Page } from '@playwright/test';

// Monaco speaks the scenario language: colours, completion, hover, error markers, and the
// editor ↔ timeline link in both directions.

async function openExample(page: Page): Promise<void> {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.locator('.monaco-editor .view-lines')).toContainText('ruleset');
}

test('keywords and roles are coloured apart from names', async ({ page }) => {
  await openExample(page);
  const line = page.locator('.monaco-editor .view-line', { hasText: 'player Миледи' }).first();
  const keyword = line.locator('span span', { hasText: /^player$/ }).first();
  await expect(keyword).toHaveClass(/mtk\d+/);
  const keywordClass = await keyword.getAttribute('class');
  const comment = page.locator('.monaco-editor .view-line', { hasText: '# Добро' }).locator('span span').first();
  await expect(comment).toHaveClass(/mtk\d+/);
  expect(await comment.getAttribute('class')).not.toBe(keywordClass);
});

test('completion offers keywords and hover explains a role', async ({ page }) => {
  await openExample(page);
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\npla');
  await page.keyboard.press('Control+Space');
  await expect(page.locator('.suggest-widget')).toContainText('player');
  await page.keyboard.press('Escape');
  await page.keyboard.press('ControlOrMeta+Home');

  const milady = page
    .locator('.monaco-editor .view-line', { hasText: 'player Миледи' })
    .locator('span span', { hasText: 'Миледи' })
    .first();
  await milady.hover();
  await expect(page.locator('.monaco-hover').filter({ hasText: /\S/ }).first()).toContainText(/Миледи|Milady/);
});

test('a bad line gets an error marker and a positioned diagnostic', async ({ page }) => {
  await openExample(page);
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\nplayr Арамис');
  await expect(page.locator('.monaco-editor .squiggly-error').first()).toBeVisible();
  await expect(page.getByTestId('diagnostics')).toContainText(/\d+:\d+/);
});

test('selecting a step highlights its line; the cursor on a line selects its step', async ({ page }) => {
  await openExample(page);
  const step = page.getByTestId('timeline').locator('button.step', { hasText: 'Миледи' }).first();
  await step.click();
  await expect(page.locator('.monaco-editor .step-source-line')).toHaveCount(1);

  await page.locator('.monaco-editor .view-line', { hasText: 'Портос -> Кэтти' }).click();
  await expect(page.getByTestId('timeline').locator('button.step.selected')).toContainText('Портос');
});
