import { expect, test, type Page } from '@playwright/test';

// The rules tab: the role encyclopedia with quoted clauses, and the interpretation options —
// choosing a reading edits the scenario text; each other reading shows what it would change.

async function openRules(page: Page): Promise<void> {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.locator('.monaco-editor')).toBeVisible();
  await page.getByTestId('tab-rules').click();
}

const option = (page: Page, key: string) => page.locator(`[data-testid="option"][data-key="${key}"]`);

test('options show the reading in force and what each other reading would change', async ({ page }) => {
  await openRules(page);
  await expect(page.getByTestId('compare-progress')).toContainText(/(\d+)\/\1 /, { timeout: 20_000 });
  // The tab opens on the readings that change this ruling only.
  await expect(page.getByLabel('только меняющие разбор')).toBeChecked();
  await expect(page.getByTestId('option')).not.toHaveCount(0);
  expect(await page.getByTestId('option').count()).toBeLessThan(20);
  const protection = option(page, 'protectionTiming');
  await expect(protection.locator('input:checked')).toHaveValue('fromProtectorSlot');
  await expect(protection.locator('[data-testid="verdict"][data-value="wholeNight"]')).toContainText('Кэтти: погибает → выживает');
  await expect(option(page, 'rochefortSelf')).toHaveCount(0);
  await page.getByLabel('только меняющие разбор').uncheck();
  await expect(option(page, 'rochefortSelf').getByTestId('verdict')).toContainText('разбор не меняется');
  await page.screenshot({ path: '/tmp/rules-options.png' });
});

test('choosing a reading writes the option line; the default removes it; a share link keeps it', async ({ page, context }) => {
  await openRules(page);
  await page.getByRole('searchbox').fill('protectionTiming');
  const protection = option(page, 'protectionTiming');
  await protection.locator('input[value="wholeNight"]').check();
  await expect(page.locator('.monaco-editor .view-lines')).toContainText('option protectionTiming = wholeNight');
  await expect(protection.locator('input:checked')).toHaveValue('wholeNight');
  // The ruling follows the text: Kitty survives now, and the old reading would change it back.
  await expect(protection.locator('[data-testid="verdict"][data-value="fromProtectorSlot"]')).toContainText('Кэтти: выживает → погибает', {
    timeout: 20_000,
  });
  await expect(page.getByTestId('status')).toContainText('✗ · 1/7');

  await page.getByTestId('share').click();
  await expect(page).toHaveURL(/#s3=/);
  const other = await context.newPage();
  await other.goto(page.url());
  await other.getByTestId('tab-rules').click();
  await other.getByRole('searchbox').fill('protectionTiming');
  await expect(option(other, 'protectionTiming').locator('input:checked')).toHaveValue('wholeNight');

  await protection.locator('input[value="fromProtectorSlot"]').check();
  await expect(page.locator('.monaco-editor .view-lines')).not.toContainText('protectionTiming');
  await expect(page.getByTestId('status')).toContainText('✓ · 7/7');
});

test('the role encyclopedia lists roles in play first with their clauses', async ({ page }) => {
  await openRules(page);
  await page.getByTestId('rules-roles').click();
  const first = page.getByTestId('role').first();
  await expect(first).toContainText('в игре');
  const milady = page.locator('[data-testid="role"][data-role="milady"]');
  await milady.locator('summary').click();
  await expect(milady).toContainText('Milady');
  await expect(milady.locator('blockquote').first()).toContainText('«');
  await page.screenshot({ path: '/tmp/rules-roles.png' });
  await page.getByTestId('lang').click();
  await expect(milady.locator('summary')).toContainText('Milady');
  await expect(first).toContainText('in play');
});
