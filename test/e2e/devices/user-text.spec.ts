import { expect, test, type Page } from '@playwright/test';
import { editorLines, fresh, typeText } from './kit.ts';

// Issue 10.9: user text is never markup. A player named `![x](x)` or `<b>…` reads as that text in
// the editor's hovers and marker messages: no image, no bold, no element made from it.

const SCENARIO = [
  'ruleset three-musketeers',
  'player ![x](x): Атос',
  'player <b>Жирный: Портос',
  'night 1',
  '  order ![x](x), <b>Жирный',
  '  ![x](x) -> <i>Призрак',
  '',
].join('\n');

/** Hovers the last token `token` on the first line holding `line`; returns the hover widget. */
async function hoverOn(page: Page, line: string, token: string) {
  const span = editorLines(page).locator('.view-line', { hasText: line }).first().locator('span span', { hasText: token }).last();
  const hover = page.locator('.monaco-hover:not(.hidden)').filter({ hasText: /\S/ }).first();
  // Monaco re-renders lines as it tokenizes, so the pointer is moved again until the hover shows.
  await expect(async () => {
    await span.hover();
    const box = (await span.boundingBox())!;
    await page.mouse.move(box.x + box.width - 6, box.y + box.height / 2);
    await page.mouse.move(box.x + box.width - 4, box.y + box.height / 2);
    await expect(hover).toBeVisible({ timeout: 2_000 });
  }).toPass();
  return hover;
}

test('names made of markdown or HTML stay text in hovers and markers', async ({ page }) => {
  await fresh(page);
  await typeText(page, SCENARIO);
  await expect(page.getByTestId('diagnostics')).toContainText('<i>Призрак');

  // The role's hover names the player: «Игрок ![x](x) — Атос».
  const image = await hoverOn(page, 'player ![x](x)', 'Атос');
  await expect(image).toContainText('![x](x)');
  await expect(image.locator('img')).toHaveCount(0);
  await page.mouse.move(0, 0);

  const bold = await hoverOn(page, 'player <b>Жирный', 'Портос');
  await expect(bold).toContainText('<b>Жирный');
  await expect(bold.locator('b')).toHaveCount(0);
  await page.mouse.move(0, 0);

  // The marker of the unknown name quotes it.
  const marker = await hoverOn(page, '-> <i>Призрак', 'Призрак');
  await expect(marker).toContainText('<i>Призрак');
  await expect(marker.locator('i')).toHaveCount(0);
});
