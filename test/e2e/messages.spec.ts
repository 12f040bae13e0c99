import { expect, test, type Page } from '@playwright/test';

// The messages tab: the public post and every player's host messages and reports for the night
// in view, each copyable as forum BBCode; without a clipboard the BBCode is shown selected.

async function openMessages(page: Page): Promise<void> {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByTestId('timeline').locator('button.step').first()).toBeVisible();
  await page.getByTestId('tab-messages').click();
}

test('each player gets a card with codes, texts and reports; BBCode goes to the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openMessages(page);
  await expect(page.getByTestId('public-post')).toContainText('Кэтти');
  const bonacieux = page.locator('[data-testid="player-mail"][data-player="Бонасье"]');
  await expect(bonacieux).toContainText('M1');
  await expect(bonacieux.locator('blockquote')).toContainText('Я видел');
  await expect(page.getByTestId('player-mail')).toHaveCount(7);
  await page.screenshot({ path: '/tmp/messages.png' });

  await bonacieux.getByTestId('copy-pm').click();
  await expect(bonacieux.getByTestId('copy-pm')).toContainText('Скопировано');
  const pm = await page.evaluate(() => navigator.clipboard.readText());
  expect(pm).toContain('[b]Бонасье[/b] — Ночь 1');
  expect(pm).toMatch(/\n\nРассветные лучи/);
  expect(pm).not.toMatch(/\bM\d+\b/); // no internal codes in the PM
  expect(pm).toMatch(/\[quote\]Я видел[^[]*\[\/quote\]/);

  await page.getByTestId('copy-public').click();
  const post = await page.evaluate(() => navigator.clipboard.readText());
  expect(post).toMatch(/^\[b\]Утро 1\[\/b\]\n\nЭтой ночью погибла: Кэтти \(честная\)/);
  expect(post).toMatch(/\n\nПорядок: Бонасье · Атос/);

  await page.getByTestId('copy-all-pms').click();
  const all = await page.evaluate(() => navigator.clipboard.readText());
  expect(all.split('[hr]')).toHaveLength(7);
  expect(all).toContain('[b]Кэтти[/b] — Ночь 1');

  await page.getByTestId('lang').click();
  await bonacieux.getByTestId('copy-pm').click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('[b]Бонасье[/b] — Night 1');
});

test('without a clipboard the BBCode appears selected in a textarea', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
  });
  await openMessages(page);
  const kitty = page.locator('[data-testid="player-mail"][data-player="Кэтти"]');
  await kitty.getByTestId('copy-pm').click();
  const area = kitty.getByTestId('bbcode-fallback');
  await expect(area).toBeVisible();
  await expect(area).toBeFocused();
  await expect(area).toHaveValue(/^\[b\]Кэтти\[\/b\] — Ночь 1\n\nПтички пели/);
  const selected = await area.evaluate((el: HTMLTextAreaElement) => el.selectionEnd - el.selectionStart === el.value.length);
  expect(selected).toBe(true);
  await page.screenshot({ path: '/tmp/messages-fallback.png' });
});
