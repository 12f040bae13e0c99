import type { UserConfig } from 'vite';

/**
 * The build of one Node bundle as the project ships it (the CLI's dist-cli/resolve.mjs, and the
 * engine bench's copy of the engine): one minified ES module with every dependency inside.
 */
export function nodeBundle(entry: string, outDir: string, fileName: string): Pick<UserConfig, 'build' | 'ssr'> {
  return {
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: true,
      sourcemap: false,
      reportCompressedSize: false,
      rollupOptions: { output: { entryFileNames: fileName, codeSplitting: false } },
    },
    ssr: { noExternal: true, target: 'node' },
  };
}
