import { expect, test } from '@playwright/test';
import { encodeShare } from '../../src/share/link.ts';
import { DRAFT_KEY } from '../../src/ui/draft.ts';
import { FALLBACK_MAX_CHARS } from '../../src/ui/editor/preview.ts';
import { gameText } from '../bench/game-text.ts';

// Issue 11: a long link pasted into an open playground (a hash change) opens as on a fresh page —
// the ruling first, then a new editor with the whole text — and what is typed after it is kept.

const SMALL = gameText(17, 5, 1);
const LONG = gameText(50, 60, 1);

test('a long link pasted into the open page shows its ruling, then edits and keeps its text', async ({ page }) => {
  test.setTimeout(120_000);
  expect(LONG.length).toBeGreaterThan(FALLBACK_MAX_CHARS);
  await page.goto(`/#${encodeShare(SMALL)}`);
  const lines = page.locator('.monaco-editor .view-lines');
  await expect(lines).toContainText('player Атос', { timeout: 60_000 });

  await page.evaluate((hash) => void (location.hash = hash), encodeShare(LONG));
  // The 17-player game has no guests: the first step named after one is the new game's ruling.
  await expect(page.locator('[data-testid="timeline"] [data-step]').first()).toContainText('Гость', { timeout: 60_000 });
  await expect(lines).toContainText('player Гость 1: Атос', { timeout: 60_000 });

  // Typing into the new editor edits the long text, and the draft (written when the page is idle) keeps it.
  await lines.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('# pasted-link-marker');
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key)?.includes('pasted-link-marker') ?? false, DRAFT_KEY), { timeout: 30_000 })
    .toBe(true);
  const head = LONG.slice(0, 500);
  expect(await page.evaluate(([key, start]) => localStorage.getItem(key!)?.startsWith(start!), [DRAFT_KEY, head])).toBe(true);
  await page.reload();
  await expect(page.locator('.monaco-editor .view-lines')).toContainText('player Гость 1: Атос', { timeout: 60_000 });
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('Control+End');
  await expect(page.locator('.monaco-editor .view-lines')).toContainText('pasted-link-marker');
});
