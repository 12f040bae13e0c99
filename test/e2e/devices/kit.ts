import { expect, type Page, type TestInfo } from '@playwright/test';

// Shared steps of the device specs (desktop and a 390×844 touch phone, playwright.config.ts).

/** True when the spec runs in the phone project. */
export const isPhone = (info: TestInfo): boolean => info.project.name === 'phone';

/** Opens the playground on an empty localStorage with the welcome scenario. */
export async function fresh(page: Page): Promise<void> {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByTestId('timeline').locator('button.step').first()).toBeVisible();
}

/** Unfolds the editor where it starts folded (a phone) and waits for Monaco. */
export async function showEditor(page: Page): Promise<void> {
  const fold = page.getByTestId('editor-fold');
  if ((await fold.isVisible()) && (await fold.getAttribute('aria-expanded')) === 'false') await fold.click();
  await expect(page.locator('.monaco-editor')).toBeVisible();
}

/** Puts the keyboard focus into the editor (a click near its top left, always on screen). */
export async function focusEditor(page: Page): Promise<void> {
  await showEditor(page);
  await page.locator('.monaco-editor').click({ position: { x: 90, y: 10 } });
}

/** The editor's text starts with `text` (its first line is scrolled into view to read it). */
export async function expectEditorStarts(page: Page, text: string): Promise<void> {
  await focusEditor(page);
  await page.keyboard.press('ControlOrMeta+Home');
  await expect(page.locator('.monaco-editor .view-lines')).toContainText(text);
}

/** Replaces the editor's whole text by typing (as a person would paste). */
export async function typeText(page: Page, text: string): Promise<void> {
  await focusEditor(page);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

/** The draft localStorage holds (what a reload opens). */
export async function storedDraft(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('mafia-night-debugger:draft:v1'));
}

/** The editor's first rendered lines, where the specs put their markers. */
export const editorLines = (page: Page) => page.locator('.monaco-editor .view-lines');

/** The selected timeline step's id. */
export const selectedStep = (page: Page) => page.getByTestId('timeline').locator('button.step.selected');
