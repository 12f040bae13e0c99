/**
 * `import votes` as a pure function: argv + io in, exit code out. Reads the thread and the
 * scenario, writes the day-N block, prints the new scenario; the desk's findings go to stderr
 * with their place in the thread, then the new scenario is resolved like `resolve` does.
 */
import { dayLines, importVotes, withDayVotes } from '../desk/index.ts';
import { unexpectedErrors } from '../engine/diagnostic.ts';
import { runScenarioWith } from '../dsl/run.ts';
import type { CliIo } from './run.ts';
import { IMPORT_USAGE, parseImportArgs } from './import-args.ts';
import { diagnosticLine } from './text.ts';

/** Runs `import` with these arguments; returns the exit code. Never throws. */
export function runImportCli(argv: readonly string[], io: CliIo): number {
  const args = parseImportArgs(argv);
  if ('help' in args) {
    io.stdout(`${IMPORT_USAGE}\n`);
    return 0;
  }
  if ('error' in args) {
    io.stderr(`import: ${args.error}\n${IMPORT_USAGE}\n`);
    return 2;
  }
  const read = (path: string): string | null => {
    try {
      return io.readFile(path);
    } catch (error) {
      const code =
        typeof error === 'object' && error && 'code' in error ? String(error.code) : error instanceof Error ? error.message : String(error);
      io.stderr(`import: cannot read file '${path}': ${code}\n`);
      return null;
    }
  };
  const thread = read(args.thread);
  const scenario = thread === null ? null : read(args.scenario);
  if (thread === null || scenario === null) return 2;
  try {
    const imp = importVotes(thread, scenario, { hosts: args.hosts, ...(args.twoInPost ? { twoInPost: args.twoInPost } : {}) });
    const findings = imp.issues.map((i) =>
      diagnosticLine(args.thread, { code: i.code, severity: i.severity, message: i.message, span: i.span }, args.lang),
    );
    if (imp.issues.some((i) => i.severity === 'error')) {
      io.stderr(`${findings.join('\n')}\n`);
      return 1;
    }
    const name = args.thread.split(/[\\/]/).pop() ?? args.thread;
    const text = withDayVotes(scenario, args.day, dayLines(imp, name));
    io.stdout(text);
    const run = runScenarioWith(text);
    const diag = run.diagnostics.map((d) => diagnosticLine(args.scenario, d, args.lang));
    const failed = run.results
      .filter((r) => !r.holds)
      .map((r) => {
        const { offset, length } = r.expectation.span;
        return `${args.scenario}: error EXPECTATION_FAILED: ${text.slice(offset, offset + length)} — actual: ${r.actual}`;
      });
    const all = [...findings, ...diag, ...failed];
    if (all.length) io.stderr(`${all.join('\n')}\n`);
    return unexpectedErrors(run.diagnostics).length || failed.length ? 1 : 0;
  } catch (error) {
    io.stderr(`import: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
