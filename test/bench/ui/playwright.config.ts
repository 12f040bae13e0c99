import { fileURLToPath } from 'node:url';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import base from '../../../playwright.config.ts';

// `npm run bench:ui`: the browser figures of the speed table, in real Chromium against the built
// dist/ (run `npm run build` first). Prints JSON; asserts nothing about time.
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.bench.ts',
  outputDir: '../../../test-results/bench',
  timeout: 900_000,
  reporter: [['line']],
  // The preview server serves the repository's dist/, wherever this config lives.
  webServer: {
    ...(base.webServer as NonNullable<PlaywrightTestConfig['webServer']> & { command: string }),
    cwd: fileURLToPath(new URL('../../..', import.meta.url)),
  },
});
