// `npm run resolve -- FILE …`: runs the prebuilt CLI bundle with plain node (fast start). The
// bundle is made by `npm ci` (prepare) and `npm run build`; when a source file is newer than it
// (a developer's edit), it is rebuilt first, so the CLI never runs stale rules.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bundle = `${root}dist-cli/resolve.mjs`;

/** Last change of a file in milliseconds, or -1 when it does not exist. */
function changed(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return -1;
  }
}

/** True when the bundle is missing or older than a source the CLI is built from. */
function stale() {
  const built = changed(bundle);
  if (built < 0) return true;
  const sources = readdirSync(`${root}src`, { recursive: true }).map((f) => `${root}src/${f}`);
  return [...sources, `${root}vite.cli.config.ts`, `${root}package.json`].some((f) => changed(f) > built);
}

if (stale()) {
  const build = spawnSync(process.execPath, [`${root}node_modules/vite/bin/vite.js`, 'build', '-c', `${root}vite.cli.config.ts`], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) {
    process.stderr.write('resolve: could not build the CLI bundle (npm run build:cli)\n');
    process.exit(2);
  }
}
await import(bundle);
