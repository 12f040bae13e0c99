import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { cliInputs } from './vite/cli-inputs.ts';

// The CLI as one prebuilt Node bundle (dist-cli/resolve.mjs): `npm run resolve` starts it with
// plain node, without a TypeScript loader. Built by `npm ci`/`npm install` (prepare) and by
// `npm run build`; scripts/resolve.mjs rebuilds it when a file it was built from (dist-cli/inputs.json)
// is newer.
export default defineConfig({
  publicDir: false,
  plugins: [cliInputs(fileURLToPath(new URL('.', import.meta.url)))],
  build: {
    ssr: 'src/cli/main.ts',
    outDir: 'dist-cli',
    emptyOutDir: true,
    target: 'node20',
    minify: true,
    sourcemap: false,
    reportCompressedSize: false,
    rollupOptions: { output: { entryFileNames: 'resolve.mjs', codeSplitting: false } },
  },
  ssr: { noExternal: true, target: 'node' },
  logLevel: 'warn',
});
