// Runs a CLI entry point on in-memory files, collecting what it prints: the resolve and the
// import commands' tests share it.
import type { CliIo } from '../../../src/cli/run.ts';

export interface CliRun {
  code: number;
  out: string;
  err: string;
}

/** `cli(argv, io)` with `files` as the only readable files (anything else is ENOENT). */
export function runInMemory(
  cli: (argv: readonly string[], io: CliIo) => number,
  files: Record<string, string>,
  argv: readonly string[],
): CliRun {
  let out = '';
  let err = '';
  const code = cli(argv, {
    readFile: (p) => {
      const f = files[p];
      if (f === undefined) throw Object.assign(new Error('nope'), { code: 'ENOENT' });
      return f;
    },
    stdout: (s) => void (out += s),
    stderr: (s) => void (err += s),
  });
  return { code, out, err };
}
