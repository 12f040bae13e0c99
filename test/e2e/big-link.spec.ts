import { expect, test } from '@playwright/test';
import { encodeShare } from '../../src/share/link.ts';
import { gameText } from '../bench/game-text.ts';

// Issue 11: the 200 players × 100 days game opens from a share link; the page holds only the
// timeline rows, so a step's details and the board's whole analysis are asked of the worker.

test('the 200 × 100 game opens from a link; a step explains itself and the board shows everyone', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto(`/#${encodeShare(gameText(200, 100, 1))}`);
  const steps = page.locator('[data-testid="timeline"] [data-step]');
  await expect(steps.first()).toBeVisible({ timeout: 120_000 });

  const id = (await steps.nth(2).getAttribute('data-step'))!;
  const step = page.locator(`[data-testid="timeline"] [data-step="${id}"]`);
  const summary = (await step.locator('.summary').textContent())!;
  await step.click();
  await expect(step).toHaveClass(/selected/);
  // The heading appears only with the step in full (from the worker), never from its row.
  await expect(page.getByTestId('step-details').locator('h2')).toHaveText(summary, { timeout: 60_000 });
  await expect(page.getByTestId('step-details').locator('dd.outcome')).toBeVisible();

  await page.getByTestId('tab-board').click();
  await expect(page.getByTestId('board').locator('[data-player]')).toHaveCount(200, { timeout: 120_000 });
});
