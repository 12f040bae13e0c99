/** Entry point of `npm run import -- votes|moves|evening …`: wires runImportCli to the process (no logic here). */
import { readFileSync, statSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import { decodeFileBytes } from './import-decode.ts';
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
      const { text, cp1251 } = decodeFileBytes(readFileSync(full));
      if (cp1251) process.stderr.write(`${path}:1:1: info FILE_CP1251: not UTF-8 text; read as Windows-1251 (Cyrillic)\n`);
      return text;
    },
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
  });
} catch (error) {
  process.stderr.write(`import: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
