import { expect, test } from '@playwright/test';
import { encodeShare } from '../../src/share/link.ts';
import { gameText } from '../bench/game-text.ts';

// Issue 11: the 200 players × 100 days game opens from a share link; the page holds only the
// timeline rows, so a step's details and the board's whole analysis are asked of the worker.

const TEXT = gameText(200, 100, 1);

test('the 200 × 100 game opens from a link; a step explains itself and the board shows everyone', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto(`/#${encodeShare(TEXT)}`);
  const steps = page.locator('[data-testid="timeline"] [data-step]');
  await expect(steps.first()).toBeVisible({ timeout: 120_000 });
  // The start comes first (a partial run), the newcomer's first look chosen from it; the steps
  // picked below are the whole game's, once it is resolved.
  await expect(page.getByTestId('status')).not.toHaveAttribute('data-verdict', 'pending', { timeout: 120_000 });
  // The list follows the selection until the user scrolls or points in it: as a user would, the
  // wheel first, so the list stays where the click below scrolls it (else it may be pulled back).
  await page.getByTestId('timeline').hover();
  await page.mouse.wheel(0, 1);

  const id = (await steps.nth(2).getAttribute('data-step'))!;
  const step = page.locator(`[data-testid="timeline"] [data-step="${id}"]`);
  const summary = (await step.locator('.summary').textContent())!;
  await step.click();
  await expect(step).toHaveClass(/selected/);
  // The heading appears only with the step in full (from the worker), never from its row.
  await expect(page.getByTestId('step-details').locator('h2')).toHaveText(summary, { timeout: 60_000 });
  await expect(page.getByTestId('step-details').locator('dd.outcome')).toBeVisible();

  // Monaco takes over from the read-only preview (the first 200 lines), with the whole text.
  await expect(page.getByTestId('editor-preview')).toBeHidden({ timeout: 120_000 });
  await expect(page.locator('.monaco-editor .view-lines')).toBeVisible();

  // The windowed list follows a selection made with the keys: the last step is rendered and in view.
  await step.focus();
  await page.keyboard.press('End');
  const last = page.locator('[data-testid="timeline"] button.selected');
  await expect(last).toBeInViewport();
  const lastId = await last.getAttribute('data-step');
  expect(lastId).not.toBe(id);
  await page.keyboard.press('Home');
  await expect(last).not.toHaveAttribute('data-step', lastId!);
  await expect(last).toBeInViewport();
  // …and the editor shows its line, day 1's first vote (line 200 and more: past the preview).
  const lines = TEXT.split('\n');
  const vote = lines[lines.indexOf('day 1') + 1]!.trim();
  expect(lines.indexOf('day 1')).toBeGreaterThan(200);
  await expect(page.locator('.monaco-editor .view-lines')).toContainText(vote);

  await page.getByTestId('tab-board').click();
  await expect(page.getByTestId('board').locator('[data-player]')).toHaveCount(200, { timeout: 120_000 });
});
