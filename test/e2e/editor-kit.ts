import { expect, type Page } from '@playwright/test';

/**
 * Monaco renders only the lines in view, so to check the end of a long scenario the test first
 * moves the cursor to the end (as a person would scroll) and then reads the rendered lines.
 */
export async function expectEditorEndsWith(page: Page, text: string): Promise<void> {
  await expect(page.locator('.monaco-editor .view-lines')).not.toBeEmpty();
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('ControlOrMeta+End');
  await expect(page.locator('.monaco-editor .view-lines')).toContainText(text);
}
