import { expect, test } from '@playwright/test';
import LZString from 'lz-string';

// Issue 8.14: a text with no players has nothing to rule on. The CLI makes PLAYERS_MISSING an error
// (exit 1); the playground shows the same diagnostic at 1:1 as a neutral note, so a person who has
// just started typing sees no failure badge.

test('a draft with no players shows PLAYERS_MISSING at 1:1 as a note, not a failure', async ({ page }) => {
  await page.goto(`/#s1=${LZString.compressToEncodedURIComponent('# черновик спорной ночи\n')}`);
  const item = page.getByTestId('diagnostics').locator('li', { hasText: 'PLAYERS_MISSING' });
  await expect(item).toBeVisible();
  await expect(item).toHaveClass(/info/);
  await expect(item.locator('.pos')).toHaveText('1:1');
  await expect(page.getByTestId('status')).toHaveAttribute('data-verdict', 'ok');
});
