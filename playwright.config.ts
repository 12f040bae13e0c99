import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Use Debian's Chromium (or CHROMIUM_PATH); never download a browser. Elsewhere, with neither
// present, Playwright falls back to its own browser so a developer's machine still works.
// E2E_PORT lets a second checkout run its tests beside a developer's own preview server.
const port = Number(process.env.E2E_PORT ?? 4173);
const chromium = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1400, height: 900 },
    launchOptions: {
      ...(chromium ? { executablePath: chromium } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  // Every spec runs on a desktop; the specs under devices/ run on a touch phone too (issue 10).
  // README screenshots are a project of their own, only when asked for (`npm run screenshots`).
  projects: [
    { name: 'desktop' },
    { name: 'phone', testMatch: /devices\/.*\.spec\.ts$/, use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
    ...(process.env.SCREENSHOTS ? [{ name: 'screenshots', testDir: 'test/screenshots' }] : []),
  ],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
