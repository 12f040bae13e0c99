/**
 * Command-line arguments of `resolve`: FILE [--json] [--option key=value]... [--lang ru|en].
 * Usage errors are values naming the bad argument (exit code 2), never throws.
 */
import type { Lang } from '../engine/text.ts';

/** Parsed arguments. */
export interface CliArgs {
  readonly file: string;
  readonly json: boolean;
  readonly lang: Lang;
  readonly options: readonly { readonly key: string; readonly value: string }[];
}

/** The usage text printed with --help and after usage errors. */
export const USAGE = `usage: npm run resolve -- FILE [--json] [--option key=value]... [--lang ru|en]

  FILE                 a .scenario file
  --json               print the outcome as JSON
  --option key=value   override an interpretation option of the scenario (repeatable)
  --lang ru|en         language of summaries and messages (default: en)
  --help               show this help

exit codes: 0 resolved, no errors, all expectations hold; 1 scenario errors or a failed
expectation; 2 usage error`;

/** Parses argv (without node and the script); `help` when --help was asked for. */
export function parseArgs(argv: readonly string[]): CliArgs | { help: true } | { error: string } {
  let file: string | null = null;
  let json = false;
  let lang: Lang = 'en';
  const options: { key: string; value: string }[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    // Positions are 1-based argument numbers, so "argument 3" points at the word to fix.
    const at = `argument ${i + 1}: `;
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = (): string | undefined => inline ?? argv[++i];
    if (flag === '--help' || flag === '-h') return { help: true };
    if (flag === '--json') {
      if (inline !== undefined) return { error: `${at}--json takes no value: '${arg}'` };
      json = true;
    } else if (flag === '--lang') {
      const v = value();
      if (v !== 'ru' && v !== 'en') return { error: `${at}bad --lang '${v ?? ''}': expected ru or en` };
      lang = v;
    } else if (flag === '--option') {
      const v = value();
      const eq = v?.indexOf('=') ?? -1;
      if (v === undefined || eq <= 0 || eq === v.length - 1) {
        return { error: `${at}bad --option '${v ?? ''}': expected key=value` };
      }
      options.push({ key: v.slice(0, eq).trim(), value: v.slice(eq + 1).trim() });
    } else if (arg.startsWith('-') && arg !== '-') {
      return { error: `${at}unknown flag '${arg}'` };
    } else if (file !== null) {
      return { error: `${at}unexpected argument '${arg}': only one FILE is allowed` };
    } else {
      file = arg;
    }
  }
  if (file === null) return { error: 'missing FILE' };
  return { file, json, lang, options };
}
