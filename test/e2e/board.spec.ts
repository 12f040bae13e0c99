import { expect, test, type Page } from '@playwright/test';

// The right pane's tabs and the night board: players numbered by slot, the selected step's
// arrows with a legend, clicking (or Enter on) a player selects that player's night step.

async function fresh(page: Page): Promise<void> {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByTestId('timeline').locator('button.step').first()).toBeVisible();
}

test('tabs switch the right pane and keep the why panel first', async ({ page }) => {
  await fresh(page);
  await expect(page.getByRole('tab', { name: 'Почему' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('step-details')).toBeVisible();
  await page.getByRole('tab', { name: 'Доска' }).click();
  await expect(page.getByTestId('board')).toBeVisible();
  await page.getByRole('tab', { name: 'Доска' }).press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Сообщения' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('morning')).toBeVisible();
  await page.getByTestId('lang').click();
  await expect(page.getByRole('tab', { name: 'Messages' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Rules' })).toBeVisible();
});

test('the board numbers seats by slot, draws the step’s arrows and selects by click and keyboard', async ({ page }) => {
  await fresh(page);
  await page.getByTestId('timeline').locator('button.step', { hasText: 'Атос' }).first().click();
  await page.getByTestId('tab-board').click();
  const board = page.getByTestId('board');
  await expect(board.locator('[data-player]')).toHaveCount(7);
  await expect(board.locator('[data-player="Бонасье"] .num')).toHaveText('1');
  // At Athos' step (slot 2) Kitty is still alive: the board shows the state at the selected step.
  await expect(board.locator('[data-player="Кэтти"]')).toHaveClass(/\balive\b/);
  // Athos' tavern: performed (solid) and the block it made on Rochefort's move.
  await expect(board.locator('path.arrow[data-kind="performed"]')).toHaveCount(1);
  await expect(board.locator('path.arrow[data-kind="blocked"]').first()).toBeVisible();
  await expect(page.getByTestId('board-legend')).toContainText('заблокировано');
  await page.screenshot({ path: '/tmp/board-athos.png' });

  // Milady's charm: a change arrow of kind "multiplied".
  await board.locator('[data-player="Миледи"] circle.disc').click();
  await expect(page.getByTestId('board-step')).toContainText('Миледи');
  await expect(board.locator('path.arrow[data-kind="multiplied"]').first()).toBeVisible();
  await expect(page.getByTestId('board-legend').locator('[data-kind="after"]')).toBeVisible();
  await expect(page.getByTestId('timeline').locator('button.step.selected')).toContainText('Миледи');
  await page.screenshot({ path: '/tmp/board-milady.png' });

  // Rochefort was blocked: his submitted move is dashed, nothing performed.
  await board.locator('[data-player="Рошфор"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('timeline').locator('button.step.selected')).toContainText('Рошфор');
  await expect(board.locator('path.arrow[data-kind="submitted"]')).toHaveCount(1);
  await expect(board.locator('path.arrow[data-kind="performed"]')).toHaveCount(0);
  await expect(board.locator('[data-player="Рошфор"]')).toHaveAttribute('aria-label', /Рошфор/);
});

test('a multi-night game: the night picker moves the board, the dead of earlier nights are grey', async ({ page }) => {
  await fresh(page);
  await page.getByTestId('gallery').selectOption('three-musketeers/tm-game-01-three-days.scenario');
  await page.getByTestId('tab-board').click();
  const picker = page.getByRole('group', { name: 'Ночи', exact: true });
  await expect(picker.getByRole('button')).not.toHaveCount(0);
  await picker.getByRole('button').last().click();
  await expect(picker.getByRole('button').last()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('board').locator('.seat.dead, .seat.jailed').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/board-game.png' });
});

test('Mafia LK in English: the board and the messages speak English', async ({ page }) => {
  await fresh(page);
  await page.getByTestId('lang').click();
  await page.getByTestId('gallery').selectOption('mafia-lk/lk-game-full-four-days.scenario');
  await expect(page.getByTestId('ruleset')).toContainText(/LK/i);
  await page.getByTestId('tab-board').click();
  const board = page.getByTestId('board');
  await expect(board.locator('[data-player]').first()).toBeVisible();
  await page.getByRole('group', { name: 'Nights', exact: true }).getByRole('button', { name: 'Night 1' }).click();
  await board.locator('[data-player] circle.disc').first().click();
  await expect(page.getByTestId('board-step')).toBeVisible();
  await expect(board.locator('path.arrow').first()).toBeVisible();
  await expect(page.getByTestId('board-legend')).toContainText(/performed|submitted/);
  await page.screenshot({ path: '/tmp/board-lk-en.png' });
  await page.getByTestId('tab-messages').click();
  await expect(page.getByTestId('copy-public')).toHaveText('Copy BBCode');
  await page.screenshot({ path: '/tmp/messages-lk-en.png' });
});
