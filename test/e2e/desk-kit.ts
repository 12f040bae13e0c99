// Shared steps of the desk's end-to-end tests: open a game file at the desk, paste a day's
// thread, read the draft back.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { encodeShare } from '../../src/share/link.ts';

const GAMES = join(process.cwd(), 'scenarios', 'desk', 'games');

/** A file of scenarios/desk/games. */
export function gameFile(name: string): string {
  return readFileSync(join(GAMES, name), 'utf8');
}

/** Opens the desk on a fresh page with `text` as the scenario. */
export async function openDesk(page: Page, text: string): Promise<void> {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/?desk#${encodeShare(text)}`);
  await expect(page.getByTestId('desk')).toBeVisible();
}

/** Pastes a thread into day N and reads its votes. */
export async function pasteDay(page: Page, thread: string): Promise<void> {
  await page.getByTestId('desk-thread').fill(thread);
  await page.getByTestId('desk-read').click();
  await expect(page.getByTestId('desk-votes')).toBeVisible();
}

/** The scenario as the page keeps it (the saved draft). */
export async function draft(page: Page): Promise<string> {
  // The draft is written a moment after typing stops, or at once when the page is left:
  // 'pagehide' writes it now, as leaving the page would.
  return page.evaluate(() => {
    dispatchEvent(new Event('pagehide'));
    return localStorage.getItem('mafia-night-debugger:draft:v1') ?? '';
  });
}

/** Opens seat `seat` of the night checklist. */
export async function pickSeat(page: Page, seat: string): Promise<void> {
  await page.locator(`[data-testid="desk-seat"][data-seat="${seat}"]`).click();
  await expect(page.getByTestId('desk-move')).toBeVisible();
}

/** Enters a move by choosing targets in the selects, then writes it. */
export async function chooseMove(page: Page, seat: string, targets: string[], verb?: string): Promise<void> {
  await pickSeat(page, seat);
  if (verb) await page.getByTestId('desk-verb').selectOption(verb);
  for (const [i, t] of targets.entries()) await page.getByTestId('desk-target').nth(i).selectOption(t);
  await page.getByTestId('desk-move-write').click();
  await expect(page.locator(`[data-testid="desk-seat"][data-seat="${seat}"]`)).toHaveAttribute('data-sent', 'yes');
}

/** Enters a move by pasting the player's PM. */
export async function pastePm(page: Page, seat: string, pm: string): Promise<void> {
  await pickSeat(page, seat);
  await page.getByTestId('desk-pm').fill(pm);
  await page.getByTestId('desk-pm-read').click();
  await expect(page.locator(`[data-testid="desk-seat"][data-seat="${seat}"]`)).toHaveAttribute('data-sent', 'yes');
}
