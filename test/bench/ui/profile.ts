// Where the browser's time goes, one probe at a time: `npx tsx test/bench/ui/profile.ts PROBE [BASE]`
// with PROBE one of open200, key17, key200 and BASE a running preview server (default
// http://127.0.0.1:4173; `npx vite preview --port N` after `npx vite build`). Prints the probe's
// time, the page's main-thread tasks over 50 ms, the trace's time by event and the CPU profile's
// heaviest functions by self time. A tool for looking, never a test.
import { chromium, type Page } from '@playwright/test';
import { encodeShare } from '../../../src/share/link.ts';
import { gameText } from '../game-text.ts';
import { longMainTasks, summariseProfile, summariseTotal, summariseTrace, type TraceEvent } from './profile-summary.ts';

const [probe = 'open200', base = 'http://127.0.0.1:4173'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
const cdp = await page.context().newCDPSession(page);
const events: TraceEvent[] = [];
cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));

async function start(): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8,blink.user_timing',
    transferMode: 'ReportEvents',
  });
}

async function stop(): Promise<void> {
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Parameters<typeof summariseProfile>[0] };
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.end');
  await done;
  console.log(summariseTrace(events));
  console.log(summariseProfile(profile));
  // The heaviest functions of each long task (when asked: PROFILE_TASKS=1).
  if (process.env['PROFILE_TASKS'])
    for (const task of longMainTasks(events)) {
      console.log(summariseProfile(profile, 12, task));
      console.log(summariseTotal(profile, task));
    }
}

const firstStep = (p: Page) => p.locator('[data-testid="timeline"] [data-step]').first();

async function open(text: string): Promise<number> {
  await page.goto(`${base}/#${encodeShare(text)}`);
  await firstStep(page).waitFor({ state: 'visible', timeout: 180_000 });
  return page.evaluate(() => performance.now());
}

/** One keystroke on day 1's first vote (a letter after the name: the ruling changes), timed to the next paint. */
async function key(text: string, presses: number, settleMs: number): Promise<void> {
  await open(text);
  await page.locator('.monaco-editor .view-lines').waitFor({ timeout: 180_000 });
  await page.waitForTimeout(1500);
  await page.locator('.monaco-editor .view-lines').click();
  const line = text.split('\n').indexOf('day 1') + 1;
  await page.keyboard.press('Control+Home');
  for (let i = 0; i < line; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await start();
  for (let i = 0; i < presses; i++) {
    const before = await page.locator('[data-testid="timeline"]').innerText();
    const t0 = Date.now();
    await page.keyboard.press(i % 2 === 0 ? 'x' : 'Backspace');
    await page.waitForFunction((b) => document.querySelector('[data-testid="timeline"]')?.textContent !== b, before, {
      polling: 'raf',
      timeout: 60_000,
    });
    console.log(`key ${i + 1}: ${Date.now() - t0} ms (to the changed DOM)`);
    // The DOM may change before the ruling (the selection); the trace runs on until it has come.
    await page.waitForTimeout(settleMs);
  }
  await stop();
}

if (probe === 'open200') {
  await page.goto(`${base}/__blank`);
  await start();
  console.log(`open200: ${Math.round(await open(gameText(200, 100, 1)))} ms to the first step`);
  await page.waitForTimeout(200);
  await stop();
} else if (probe === 'hash200') {
  // The bench's way: the link opened in a page that already shows a game, with Monaco (a hash change).
  await open(gameText(17, 30, 1));
  await page.locator('.monaco-editor .view-lines').waitFor({ timeout: 180_000 });
  await start();
  const t0 = await page.evaluate(() => performance.now());
  await page.goto(`${base}/#${encodeShare(gameText(200, 100, 1))}`);
  await page.waitForFunction(() => document.querySelector('[data-testid="timeline"] [data-step]')?.textContent?.includes('Гость'), null, {
    timeout: 180_000,
    polling: 'raf',
  });
  console.log(`hash200: ${Math.round((await page.evaluate(() => performance.now())) - t0)} ms to the first step`);
  await page.waitForTimeout(Number(process.env['PROFILE_SETTLE_MS'] ?? 200));
  await stop();
} else if (probe === 'key17') await key(gameText(17, 30, 1), 6, 400);
else if (probe === 'key200') await key(gameText(200, 100, 1), 2, 4000);
console.log(`load ${(await import('node:fs')).readFileSync('/proc/loadavg', 'utf8').trim()}`);
await browser.close();
