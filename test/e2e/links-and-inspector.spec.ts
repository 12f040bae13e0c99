import { expect, test } from '@playwright/test';
import { expectEditorEndsWith } from './editor-kit.ts';

// Share links reproduce a scenario exactly; a broken one is reported with a position and the
// user's draft opens instead. The inspector replays a night into XState actors.

test('a share link reproduces the scenario, a broken one keeps the draft', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await expect(page.locator('.monaco-editor')).toBeVisible();
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\n# shared-marker-7\n');
  await page.getByTestId('share').click();
  await expect(page).toHaveURL(/#s3=/);
  const link = page.url();

  const other = await context.newPage();
  await other.goto(link);
  await expectEditorEndsWith(other, 'shared-marker-7');

  await other.goto('/#s1=broken%%link');
  await expect(other.getByTestId('link-error')).toContainText('SHARE_CHARACTER');
  await expect(other.getByTestId('link-error')).toContainText('10');
  await expectEditorEndsWith(other, 'shared-marker-7');
});

test('the inspector replays the selected night into action machines', async ({ page }) => {
  await page.goto('/?inspect');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  const steps = page.getByTestId('timeline').locator('button.step');
  await steps.nth(2).click();
  const inspector = page.getByTestId('inspector');
  await expect(inspector.locator('td.state').first()).not.toBeEmpty();
  await expect(inspector).toContainText(/performed|submitted|blocked|failed|charmed|reported/);
  await inspector.locator('summary').click();
  await expect(inspector.locator('.log li').first()).toBeVisible();
});
