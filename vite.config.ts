import { svelte } from '@sveltejs/vite-plugin-svelte';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { roleData } from './vite/role-data.ts';

/**
 * The static shell in index.html is styled inline, so the app's stylesheet need not hold back the
 * first paint: it moves from <head> to the end of <body>, where it blocks only what follows it.
 */
function stylesAfterShell(): Plugin {
  return {
    name: 'styles-after-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
        const rest = links.reduce((h, l) => h.replace(l, ''), html);
        return rest.replace('</body>', `${links.join('')}\n  </body>`);
      },
    },
  };
}

/**
 * `npm run bench:ui` compares the welcome page's first paint with a blank page's from the same
 * server: the preview server answers `/__blank` itself (nothing of it is in dist/), after the
 * middlewares a page of dist/ passes through (compression, static files, the SPA fallback).
 */
function blankPage(): Plugin {
  return {
    name: 'blank-page',
    configurePreviewServer(server) {
      return () =>
        server.middlewares.use((req, res, next) => {
          // The SPA fallback has rewritten the url to /index.html by now.
          if ((req as { originalUrl?: string }).originalUrl !== '/__blank') return next();
          res.setHeader('Content-Type', 'text/html');
          res.end('<!doctype html><p>blank</p>');
        });
    },
  };
}

// One config for the dev server, the build and Vitest. Unit and golden tests live in src/ and
// test/unit, test/golden; Playwright specs (test/e2e) are kept out of Vitest. roleData: the page
// reads the roles as generated data, without their rule code (not in the worker's plugins).
export default defineConfig({
  plugins: [svelte(), stylesAfterShell(), blankPage(), roleData()],
  resolve: process.env.VITEST ? { conditions: ['browser'] } : {},
  build: { target: 'es2022', chunkSizeWarningLimit: 4096 },
  worker: { format: 'es' },
  test: {
    include: ['src/**/*.test.ts', 'test/unit/**/*.test.ts', 'test/golden/**/*.test.ts'],
    environment: 'node',
  },
});
