import { relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Emits dist-cli/inputs.json: when the build began and the source files the bundle was made of,
 * so scripts/resolve.mjs judges the bundle's staleness by those files' dates instead of walking
 * src/ (a new or removed file only matters once a file already in the bundle imports it, and
 * that edit changes its date).
 */
export function cliInputs(root: string): Plugin {
  let startedAt = 0;
  return {
    name: 'cli-inputs',
    buildStart() {
      startedAt = Date.now();
    },
    generateBundle(_options, bundle) {
      const files = new Set<string>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          const path = id.split('?')[0]!;
          if (!path.startsWith('\0') && !path.includes('/node_modules/')) files.add(relative(root, path));
        }
      }
      const stamp = { startedAt, files: [...files].sort() };
      this.emitFile({ type: 'asset', fileName: 'inputs.json', source: `${JSON.stringify(stamp)}\n` });
    },
  };
}
