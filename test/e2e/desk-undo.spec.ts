import { expect, test } from '@playwright/test';
import { draft, gameFile, openDesk, pasteDay } from './desk-kit.ts';

// Reading a day's votes writes the day block and then, once the engine has read it, opens night N.
// The host did one thing, so one Ctrl+Z takes it all back (it used to take two: the night, then the votes).
test('one Ctrl+Z undoes the read votes together with the night they opened', async ({ page }) => {
  const start = gameFile('tm-game.start');
  await openDesk(page, start);
  await pasteDay(page, gameFile('tm-game.day1.txt'));
  await expect.poll(() => draft(page)).toMatch(/\nnight 1\n/);
  expect(await draft(page)).toContain('# desk: тема дня');
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('ControlOrMeta+z');
  await expect.poll(() => draft(page)).not.toContain('# desk: тема дня');
  const undone = await draft(page);
  expect(undone).not.toMatch(/\nnight 1\n/);
  expect(undone.trimEnd()).toBe(start.trimEnd());
  // …and one Ctrl+Y (redo) brings both back.
  await page.keyboard.press('ControlOrMeta+y');
  await expect.poll(() => draft(page)).toMatch(/# desk: тема дня[^]*\nnight 1\n/);
});
