import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';

// One config for the dev server, the build and Vitest. Unit and golden tests live in src/ and
// test/unit, test/golden; Playwright specs (test/e2e) are kept out of Vitest.
export default defineConfig({
  plugins: [svelte()],
  resolve: process.env.VITEST ? { conditions: ['browser'] } : {},
  build: { target: 'es2022', chunkSizeWarningLimit: 4096 },
  worker: { format: 'es' },
  test: {
    include: ['src/**/*.test.ts', 'test/unit/**/*.test.ts', 'test/golden/**/*.test.ts'],
    environment: 'node',
  },
});
