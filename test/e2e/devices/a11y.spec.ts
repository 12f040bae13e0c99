import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { fresh, showEditor, typeText } from './kit.ts';

// Issue 10.10: axe finds nothing on any tab, in either language, on a desktop and a phone —
// the editor included — and the editor's highlighted line keeps its text readable (WCAG AA).

const TABS = ['why', 'board', 'messages', 'rules', 'compare'] as const;

for (const lang of ['ru', 'en'] as const) {
  test(`axe finds nothing on any tab (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    await fresh(page);
    if (lang === 'en') await page.getByTestId('lang').click();
    await showEditor(page);
    for (const tab of TABS) {
      await page.getByTestId(`tab-${tab}`).click();
      if (tab === 'board') await expect(page.getByTestId('board').locator('path.arrow').first()).toBeVisible();
      await expectNoViolations(page, `${lang} ${tab}`);
    }
    await page.keyboard.press('?');
    await expect(page.getByTestId('shortcuts')).toBeVisible();
    await expectNoViolations(page, `${lang} shortcuts`);
  });

  test(`axe finds nothing with a notice, problems and failed expectations showing (${lang})`, async ({ page }) => {
    test.setTimeout(60_000);
    await fresh(page);
    if (lang === 'en') await page.getByTestId('lang').click();
    await page.getByTestId('gallery').selectOption('three-musketeers/tm-01-mafia-swaps.scenario');
    await expect(page.getByTestId('replaced')).toBeVisible();
    await expectNoViolations(page, `${lang} replaced-text notice`);
    // A failed expectation and an unknown name: the problems list and the red badge.
    const broken = ['ruleset three-musketeers', 'player Атос', 'player Портос', 'night 1', '  Атос -> Никто', '  expect dies Портос', ''];
    await typeText(page, broken.join('\n'));
    await expect(page.getByTestId('diagnostics').locator('li')).not.toHaveCount(0);
    await expect(page.getByTestId('status')).toHaveAttribute('data-verdict', 'fail');
    await expectNoViolations(page, `${lang} problems`);
  });
}

/** WCAG contrast ratio of two `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string): number => {
    const [r, g, bl] = c
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map((v) => {
        const s = Number(v) / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

test('the editor’s highlighted line keeps every token readable', async ({ page }) => {
  await fresh(page);
  await showEditor(page);
  // Select Milady's step from the timeline: the editor scrolls to its line and highlights it.
  const timeline = page.getByTestId('timeline');
  await timeline.locator('button.step').first().click();
  await timeline.locator('button.step', { hasText: 'Миледи' }).first().click();
  const highlight = page.locator('.monaco-editor .step-source-line').first();
  await expect(highlight).toBeAttached();
  // Monaco re-renders its lines while it scrolls to the step: read them once they stand still
  // (a line replaced under the reader has no computed style).
  type Seen = { background: string; colours: string[] } | null;
  const read = (): Promise<Seen> =>
    highlight.evaluate((el): Seen => {
      const top = (el.parentElement as HTMLElement | null)?.style.top;
      const line = [...document.querySelectorAll<HTMLElement>('.monaco-editor .view-line')].find((l) => l.style.top === top);
      const background = getComputedStyle(el).backgroundColor;
      if (!el.isConnected || !line || !/\d/.test(background)) return null;
      const spans = [...line.querySelectorAll('span span')].filter((x) => x.textContent!.trim());
      return { background, colours: spans.map((x) => getComputedStyle(x).color) };
    });
  let seen: Seen = null;
  await expect.poll(async () => (seen = await read()) !== null).toBe(true);
  const { background, colours } = seen!;
  expect(colours.length).toBeGreaterThan(0);
  for (const c of colours) expect(contrast(c, background), `${c} on ${background}`).toBeGreaterThanOrEqual(4.5);
});
