import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import LZString from 'lz-string';

// Hostile input in the browser: a 1 MB scenario, binary garbage and a 10k-line file arrive by
// share link (`#s1=` + lz-string, computed here); the page must stay responsive (header, a
// positioned diagnostic, no uncaught page errors), a broken link must show its banner and keep
// the draft, and the timeline and the why panel must work afterwards. No timing assertions:
// only generous timeouts so that a hang fails instead of blocking the run.

const DRAFT_KEY = 'mafia-night-debugger:draft:v1';
const WELCOME = readFileSync(new URL('../../scenarios/welcome.scenario', import.meta.url), 'utf8');

function link(text: string): string {
  return `/#s1=${LZString.compressToEncodedURIComponent(text)}`;
}

/** Collects uncaught page errors (and console errors, for the report) from the first navigation. */
function watch(page: Page): { errors: string[] } {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return { errors };
}

/** The header renders, a control in it still reacts, and the diagnostics list has an item at line:col ≥ 1:1. */
async function expectResponsiveWithDiagnostic(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('status')).toContainText('✗');
  const first = page.getByTestId('diagnostics').locator('li .pos').first();
  await expect(first).toHaveText(/^[1-9]\d*:[1-9]\d*$/);
  // The language toggle still works: the page answers input.
  const lang = page.getByTestId('lang');
  const before = await lang.textContent();
  await lang.click();
  await expect(lang).not.toHaveText(before ?? '');
  await lang.click();
  await expect(lang).toHaveText(before ?? '');
}

/** Loads a valid scenario through the hash (hashchange), then walks the timeline and the why panel. */
async function expectTimelineAndWhyPanelWork(page: Page): Promise<void> {
  await page.evaluate((hash) => {
    location.hash = hash;
  }, link(WELCOME).slice(1));
  const steps = page.getByTestId('timeline').locator('button.step');
  // Wait for the welcome ruling itself: until it arrives the old text's steps are on screen, and
  // its first-look selection would replace a click made on them.
  await expect(page.getByTestId('status')).toContainText('✓');
  await expect(steps.first()).toBeVisible();
  await steps.nth(1).click();
  await expect(steps.nth(1)).toHaveClass(/selected/);
  await expect(page.getByTestId('step-details').locator('h2')).not.toBeEmpty();
  await expect(page.getByTestId('status')).toContainText('✓');
}

const ONE_MEGABYTE = (() => {
  const head = 'ruleset three-musketeers\nplayer Атос\nplayer Кэтти: Кэтти, маф\n\nnight 1\n';
  const body = ['  Атос -> Кэтти', '  Кэтти -> Незнакомец', '  какая-то чепуха -> , , :', '  # комментарий'].join('\n');
  let text = head;
  while (text.length < 1_000_000) text += `${body}\n`;
  return text;
})();

const BINARY = Array.from({ length: 20_000 }, (_, i) => String.fromCharCode((i * 7919) % 256)).join('');

const TEN_THOUSAND_LINES = [
  'ruleset mafia-lk',
  'player Вася: Дон, маф',
  'player Петя: Шериф',
  ...Array.from({ length: 10_000 }, (_, i) =>
    i % 4 === 0 ? `night ${i}` : i % 4 === 1 ? '  Петя: shoot -> Вася' : i % 4 === 2 ? `  nonsense${i} here` : '  expect dies Вася',
  ),
].join('\n');

test.describe('hostile input by share link', () => {
  test.setTimeout(120_000);

  for (const [name, text] of [
    ['a 1 MB scenario', ONE_MEGABYTE],
    ['binary garbage', BINARY],
    ['a 10k-line file', TEN_THOUSAND_LINES],
  ] as const) {
    test(`${name}: the page stays responsive, shows positioned diagnostics, throws nothing`, async ({ page }) => {
      const seen = watch(page);
      await page.goto(link(text));
      await expectResponsiveWithDiagnostic(page);
      await expect(page.getByTestId('link-error')).toHaveCount(0);
      await expectTimelineAndWhyPanelWork(page);
      expect(seen.errors).toEqual([]);
    });
  }
});

test('a broken share link shows the error banner and keeps the draft; the app still works', async ({ page }) => {
  const seen = watch(page);
  const draft = `# draft-marker-hostile-1\n${WELCOME}`;
  await page.goto('/');
  // Wait for Monaco: once created it may write the text it shows back as the draft.
  await expect(page.locator('.monaco-editor')).toBeVisible();
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [DRAFT_KEY, draft] as const);

  for (const hash of ['#s1=broken%%link', '#s9=abc', `#s1=${LZString.compressToEncodedURIComponent(WELCOME).slice(0, 40)}`, '#s1=\u0000']) {
    // A fresh load (not a same-document hash change): the read order link → draft → example.
    await page.goto('about:blank');
    await page.goto(`/${hash}`);
    await expect(page.getByTestId('link-error')).toBeVisible();
    await expect(page.getByTestId('link-error')).toContainText(/SHARE_[A-Z]+/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The draft, not the broken link, is in the editor once Monaco has loaded.
    await expect(page.locator('.monaco-editor')).toContainText('draft-marker-hostile-1');
  }
  expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBe(draft);
  // A broken link pasted into the open page (hashchange) shows the banner and keeps the text.
  await page.evaluate(() => {
    location.hash = '#s1=pasted%%wrong';
  });
  await expect(page.getByTestId('link-error')).toContainText('SHARE_CHARACTER');
  await expect(page.locator('.monaco-editor')).toContainText('draft-marker-hostile-1');
  await expectTimelineAndWhyPanelWork(page);
  expect(seen.errors).toEqual([]);
});

// Regression: these inputs once produced repeated phase numbers or step ids, and Svelte's keyed
// lists threw each_key_duplicate at mount — a blank page that the saved draft brought back on
// every reload. The engine now plays each phase once (PHASE_DUPLICATE / PHASE_OUT_OF_ORDER) and
// the UI keys lists by position-safe keys; the page must render, as a link and as a draft.
const CRASHING: readonly (readonly [string, string])[] = [
  ['TM night written twice', 'ruleset tm\nplayer Атос\nplayer Кэтти: Кэтти, маф\n\nnight 1\n  Атос -> Кэтти\n\nnight 1\n  Атос -> Кэтти\n'],
  ['LK night written twice', 'ruleset mafia-lk\nplayer Вася: Дон, маф\nplayer Петя: Шериф\n\nnight 1\n\nnight 1\n'],
  [
    'LK Maniac shooting in night 0 with lkNight0Actions',
    'ruleset mafia-lk\noption lkNight0Actions = true\nplayer Вася: Маньяк, маньяк\n' +
      'player Петя: Дон, маф\nplayer Оля: Мирный житель\n\nnight 0\n  Вася -> Петя\n',
  ],
];

for (const [name, text] of CRASHING) {
  test(`${name}: renders without page errors, as a link and as a saved draft`, async ({ page }) => {
    const seen = watch(page);
    await page.goto(link(text));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('timeline').locator('button.step').first()).toBeVisible();
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [DRAFT_KEY, text] as const);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(seen.errors).toEqual([]);
  });
}
