import { expect, test, type Browser, type Page } from '@playwright/test';

// The README's screenshots (`npm run screenshots`): the welcome scenario on a desktop and on a
// phone, in Russian and in English. Not part of `npm test`: it rewrites the images.

const OUT = 'test/e2e/screenshots';

async function open(browser: Browser, phone: boolean, lang: 'ru' | 'en'): Promise<Page> {
  const context = await browser.newContext(
    phone
      ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 }
      : { viewport: { width: 1440, height: 900 } },
  );
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate((l) => {
    localStorage.clear();
    localStorage.setItem('mafia-night-debugger:lang:v1', l);
  }, lang);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByTestId('timeline').locator('button.step.selected')).toBeVisible();
  return page;
}

for (const lang of ['ru', 'en'] as const) {
  test(`desktop, ${lang}: Milady's step on the board`, async ({ browser }) => {
    const page = await open(browser, false, lang);
    await expect(page.locator('.monaco-editor')).toBeVisible();
    await page.getByTestId('tab-board').click();
    await expect(page.getByTestId('board').locator('path.arrow').first()).toBeVisible();
    await page.screenshot({ path: `${OUT}/playground${lang === 'ru' ? '' : '-en'}.png` });
  });

  test(`phone, ${lang}: the ruling first`, async ({ browser }) => {
    const page = await open(browser, true, lang);
    await expect(page.getByTestId('step-details').locator('h2')).toBeVisible();
    await page.screenshot({ path: `${OUT}/phone-${lang}.png` });
    await page.getByTestId('tab-board').click();
    await page.getByTestId('board').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('board').locator('path.arrow').first()).toBeVisible();
    await page.getByTestId('board').screenshot({ path: `${OUT}/phone-board-${lang}.png` });
  });
}
