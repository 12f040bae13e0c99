import { expect, test } from '@playwright/test';
import { draft, gameFile, openDesk, pasteDay } from './desk-kit.ts';

// Reading a day's votes writes the day block and then, once the engine has read it, opens night N.
// The host did one thing, so one Ctrl+Z takes it all back (it used to be two edits: the votes, then the night).
test('one Ctrl+Z at the desk undoes the read votes together with the night they opened', async ({ page }) => {
  const start = gameFile('tm-game.start');
  await openDesk(page, start);
  const undo = page.getByTestId('desk-undo');
  await expect(undo).toBeDisabled();
  await pasteDay(page, gameFile('tm-game.day1.txt'));
  await expect.poll(() => draft(page)).toMatch(/# desk: тема дня[^]*\nnight 1\n/);
  await expect(undo).toBeEnabled();
  // Inside the paste box Ctrl+Z is the box's own; on the page it is the desk's.
  await page.getByTestId('desk-phase-day').focus();
  await page.keyboard.press('ControlOrMeta+z');
  await expect.poll(() => draft(page)).not.toContain('# desk: тема дня');
  expect((await draft(page)).trimEnd()).toBe(start.trimEnd());
  await expect(undo).toBeDisabled();
});

test('the undo button takes back one desk action at a time', async ({ page }) => {
  const start = gameFile('tm-game.start');
  await openDesk(page, start);
  await pasteDay(page, gameFile('tm-game.day1.txt'));
  await expect.poll(() => draft(page)).toMatch(/\nnight 1\n/);
  const once = await draft(page);
  // A second reading of the thread, with Сова's vote read otherwise: a second action.
  await pasteDay(page, gameFile('tm-game.day1.txt').replace('Голосую за Тень.', 'Голосую за Грома.'));
  await expect.poll(() => draft(page)).not.toBe(once);
  await page.getByTestId('desk-undo').click();
  await expect.poll(() => draft(page)).toBe(once);
  await page.getByTestId('desk-undo').click();
  await expect.poll(async () => (await draft(page)).trimEnd()).toBe(start.trimEnd());
});
