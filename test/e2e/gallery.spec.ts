import { expect, test } from '@playwright/test';

// The gallery loads any scenario file into the editor, and its ruling shows at once.

test('choosing a gallery scenario loads it and resolves it', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.monaco-editor')).toBeVisible();
  const options = await page.getByTestId('gallery').locator('option').allTextContents();
  expect(options.length).toBeGreaterThan(3);
  await page.getByTestId('gallery').selectOption('language/en-keywords.scenario');
  await expect(page.locator('.monaco-editor .view-lines')).toContainText('ruleset');
  await expect(page.getByTestId('expectations')).toBeVisible();
  await expect(page.getByTestId('status')).toContainText('✓');
  // The select names the open file until the text is edited away from it.
  await expect(page.getByTestId('gallery')).toHaveValue('language/en-keywords.scenario');
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\n# edited\n');
  await expect(page.getByTestId('gallery')).toHaveValue('');
});
