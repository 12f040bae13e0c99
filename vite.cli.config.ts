import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { cliInputs } from './vite/cli-inputs.ts';
import { nodeBundle } from './vite/node-bundle.ts';

// The CLI as one prebuilt Node bundle (dist-cli/resolve.mjs): `npm run resolve` starts it with
// plain node, without a TypeScript loader. Built by `npm ci`/`npm install` (prepare) and by
// `npm run build`; scripts/resolve.mjs rebuilds it when a file it was built from (dist-cli/inputs.json)
// is newer.
export default defineConfig({
  publicDir: false,
  plugins: [cliInputs(fileURLToPath(new URL('.', import.meta.url)))],
  ...nodeBundle('src/cli/main.ts', 'dist-cli', 'resolve.mjs'),
  logLevel: 'warn',
});
