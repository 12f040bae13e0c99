import { expect, test } from '@playwright/test';
import { fresh, isPhone, showEditor } from './kit.ts';

// Issue 10.1: below 700 px one column, the ruling first (timeline, then why/board/messages),
// the editor last and folded; every control within the screen's width; the board fits.

const TABS = ['why', 'board', 'messages', 'rules', 'compare'] as const;

test('the layout fits the screen: nothing needs sideways scrolling on any tab', async ({ page }, info) => {
  await fresh(page);
  const width = page.viewportSize()!.width;
  const box = async (sel: string) => (await page.locator(sel).boundingBox())!;
  const editor = await box('.editor-pane');
  const timeline = await box('.timeline-pane');
  const right = await box('.right-pane');
  if (isPhone(info)) {
    // The ruling first: timeline, then the tabs, then the editor.
    expect(timeline.y).toBeLessThan(right.y);
    expect(right.y).toBeLessThan(editor.y);
    await expect(page.getByTestId('editor-fold')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.monaco-editor')).toBeHidden();
    // A finger unfolds it (the phone project emulates touch).
    await page.getByTestId('editor-fold').tap();
    await showEditor(page);
    expect((await box('.monaco-editor')).width).toBeLessThanOrEqual(width);
  } else {
    // Three columns side by side, the editor open and no fold button.
    expect(editor.x).toBeLessThan(timeline.x);
    expect(timeline.x).toBeLessThan(right.x);
    expect(Math.abs(editor.y - right.y)).toBeLessThan(2);
    await expect(page.getByTestId('editor-fold')).toBeHidden();
    await expect(page.locator('.monaco-editor')).toBeVisible();
  }
  for (const id of ['status', 'gallery', 'reset', 'desk-toggle', 'share', 'lang', 'help']) {
    const b = (await page.getByTestId(id).boundingBox())!;
    expect(b.x, id).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width, id).toBeLessThanOrEqual(width);
  }
  for (const tab of TABS) {
    if (isPhone(info)) await page.getByTestId(`tab-${tab}`).tap();
    else await page.getByTestId(`tab-${tab}`).click();
    await expect(page.getByTestId(`tab-${tab}`)).toHaveAttribute('aria-selected', 'true');
    const b = (await page.getByTestId(`tab-${tab}`).boundingBox())!;
    expect(b.x + b.width, `tab ${tab}`).toBeLessThanOrEqual(width);
    // One row of tabs, the bold active one included (a wrapped strip hides which row is the panel's).
    const rows = new Set(await page.getByRole('tab').evaluateAll((all) => all.map((t) => Math.round(t.getBoundingClientRect().top))));
    expect(rows.size, `tab rows with ${tab} open`).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `page width on ${tab}`).toBeLessThanOrEqual(width);
  }
  await page.getByTestId('tab-board').click();
  const board = (await page.getByTestId('board').locator('svg').first().boundingBox())!;
  expect(board.x).toBeGreaterThanOrEqual(0);
  expect(board.x + board.width).toBeLessThanOrEqual(width);
  // A seat answers a tap as a click: it selects that player's step.
  const planchet = page.getByTestId('board').locator('[data-player="Планше"] circle.hit');
  if (isPhone(info)) await planchet.tap();
  else await planchet.click();
  await expect(page.getByTestId('board-step')).toContainText('Планше');
});
