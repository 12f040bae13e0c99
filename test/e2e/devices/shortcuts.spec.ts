import { expect, test } from '@playwright/test';
import { fresh, selectedStep } from './kit.ts';

// Issue 10.6: ↑/↓, j/k, Home/End and Space step and play wherever focus is not in the editor —
// on the tab strip too; `?` opens an overlay that lists every shortcut.

test('stepping keys work on the board tab and elsewhere; ? lists the shortcuts', async ({ page }) => {
  await fresh(page);
  await page.getByTestId('tab-board').click();
  await expect(page.getByTestId('tab-board')).toBeFocused();
  const start = await selectedStep(page).getAttribute('data-step');
  await page.keyboard.press('ArrowDown');
  await expect(selectedStep(page)).not.toHaveAttribute('data-step', start ?? '');
  await page.keyboard.press('ArrowUp');
  await expect(selectedStep(page)).toHaveAttribute('data-step', start ?? '');
  // The board still follows the tab strip's ←/→ for tabs, not ↑/↓.
  await expect(page.getByTestId('tab-board')).toHaveAttribute('aria-selected', 'true');

  const steps = page.getByTestId('timeline').locator('button.step');
  await page.keyboard.press('Home');
  await expect(steps.first()).toHaveClass(/selected/);
  await page.keyboard.press('j');
  await expect(steps.nth(1)).toHaveClass(/selected/);
  await page.keyboard.press('k');
  await expect(steps.first()).toHaveClass(/selected/);
  await page.keyboard.press('End');
  await expect(steps.last()).toHaveClass(/selected/);

  // A seat on the board has focus: the arrows still step.
  await page.getByTestId('board').locator('[data-player]').first().focus();
  await page.keyboard.press('Home');
  await expect(steps.first()).toHaveClass(/selected/);

  // Space plays from the selected step, and pauses.
  await page.getByTestId('board').locator('.caption').click();
  await page.keyboard.press(' ');
  await expect(page.getByTestId('play')).toHaveAttribute('aria-label', 'Пауза');
  await page.keyboard.press(' ');
  await expect(page.getByTestId('play')).toHaveAttribute('aria-label', 'Проиграть');

  await page.keyboard.press('?');
  const help = page.getByTestId('shortcuts');
  await expect(help).toBeVisible();
  for (const key of ['↓', 'j', 'Home', 'End', 'Space', 'Esc', 'Ctrl+M', 'Alt+↑'])
    await expect(help.locator('kbd', { hasText: key }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await page.getByTestId('help').click();
  await expect(help).toBeVisible();
  await page.getByTestId('shortcuts-close').click();
  await expect(help).toBeHidden();
});
