import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Static imports and re-exports that bring code along: not `import type`, not a dynamic `import()`. */
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

/**
 * Every source module the bundler puts beside `entry` in its chunk: the closure of the static imports
 * of our own files (paths relative to `root`). Packages are listed by name; dynamic imports are left
 * out, as they load later in chunks of their own.
 */
export function staticGraph(root: string, entry: string): { readonly files: ReadonlySet<string>; readonly packages: ReadonlySet<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string): void => {
    const rel = relative(root, file);
    if (files.has(rel)) return;
    files.add(rel);
    if (!/\.(ts|svelte)$/.test(file)) return;
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const path = spec!.replace(/\?.*$/, '');
      if (!path.startsWith('.') && !path.startsWith('/')) {
        packages.add(path.startsWith('@') ? path.split('/').slice(0, 2).join('/') : path.split('/')[0]!);
        continue;
      }
      const target = path.startsWith('/') ? join(root, path) : resolve(dirname(file), path);
      if (!existsSync(target)) throw new Error(`${rel} imports ${spec}, which does not exist`);
      visit(target);
    }
  };
  visit(join(root, entry));
  return { files, packages };
}
