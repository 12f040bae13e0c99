import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { encodeShare } from '../../src/share/link.ts';

// Compare mode: the current ruling beside the same scenario with options switched — by default
// the options the scan found changing the ruling — with the differences highlighted.

async function openCompare(page: Page, hash = ''): Promise<void> {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/${hash}`);
  if (hash) await page.reload();
  await expect(page.locator('.monaco-editor')).toBeVisible();
  await page.getByTestId('tab-compare').click();
  await expect(page.getByTestId('compare')).toBeVisible();
}

test('by default the changing options are switched and a changed death is highlighted', async ({ page }) => {
  await openCompare(page);
  await expect(page.locator('[data-testid="compare-chip"][data-key="protectionTiming"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('compare-scanning')).toHaveCount(0, { timeout: 20_000 });
  const deaths = page.locator('[data-testid="compare-phase"][data-number="1"] [data-testid="compare-deaths"]');
  await expect(deaths).toHaveClass(/diff/);
  await expect(deaths.locator('div').first()).toContainText('Кэтти');
  await expect(page.getByTestId('compare-diff').filter({ hasText: 'Кэтти: погибает → выживает' })).not.toHaveCount(0);
  await expect(page.locator('[data-testid="compare-mail"].diff').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/compare-default.png' });
});

test('one option picked by hand: only its difference, the same rows not highlighted', async ({ page }) => {
  const text = [
    'ruleset three-musketeers',
    'player Атос',
    'player Миледи: Миледи, маф',
    'player Планше: Планше, маф',
    'player Портос',
    'player Рошфор',
    'player Кэтти',
    'player Бонасье: Галантерейщик Бонасье',
    'night 1',
    '  order Бонасье, Атос, Рошфор, Миледи, Планше, Портос, Кэтти',
    '  Бонасье -> Кэтти',
    '  Атос -> Рошфор',
    '  Рошфор -> Атос',
    '  Миледи -> Кэтти, Атос',
    '  killer Планше -> Кэтти',
    '  Портос -> Кэтти',
    '  Кэтти -> Атос',
    '',
  ].join('\n');
  await openCompare(page, `#${encodeShare(text)}`);
  await expect(page.getByTestId('compare-chip').first()).toBeVisible({ timeout: 20_000 });
  // Remove every default switch, then pick protectionTiming = wholeNight in the list.
  while (await page.getByTestId('compare-chip').count()) await page.getByTestId('compare-chip').first().getByRole('button').click();
  await expect(page.getByTestId('compare-summary')).toHaveCount(0);
  await page.getByTestId('compare-picker').locator('summary').click();
  await page.getByTestId('compare-picker').getByRole('searchbox').fill('protectionTiming');
  await page.locator('[data-testid="compare-option"][data-key="protectionTiming"] select').selectOption('wholeNight');
  // The chip says it in words (question — reading); the key stays in its tooltip.
  const chip = page.locator('[data-testid="compare-chip"][data-key="protectionTiming"]');
  await expect(chip).toContainText('С какого момента действует защита Портоса? — всю ночь');
  await expect(chip).toHaveAttribute('title', 'protectionTiming = wholeNight');
  const phase = page.locator('[data-testid="compare-phase"][data-number="1"]');
  await expect(phase.getByTestId('compare-deaths')).toHaveClass(/diff/);
  await expect(phase.getByTestId('compare-deaths').locator('div').nth(1)).not.toContainText('Кэтти');
  await expect(phase.getByTestId('compare-order')).not.toHaveClass(/diff/);
  await expect(phase.locator('[data-testid="compare-mail"][data-player="Кэтти"]')).toHaveClass(/diff/);
  await page.getByLabel('только различия').check();
  await expect(phase.getByTestId('compare-order')).toHaveCount(0);
  await expect(phase.getByTestId('compare-deaths')).toBeVisible();
  await page.screenshot({ path: '/tmp/compare-one.png' });
});

test('a three-day game in English: days with their jailings beside the nights', async ({ page }) => {
  const text = readFileSync('scenarios/three-musketeers/tm-game-01-three-days.scenario', 'utf8');
  await openCompare(page, `#${encodeShare(text)}`);
  await page.getByTestId('lang').click();
  await expect(page.getByTestId('compare')).toContainText('If:');
  await expect(page.getByTestId('compare-scanning')).toHaveCount(0, { timeout: 20_000 });
  await page.getByTestId('compare-picker').locator('summary').click();
  const first = page.getByTestId('compare-option').first();
  await first.locator('input[type="checkbox"]').check();
  await expect(page.getByTestId('compare-phase').nth(1)).toBeVisible();
  await expect(page.getByTestId('compare-jailed').first()).toBeVisible();
  await page.getByTestId('compare-picker').locator('summary').click();
  await page.screenshot({ path: '/tmp/compare-game-en.png' });
});
