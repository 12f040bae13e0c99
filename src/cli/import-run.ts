/**
 * `import votes|moves|evening` as a pure function: argv + io in, exit code out. Reads the paste
 * and the scenario, writes the day, night or evening block, prints the new scenario; the desk's
 * findings go to stderr with their place in the paste, then the new scenario is resolved like
 * `resolve` does.
 */
import { dayLines, importVotes, withDayVotes, type DeskIssue } from '../desk/index.ts';
import { importEvening } from '../desk/import-evening.ts';
import { importMoves } from '../desk/import-moves.ts';
import { unexpectedErrors } from '../engine/diagnostic.ts';
import { runScenarioWith } from '../dsl/run.ts';
import type { CliIo } from './run.ts';
import { IMPORT_USAGE, parseImportArgs, type ImportArgs } from './import-args.ts';
import { diagnosticLine } from './text.ts';

/** The new scenario text and the desk's findings (an error: the paste cannot be read). */
function imported(args: ImportArgs, paste: string, scenario: string): { text: string; issues: readonly DeskIssue[] } {
  if (args.command === 'moves') return importMoves(paste, scenario, args.number);
  if (args.command === 'evening') return importEvening(paste, scenario, args.number);
  const imp = importVotes(paste, scenario, { hosts: args.hosts, ...(args.twoInPost ? { twoInPost: args.twoInPost } : {}) });
  const name = args.paste.split(/[\\/]/).pop() ?? args.paste;
  return { text: withDayVotes(scenario, args.number, dayLines(imp, name)), issues: imp.issues };
}

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
  const paste = read(args.paste);
  const scenario = paste === null ? null : read(args.scenario);
  if (paste === null || scenario === null) return 2;
  try {
    const imp = imported(args, paste, scenario);
    const findings = imp.issues.map((i) =>
      diagnosticLine(args.paste, { code: i.code, severity: i.severity, message: i.message, span: i.span }, args.lang),
    );
    if (imp.issues.some((i) => i.severity === 'error')) {
      io.stderr(`${findings.join('\n')}\n`);
      return 1;
    }
    const text = imp.text;
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
