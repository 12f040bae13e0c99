// The browser figures of the speed table: first paint against a blank page, keystroke → timeline
// painted at 17 × 30 and 200 × 100, and opening the 200 × 100 game from a share link. Medians and
// p95 over a few samples; printed as JSON, never asserted.
import { test, type Browser, type Page } from '@playwright/test';
import { encodeShare } from '../../../src/share/link.ts';
import { gameText } from '../game-text.ts';
import { median } from '../timing.ts';
import { installKeyProbe, type KeyProbe } from './page-probe.ts';

const figures: Record<string, unknown> = {};

/** Keeps a figure and prints it at once, so a slow run still shows what it measured. */
function note(key: string, value: unknown): void {
  figures[key] = value;
  console.log(`${key}: ${JSON.stringify(value)}`);
}

/** The p-th percentile (0–100) of a list. */
function percentile(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? Number.NaN;
}

/**
 * First contentful paint of `url` in a fresh context, in ms since navigation; `ready` also waits for
 * the ruling. The blank page, `/__blank`, comes from the same preview server (vite.config.ts).
 */
async function fcp(browser: Browser, url: string, ready = false): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  const ms = await page.evaluate(
    () =>
      new Promise<number>((done) => {
        new PerformanceObserver((list) => {
          const e = list.getEntriesByName('first-contentful-paint')[0];
          if (e) done(e.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );
  if (ready) {
    await page.locator('[data-testid="timeline"] [data-step]').first().waitFor({ state: 'visible' });
    const visible = await page.evaluate(() => performance.now());
    await context.close();
    return visible;
  }
  await context.close();
  return ms;
}

/**
 * Opens a game from its share link in a fresh document; returns ms from navigation until its
 * first step is visible. (Going from one link of the playground to another changes only the hash:
 * the same document, whose clock started at the first link, with the first game's steps visible
 * at once — which is how an earlier version of this bench measured ~14–20 s.)
 */
async function openGame(page: Page, text: string): Promise<number> {
  await page.goto('about:blank');
  await page.goto(`/#${encodeShare(text)}`);
  await page.locator('[data-testid="timeline"] [data-step]').first().waitFor({ state: 'visible', timeout: 120_000 });
  return page.evaluate(() => performance.now());
}

/**
 * Edits day 1's first vote back and forth (a letter typed after the target's name makes it
 * unknown, Backspace restores it: each key changes the ruling; dropping a letter instead could
 * leave another declared form of the name). ms from key to the painted change of the timeline's
 * text (page-probe.ts): day 1 is on screen, so a long game's partial run (the rows on screen)
 * paints it; every phase after day 1 is still resolved again, after that paint.
 */
async function keystrokes(
  page: Page,
  text: string,
  samples: number,
): Promise<{ p50: number; p95: number; longTask: number; timedOut: number }> {
  await page.locator('.monaco-editor .view-lines').waitFor({ timeout: 120_000 });
  await page.evaluate(installKeyProbe);
  await page.locator('.monaco-editor .view-lines').click();
  const line = text.split('\n').indexOf('day 1') + 1; // the next line is day 1's first vote
  await page.keyboard.press('Control+Home');
  for (let i = 0; i < line; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  const times: number[] = [];
  let longTask = 0;
  let timedOut = 0;
  for (let i = 0; i < samples; i++) {
    await page.evaluate(() => void ((window as unknown as { __key: KeyProbe }).__key.armed = true));
    // A Latin key: it sends a keydown (a Cyrillic one reaches Monaco's EditContext with none).
    await page.keyboard.press(i % 2 === 0 ? 'x' : 'Backspace');
    try {
      await page.waitForFunction(() => (window as unknown as { __key: KeyProbe }).__key.t1 > 0, null, { timeout: 30_000, polling: 50 });
    } catch {
      timedOut++;
      process.stdout.write(`  sample ${i + 1}/${samples}: no painted change within 30 s\n`);
      continue;
    }
    const probe = await page.evaluate(() => (window as unknown as { __key: KeyProbe }).__key);
    times.push(probe.t1 - probe.t0);
    process.stdout.write(`  sample ${i + 1}/${samples}: ${Math.round(probe.t1 - probe.t0)} ms\n`);
    longTask = Math.max(longTask, probe.long);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
  }
  return { p50: Math.round(median(times)), p95: Math.round(percentile(times, 95)), longTask: Math.round(longTask), timedOut };
}

test('speed figures in Chromium', async ({ browser, page }) => {
  const blank: number[] = [];
  const welcome: number[] = [];
  const ruling: number[] = [];
  // First paints differ by tens of ms, well within a shared machine's noise: more samples, interleaved.
  for (let i = 0; i < 9; i++) {
    blank.push(await fcp(browser, '/__blank'));
    welcome.push(await fcp(browser, '/'));
    if (i < 3) ruling.push(await fcp(browser, '/', true));
  }
  const ratio = (xs: number[]): number => Math.round((median(xs) / median(blank)) * 100) / 100;
  note('fcp', { blankMs: Math.round(median(blank)), welcomeMs: Math.round(median(welcome)), ratio: ratio(welcome) });
  // The first paint is the static shell; the welcome ruling (its first step on screen) comes later.
  note('welcomeRuling', { ms: Math.round(median(ruling)), ratioToBlankFcp: ratio(ruling) });

  // Back to the front after the other contexts: a hidden page gets no animation frames.
  await page.bringToFront();
  const small = gameText(17, 30, 1);
  await openGame(page, small);
  note('keystroke17x30', await keystrokes(page, small, 21));

  const large = gameText(200, 100, 1);
  const opens = [];
  for (let i = 0; i < 2; i++) opens.push(await openGame(page, large));
  note('open200x100', { ms: Math.round(median(opens)), runs: opens.map(Math.round) });
  note('keystroke200x100', await keystrokes(page, large, 5));
  console.log(JSON.stringify(figures, null, 2));
});
