/** Entry point of `npm run resolve -- FILE …`: wires runCli to the process (no logic here). */
import { readFileSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import { runCli } from './run.ts';

const base = process.env['INIT_CWD'] ?? process.cwd();
try {
  process.exitCode = runCli(process.argv.slice(2), {
    readFile: (path) => readFileSync(resolvePath(base, path), 'utf8'),
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
  });
} catch (error) {
  process.stderr.write(`resolve: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
