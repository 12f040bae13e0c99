/** Entry point of `npm run import -- votes …`: wires runImportCli to the process (no logic here). */
import { readFileSync, statSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import { runImportCli } from './import-run.ts';

/** Files larger than this are refused before reading: a day thread is well under a megabyte. */
const MAX_FILE_BYTES = 8 * 1024 * 1024;

const base = process.env['INIT_CWD'] ?? process.cwd();
try {
  process.exitCode = runImportCli(process.argv.slice(2), {
    readFile: (path) => {
      const full = resolvePath(base, path);
      const size = statSync(full).size;
      if (size > MAX_FILE_BYTES) throw new Error(`too large (${size} bytes; at most ${MAX_FILE_BYTES})`);
      return readFileSync(full, 'utf8');
    },
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
  });
} catch (error) {
  process.stderr.write(`import: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
