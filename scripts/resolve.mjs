// `npm run resolve -- FILE …`: runs the prebuilt CLI bundle with plain node (fast start). The
// bundle is made by `npm ci` (prepare) and `npm run build`; when a file it was built from is
// newer than that build (a developer's edit), it is rebuilt first, so the CLI never runs stale
// rules. The build lists those files in dist-cli/inputs.json (vite/cli-inputs.ts): checking their
// dates costs a few milliseconds, where walking all of src/ cost a third of node's start-up.
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bundle = `${root}dist-cli/resolve.mjs`;
// what every build reads besides the bundle's own sources
const BUILD_FILES = ['vite.cli.config.ts', 'vite/cli-inputs.ts', 'package.json', 'package-lock.json'];

/** The build's stamp, or null when there is no bundle or no readable stamp. */
function stamp() {
  try {
    const s = JSON.parse(readFileSync(`${root}dist-cli/inputs.json`, 'utf8'));
    if (typeof s.startedAt !== 'number' || !Array.isArray(s.files)) return null;
    return statSync(bundle, { throwIfNoEntry: false }) ? s : null;
  } catch {
    return null;
  }
}

/** True when the bundle is missing or a file it was built from changed since its build began (or is gone). */
function stale() {
  const s = stamp();
  if (!s) return true;
  return [...s.files, ...BUILD_FILES].some((f) => {
    const st = statSync(`${root}${f}`, { throwIfNoEntry: false });
    return st ? st.mtimeMs >= s.startedAt : !BUILD_FILES.includes(f);
  });
}

if (stale()) {
  const { spawnSync } = await import('node:child_process');
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
