import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Start-up and lazy sizes of a `vite build` in `dist`, as printable lines (empty if not built). */
export function bundleSizes(dist: string): string[] {
  const html = join(dist, 'index.html');
  if (!existsSync(html)) return [`no build in ${dist}: run \`npm run build\` first for the size figures`];
  const assets = join(dist, 'assets');
  const entry = /src="\/assets\/([^"]+\.js)"/.exec(readFileSync(html, 'utf8'))?.[1];
  const kib = (n: number): string => `${(n / 1024).toFixed(1)} KiB`;
  const gz = (file: string): number => gzipSync(readFileSync(join(assets, file))).length;
  const js = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const lazy = js.filter((f) => f !== entry);
  const largest = [...lazy].sort((a, b) => gz(b) - gz(a))[0];
  const lines = [`start-up JS (${entry ?? '?'}): ${entry ? kib(gz(entry)) : '?'} gzip`];
  if (largest) lines.push(`largest lazy chunk (${largest}, Monaco): ${kib(gz(largest))} gzip`);
  lines.push(`all JS: ${kib(js.reduce((n, f) => n + gz(f), 0))} gzip in ${js.length} files`);
  return lines;
}
