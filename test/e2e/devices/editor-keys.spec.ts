import { expect, test, type Page } from '@playwright/test';
import { focusEditor, fresh, showEditor, storedDraft } from './kit.ts';

// Issue 10.4: Tab indents inside the editor, but one documented key leaves it: Esc then Tab,
// or Ctrl+M (Tab moves focus until pressed again). The pane says so.

const focusInEditor = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('.monaco-editor'));

test('Esc then Tab leaves the editor; Ctrl+M makes Tab move focus; both shown in the pane', async ({ page }) => {
  await fresh(page);
  await showEditor(page);
  const hint = page.getByTestId('editor-keys');
  await expect(hint).toBeVisible();
  await expect(hint).toContainText('Esc');
  await expect(hint).toContainText('Ctrl+M');
  const before = await storedDraft(page);

  await focusEditor(page);
  expect(await focusInEditor(page)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(hint).toHaveAttribute('data-mode', 'leave');
  await page.keyboard.press('Tab');
  expect(await focusInEditor(page)).toBe(false);
  expect(await storedDraft(page)).toBe(before);
  await expect(hint).toHaveAttribute('data-mode', 'indent');

  // Without Esc, Tab is still the editor's (it indents).
  await focusEditor(page);
  await page.keyboard.press('Tab');
  expect(await focusInEditor(page)).toBe(true);
  await page.keyboard.press('ControlOrMeta+Z');

  await page.keyboard.press('Control+M');
  await expect(hint).toHaveAttribute('data-mode', 'moves');
  await expect(hint).toContainText('Ctrl+M');
  await page.keyboard.press('Tab');
  expect(await focusInEditor(page)).toBe(false);
  await focusEditor(page);
  await page.keyboard.press('Shift+Tab');
  expect(await focusInEditor(page)).toBe(false);
  await focusEditor(page);
  await page.keyboard.press('Control+M');
  await expect(hint).toHaveAttribute('data-mode', 'indent');
});

test('after Esc, a key typed makes Tab indent again at once, though Monaco is told only after the paint', async ({ page }) => {
  await fresh(page);
  await showEditor(page);
  await focusEditor(page);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('editor-keys')).toHaveAttribute('data-mode', 'leave');
  // Frames held back: the Tab comes before the one after which Monaco would be told.
  await page.evaluate(() => {
    const w = window as unknown as { __raf: typeof requestAnimationFrame; __held: FrameRequestCallback[] };
    w.__raf = window.requestAnimationFrame;
    w.__held = [];
    window.requestAnimationFrame = (f) => w.__held.push(f);
  });
  await page.keyboard.press('End');
  await page.keyboard.press('Tab');
  await page.evaluate(() => {
    const w = window as unknown as { __raf: typeof requestAnimationFrame; __held: FrameRequestCallback[] };
    window.requestAnimationFrame = w.__raf;
    for (const f of w.__held) w.__raf(f);
  });
  expect(await focusInEditor(page)).toBe(true);
  await expect(page.getByTestId('editor-keys')).toHaveAttribute('data-mode', 'indent');
});
