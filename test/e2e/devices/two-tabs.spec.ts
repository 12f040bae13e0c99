import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { expectEditorStarts, focusEditor, fresh, showEditor, storedDraft } from './kit.ts';

// Issue 10.7: two tabs never silently overwrite each other's draft. A tab that sees another
// tab's save asks which text to keep, holds its own saves meanwhile, and keeps the other text.

test('two tabs: the second edit asks instead of overwriting, and no text is lost', async ({ page, context }) => {
  await fresh(page);
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByTestId('timeline').locator('button.step').first()).toBeVisible();
  await showEditor(page);
  await showEditor(other);

  await focusEditor(page);
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.type('# from-tab-A\n');
  await expect(other.getByTestId('other-tab')).toBeVisible();
  await expectNoViolations(other, 'the other-tab notice');

  // Tab B types on: its saves are held, A's draft is not overwritten.
  await focusEditor(other);
  await other.keyboard.press('ControlOrMeta+Home');
  await other.keyboard.type('# from-tab-B\n');
  await expectEditorStarts(other, 'from-tab-B');
  expect(await storedDraft(page)).toContain('from-tab-A');
  expect(await storedDraft(page)).not.toContain('from-tab-B');

  // B keeps its own text: now A is asked in turn, and opening B's text keeps A's one click away.
  await other.getByTestId('other-tab-mine').click();
  await expect(other.getByTestId('other-tab')).toBeHidden();
  expect(await storedDraft(page)).toContain('from-tab-B');
  await expect(page.getByTestId('other-tab')).toBeVisible();
  await expectEditorStarts(page, 'from-tab-A');
  await page.getByTestId('other-tab-take').click();
  await expectEditorStarts(page, 'from-tab-B');
  await expect(page.getByTestId('kept-draft')).toBeVisible();
  await page.getByTestId('kept-open').click();
  await expectEditorStarts(page, 'from-tab-A');
});
