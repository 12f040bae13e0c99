import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { fresh } from './kit.ts';

// Issue 10.10 at the host's desk too: axe finds nothing in either language, desktop and phone.

for (const lang of ['ru', 'en'] as const) {
  test(`axe finds nothing at the host's desk (${lang})`, async ({ page }) => {
    await fresh(page);
    if (lang === 'en') await page.getByTestId('lang').click();
    await page.getByTestId('desk-toggle').click();
    await expect(page.getByTestId('desk')).toBeVisible();
    await expectNoViolations(page, `${lang} desk`);
  });
}
