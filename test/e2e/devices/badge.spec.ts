import { expect, test } from '@playwright/test';
import { fresh, typeText } from './kit.ts';

// Issue 10.3: the header badge shows a failure, in colour and in words, when any expectation
// fails or any error stands; ✓ only when everything holds.

const SCENARIO = [
  'ruleset three-musketeers',
  'player Атос',
  'player Кэтти: Кэтти, маф',
  'player Портос',
  'night 1',
  '  order Атос, Кэтти, Портос',
  '  killer Кэтти -> Атоса',
  '  expect dies Атос',
  '  expect dies Портос',
  '',
].join('\n');

test('one failed expectation turns the badge red and says so', async ({ page }) => {
  await fresh(page);
  const badge = page.getByTestId('status');
  await expect(badge).toHaveAttribute('data-verdict', 'ok');
  await expect(badge).toContainText('✓ · 7/7 · всё сходится');
  const okColour = await badge.evaluate((el) => getComputedStyle(el).backgroundColor);

  await typeText(page, SCENARIO);
  await expect(badge).toContainText('✗ · 1/2');
  await expect(badge).toContainText('не сходится: 1');
  await expect(badge).not.toContainText('✓');
  await expect(badge).toHaveAttribute('data-verdict', 'fail');
  const failColour = await badge.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(failColour).not.toBe(okColour);
  const [r, g, b] = failColour.match(/\d+/g)!.map(Number);
  expect(r!).toBeGreaterThan(g! + 80);
  expect(r!).toBeGreaterThan(b! + 80);

  await page.getByTestId('lang').click();
  await expect(badge).toContainText('failing: 1');
});

test('an error with every expectation holding is a failure too', async ({ page }) => {
  await fresh(page);
  const badge = page.getByTestId('status');
  // Атос's move names nobody in the game: an error, while the one expectation still holds.
  await typeText(page, SCENARIO.replace('  expect dies Портос\n', '  Атос -> Незнакомец\n'));
  await expect(page.getByTestId('diagnostics')).toContainText('Незнакомец');
  await expect(badge).toContainText('✗ · 1/1');
  await expect(badge).toContainText('ошибок: 1');
  await expect(badge).not.toContainText('всё сходится');
  await expect(badge).toHaveAttribute('data-verdict', 'fail');
  await page.getByTestId('lang').click();
  await expect(badge).toContainText('errors: 1');
});
