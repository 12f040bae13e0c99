/**
 * The CLI as a pure function: argv + io in, exit code out (0 ok, 1 scenario errors or failed
 * expectations, 2 usage errors). main.ts only wires it to the process. Never throws.
 */
import { unexpectedErrors } from '../engine/diagnostic.ts';
import type { RunResult } from '../dsl/run.ts';
import { analyse } from '../dsl/session.ts';
import { parseArgs, USAGE } from './args.ts';
import { outcomeJson } from './outcome.ts';
import { diagnosticLine, expectationsText, timelineText } from './text.ts';
import { severityWord } from './words.ts';

/** What the CLI touches outside itself (injected so tests run in-process). */
export interface CliIo {
  /** Reads a file as UTF-8; throws (any error) when it cannot. */
  readonly readFile: (path: string) => string;
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
}

/**
 * Diagnostics the CLI treats as errors although the playground shows them gently: a file with no
 * players has nothing to rule on (exit 1), while in the editor it only means typing has just begun.
 */
const FATAL_IN_CLI: ReadonlySet<string> = new Set(['PLAYERS_MISSING']);

function escalated(run: RunResult): RunResult {
  if (!run.diagnostics.some((d) => FATAL_IN_CLI.has(d.code))) return run;
  return { ...run, diagnostics: run.diagnostics.map((d) => (FATAL_IN_CLI.has(d.code) ? { ...d, severity: 'error' as const } : d)) };
}

/** Runs `resolve` with these arguments; returns the exit code. */
export function runCli(argv: readonly string[], io: CliIo): number {
  const args = parseArgs(argv);
  if ('help' in args) {
    io.stdout(`${USAGE}\n`);
    return 0;
  }
  if ('error' in args) {
    io.stderr(`resolve: ${args.error}\n${USAGE}\n`);
    return 2;
  }
  let source: string;
  try {
    source = io.readFile(args.file);
  } catch (error) {
    const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : String(error);
    io.stderr(`resolve: cannot read file '${args.file}': ${code}\n`);
    return 2;
  }
  try {
    const run = escalated(analyse(source, args.options));
    const lang = args.lang;
    const hasErrors = unexpectedErrors(run.diagnostics).length > 0;
    const failed = run.results.some((r) => !r.holds);
    if (args.json) {
      io.stdout(`${JSON.stringify(outcomeJson(run, source, lang), null, 2)}\n`);
    } else {
      const lines = [...timelineText(run.timeline, lang, run.scenario), ...expectationsText(run, source, lang)];
      io.stdout(`${lines.join('\n')}\n`);
    }
    const diag = run.diagnostics.map((d) => diagnosticLine(args.file, d, lang));
    const failures = run.results
      .filter((r) => !r.holds)
      .map((r) => {
        const sp = r.expectation.span;
        const text = source.slice(sp.offset, sp.offset + sp.length);
        const found = lang === 'ru' ? `на деле: ${r.found.ru}` : `actual: ${r.found.en}`;
        return `${args.file}:${sp.line}:${sp.col}: ${severityWord('error', false, lang)} EXPECTATION_FAILED: ${text} — ${found}`;
      });
    if (diag.length || failures.length) io.stderr(`${[...diag, ...failures].join('\n')}\n`);
    return hasErrors || failed ? 1 : 0;
  } catch (error) {
    io.stderr(`resolve: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
