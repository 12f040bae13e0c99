// README images are rewritten only when asked for (`npm run screenshots`), so `npm test` leaves
// the work tree as it found it; the tests around them still run and check the page every time.
import type { Page } from '@playwright/test';

const SHOTS = 'test/e2e/screenshots';

/** Saves test/e2e/screenshots/<file> when SCREENSHOTS is set. */
export async function shoot(page: Page, file: string, fullPage = false): Promise<void> {
  if (process.env['SCREENSHOTS']) await page.screenshot({ path: `${SHOTS}/${file}`, fullPage });
}
