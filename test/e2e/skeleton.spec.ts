import { expect, test } from '@playwright/test';
import { expectEditorEndsWith } from './editor-kit.ts';

// The walking skeleton: the page renders before Monaco, Monaco arrives, an edit changes the
// timeline, a step can be selected and explained.

test('renders the default scenario before and after Monaco loads', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ночной разбор');
  await expect(page.getByTestId('timeline').locator('button.step').first()).toBeVisible();
  await expect(page.locator('.monaco-editor')).toBeVisible();
  await expect(page.getByTestId('ruleset')).toContainText('Три мушкетера');
});

test('editing the scenario changes the timeline, and a step explains itself', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.locator('.monaco-editor')).toBeVisible();
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await expect(page.getByTestId('timeline')).toContainText(/Шагов нет|No steps/);
  await page.keyboard.type(
    [
      'ruleset three-musketeers',
      'player Атос',
      'player Рошфор',
      'player Арамис',
      'night 1',
      'order Атос, Рошфор, Арамис',
      'Атос -> Рошфор',
      'Рошфор -> Арамис',
      'Арамис -> Атос',
      '',
    ].join('\n'),
  );
  const steps = page.getByTestId('timeline').locator('button.step');
  await expect(steps.first()).toBeVisible();
  await expect(page.getByTestId('timeline')).toContainText('Атос');
  await steps.first().click();
  await expect(steps.first()).toHaveClass(/selected/);
  await expect(page.getByTestId('step-details').locator('h2')).not.toBeEmpty();
  await page.screenshot({ path: 'test-results/skeleton-edited.png', fullPage: true });
});

test('the draft survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.monaco-editor')).toBeVisible();
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\n# draft-marker-42\n');
  await page.reload();
  await expectEditorEndsWith(page, 'draft-marker-42');
});
