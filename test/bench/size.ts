import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Sizes in KiB (gzip) of a `vite build`, and printable lines; empty figures if not built. */
export interface BundleFigures {
  readonly figures: { startupKiB: number; monacoKiB: number | null; allKiB: number; files: number } | null;
  readonly lines: string[];
}

/** Start-up JS is what index.html loads (its entry and the modules it preloads). */
export function bundleFigures(dist: string): BundleFigures {
  const html = join(dist, 'index.html');
  if (!existsSync(html)) return { figures: null, lines: [`no build in ${dist}: run \`npm run build\` first for the size figures`] };
  const assets = join(dist, 'assets');
  const page = readFileSync(html, 'utf8');
  const startup = [...page.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const kib = (n: number): number => Math.round((n / 1024) * 10) / 10;
  const gz = (file: string): number => gzipSync(readFileSync(join(assets, file))).length;
  const js = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const lazy = js.filter((f) => !startup.includes(f));
  const largest = [...lazy].sort((a, b) => gz(b) - gz(a))[0];
  const figures = {
    startupKiB: kib(startup.reduce((n, f) => n + gz(f), 0)),
    monacoKiB: largest ? kib(gz(largest)) : null,
    allKiB: kib(js.reduce((n, f) => n + gz(f), 0)),
    files: js.length,
  };
  const lines = [`start-up JS (${startup.join(', ')}): ${figures.startupKiB} KiB gzip`];
  if (largest) lines.push(`largest lazy chunk (${largest}, Monaco): ${figures.monacoKiB} KiB gzip`);
  lines.push(`all JS: ${figures.allKiB} KiB gzip in ${js.length} files`);
  return { figures, lines };
}
