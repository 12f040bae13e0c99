import { expect, test } from '@playwright/test';
import { fresh, typeText } from './kit.ts';

// Issue 10.5: the board, its seats and arrows show the state at the selected step, as the
// engine recorded it — Kitty has no † before Planchet's shot (step 5), and has one after it.

test('the board follows the selected step: alive before the shot, dead after it', async ({ page }) => {
  await fresh(page);
  await page.getByTestId('tab-board').click();
  const board = page.getByTestId('board');
  const kitty = board.locator('[data-player="Кэтти"]');
  const step = (slot: string) =>
    page
      .getByTestId('timeline')
      .locator('button.step', { has: page.locator('.slot', { hasText: new RegExp(`^${slot}$`) }) })
      .first();

  await step('2').click();
  await expect(page.getByTestId('board-step')).toContainText('Атос');
  await expect(kitty).toHaveClass(/\balive\b/);
  await expect(kitty.locator('text.mark')).toHaveCount(0);
  await expect(kitty).not.toHaveAttribute('aria-label', /погиб/);
  await expect(board.locator('path.arrow[data-kind="performed"]')).toHaveCount(1);

  await step('5').click();
  await expect(page.getByTestId('board-step')).toContainText('Планше');
  await expect(kitty).toHaveClass(/diedTonight/);
  await expect(kitty.locator('text.mark')).toHaveText('†');
  await expect(kitty).toHaveAttribute('aria-label', /погиб этой ночью/);

  // Back one step: the † goes again (nothing is kept from a later step).
  await page.keyboard.press('ArrowUp');
  await expect(page.getByTestId('board-step')).toContainText('Миледи');
  await expect(kitty).toHaveClass(/\balive\b/);

  // The morning: the night's end.
  await page.keyboard.press('End');
  await expect(kitty).toHaveClass(/diedTonight/);
});

test('a player the Abbess brings back is dead before her step and alive, restored, after it', async ({ page }) => {
  await fresh(page);
  // Athos dies on night 1; on night 2 the Abbess restores him at her slot (step 2).
  const text = [
    'ruleset three-musketeers',
    'player Аббатиса',
    'player Планше: Планше, маф',
    'player Атос',
    'player Кэтти',
    // The Abbess prays only while a mafioso is in jail.
    'player Миледи: Миледи, маф, посажен',
    'night 1',
    '  order Планше, Аббатиса, Атос, Кэтти',
    '  killer Планше -> Атоса',
    'night 2',
    '  order Планше, Аббатиса, Кэтти',
    '  Кэтти -> Кэтти',
    '  Аббатиса -> Атоса',
    '  expect restored Атос',
    '',
  ].join('\n');
  await typeText(page, text);
  await page.getByTestId('tab-board').click();
  const athos = page.getByTestId('board').locator('[data-player="Атос"]');
  const night2 = (who: string) =>
    page
      .getByTestId('timeline')
      .locator('button.step', { hasText: new RegExp(`^\\s*\\d+\\s*${who}:`) })
      .nth(1);
  await night2('Планше').click();
  await expect(page.getByTestId('board-step')).toContainText('Планше');
  await expect(athos).toHaveClass(/\bdead\b/);
  await expect(athos).not.toHaveAttribute('aria-label', /восстановлен/);
  await expect(athos.locator('.restore')).toHaveCount(0);
  await night2('Аббатиса').click();
  await expect(page.getByTestId('board-step')).toContainText('Аббатиса');
  await expect(athos).toHaveClass(/\balive\b/);
  await expect(athos).toHaveAttribute('aria-label', /восстановлен/);
  await expect(athos).not.toHaveAttribute('aria-label', /мёртв/);
  // seen, not only read out: the ↺ mark, explained in the legend
  await expect(athos.locator('.restore')).toHaveText('↺');
  await expect(page.getByTestId('board-legend')).toContainText('↺ восстановлен');
});
