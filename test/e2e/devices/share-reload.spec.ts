import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { encodeShare } from '../../../src/share/link.ts';
import { expectNoViolations } from './axe.ts';
import { expectEditorStarts, focusEditor, fresh, showEditor, storedDraft } from './kit.ts';

// Issue 10.2: after the first edit of a shared scenario the address stops claiming the link's
// text, so a reload opens the edit; the draft the link pushed aside stays one click away.

const WELCOME = readFileSync(new URL('../../../scenarios/welcome.scenario', import.meta.url), 'utf8');

test('a reload after editing a shared scenario keeps the edit; the old draft is one click away', async ({ page }) => {
  await fresh(page);
  const draft = `# my-old-draft\n${WELCOME}`;
  await page.evaluate((text) => localStorage.setItem('mafia-night-debugger:draft:v1', text), draft);
  // A fresh load of the link (not a same-page hash change), as when it is opened from a chat.
  await page.goto('about:blank');
  await page.goto(`/#${encodeShare(`# from-the-link\n${WELCOME}`)}`);
  await showEditor(page);
  await expectEditorStarts(page, 'from-the-link');
  await expect(page.getByTestId('kept-draft')).toBeVisible();
  await expectNoViolations(page, 'the kept-draft notice');

  await focusEditor(page);
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.type('# my-edit\n');
  await expect(page).not.toHaveURL(/#s\d=/);
  expect(await storedDraft(page)).toContain('my-edit');

  await page.reload();
  await showEditor(page);
  await expectEditorStarts(page, 'my-edit');
  await expectEditorStarts(page, 'from-the-link');

  // The draft the link displaced: one click, and that click can be undone too.
  await page.getByTestId('kept-open').click();
  await expectEditorStarts(page, 'my-old-draft');
  await page.getByTestId('replaced-undo').click();
  await expectEditorStarts(page, 'my-edit');
});
