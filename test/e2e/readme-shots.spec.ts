import { expect, test, type Page } from '@playwright/test';
import { shoot } from './shoot.ts';

// The README's screenshots of the why panel, the messages and the rules tabs, in Russian and in
// English, taken on the welcome scenario (Milady's step: options, rule references, a changed action).

async function open(page: Page, lang: 'ru' | 'en'): Promise<void> {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByTestId('timeline').locator('button.step').first()).toBeVisible();
  await expect(page.locator('.monaco-editor')).toBeVisible();
  if (lang === 'en') await page.getByTestId('lang').click();
}

for (const lang of ['ru', 'en'] as const) {
  test(`screenshots of the why, messages and rules tabs (${lang})`, async ({ page }) => {
    await open(page, lang);
    await page
      .getByTestId('timeline')
      .locator('button.step', { hasText: lang === 'ru' ? 'Миледи: чары' : 'Миледи: charm' })
      .first()
      .click();
    const details = page.getByTestId('step-details');
    await expect(details.getByTestId('cause-option').first()).toContainText(lang === 'ru' ? '—' : '—');
    await details.getByTestId('rule-ref').first().click();
    await expect(details.getByTestId('rule-card')).toBeVisible();
    await shoot(page, `why-${lang}.png`);

    await page.getByTestId('tab-messages').click();
    await expect(page.getByTestId('public-post')).toContainText(
      lang === 'ru' ? 'Этой ночью погибла: Кэтти (честная).' : 'Died tonight: Кэтти (honest).',
    );
    await shoot(page, `messages-${lang}.png`);

    await page.getByTestId('tab-rules').click();
    // Never "no reading changes this" before every reading is compared.
    const none = page.getByTestId('options-none');
    if (await none.isVisible())
      await expect(none).toHaveText(lang === 'ru' ? 'ищу толкования, меняющие разбор…' : 'looking for readings that change the ruling…');
    await expect(page.getByTestId('compare-progress')).toContainText(/(\d+)\/\1 /, { timeout: 20_000 });
    await expect(page.getByTestId('option').first()).toBeVisible();
    await shoot(page, `rules-${lang}.png`);
  });
}

// Monaco fixes most widget labels when its modules load: in the page's language at that moment.
// A later switch leaves them in the first language, and the editor pane says so and offers a reload.
async function findLabel(page: Page): Promise<string | null> {
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('ControlOrMeta+F');
  const find = page.locator('.monaco-editor .find-widget');
  await expect(find).toBeVisible();
  return find.locator('textarea, input').first().getAttribute('aria-label');
}

test("Monaco's own strings are Russian in the Russian UI (its find widget)", async ({ page }) => {
  await open(page, 'ru');
  expect(await findLabel(page)).toMatch(/Найти/);
  await expect(page.locator('.monaco-editor .find-widget').getByRole('button', { name: /Закрыть/ })).toBeVisible();
  await expect(page.getByTestId('editor-lang-note')).toHaveCount(0);
});

test("Monaco's own strings follow a switch after the offered reload", async ({ page }) => {
  await open(page, 'en');
  await expect(page.getByTestId('editor-lang-note')).toContainText('switch to English after a page reload');
  await page.getByTestId('editor-lang-note').getByRole('button', { name: 'Reload' }).click();
  await expect(page.locator('.monaco-editor')).toBeVisible();
  await expect(page.getByTestId('lang')).toHaveText('Русский');
  expect(await findLabel(page)).toBe('Find');
  await expect(page.getByTestId('editor-lang-note')).toHaveCount(0);
});
