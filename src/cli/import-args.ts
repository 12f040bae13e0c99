/**
 * Arguments of `import votes THREAD --scenario FILE --day N [--host NICK]... [--post-votes
 * last|ask] [--lang ru|en]`, `import moves PMS --scenario FILE --night N` and `import evening
 * PMS --scenario FILE --evening N`. Usage errors are values (exit code 2), never throws.
 */
import type { TwoVotesInPost } from '../desk/policy.ts';
import type { Lang } from '../engine/text.ts';

/** What is imported, and the flag that numbers its block. */
export const IMPORT_COMMANDS = { votes: '--day', moves: '--night', evening: '--evening' } as const;
export type ImportCommand = keyof typeof IMPORT_COMMANDS;

/** Parsed arguments of `import`. */
export interface ImportArgs {
  readonly command: ImportCommand;
  /** The pasted file: a day thread, or PMs. */
  readonly paste: string;
  readonly scenario: string;
  /** The day, night or evening number. */
  readonly number: number;
  readonly hosts: readonly string[];
  readonly twoInPost: TwoVotesInPost | undefined;
  readonly lang: Lang;
}

/** The usage text of `import`. */
export const IMPORT_USAGE =
  'usage: npm run import -- votes THREAD.txt --scenario FILE --day N [--host NICK]... ' +
  `[--post-votes last|ask] [--lang ru|en]
       npm run import -- moves PMS.txt --scenario FILE --night N [--lang ru|en]
       npm run import -- evening PMS.txt --scenario FILE --evening N [--lang ru|en]

  votes THREAD.txt     the day's posts as pasted from the forum (print view, browser copy, BBCode, "HH:MM Nick: text")
  --scenario FILE      the game's .scenario file (players, earlier days and nights)
  --day N              the day the thread is (the day-N block is added or replaced)
  --host NICK          a host's nick: their posts are announcements, never votes (repeatable)
  --post-votes last|ask   two different votes in one post: the last counts, or ask the host
                       (default: the ruleset's — «Мафия ЛК» last, «Три мушкетера» ask)
  moves PMS.txt        the night's PMs as copied from the forum, a blank line between two; each starts
                       "Nick: text", or "Nick:", "От: Nick", "Nick пишет:" alone with the text below
                       («Проверяю Васю», «Иду к Атосу», «Пропускаю ход»; a maf's «Стреляю в Мяту»
                       or «Мафия: …» is the mafia's shot)
  --night N            the night the PMs are for (its block is created or extended; a seat's earlier
                       move is replaced)
  evening PMS.txt      «Три мушкетера»: the mafia's swap PM («Лис/Тень, Барон/Кузя») and Planchet's
                       lock («Закрепляю Ёжика»), in the PM format above
  --evening N          the evening they are for
  --lang ru|en         language of diagnostics (default: en)

Prints the scenario with the new block to stdout; unreadable votes, late posts, refused changes
and unreadable PMs go to stderr as FILE.txt:LINE:COL: severity CODE: message.
exit codes: 0 imported and the scenario resolves without errors, expectations hold; 1 the paste
cannot be read, or the scenario has errors or a failed expectation; 2 usage error`;

/** Parses argv after the script name; `help` for --help. */
export function parseImportArgs(argv: readonly string[]): ImportArgs | { help: true } | { error: string } {
  if (argv.includes('--help') || argv.includes('-h')) return { help: true };
  const [command, ...rest] = argv;
  if (command === undefined || !Object.hasOwn(IMPORT_COMMANDS, command))
    return { error: command === undefined ? 'missing command: votes' : `unknown command '${command}': expected votes, moves or evening` };
  const numbered: string = IMPORT_COMMANDS[command as ImportCommand];
  let thread: string | null = null;
  let scenario: string | null = null;
  let day: number | null = null;
  let twoInPost: TwoVotesInPost | undefined;
  let lang: Lang = 'en';
  const hosts: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    const at = `argument ${i + 2}: `;
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    const value = (): string | undefined => (eq > 0 ? arg.slice(eq + 1) : rest[++i]);
    if (flag === '--scenario') {
      const v = value();
      if (!v) return { error: `${at}--scenario needs a FILE` };
      scenario = v;
    } else if (flag === numbered) {
      const v = value() ?? '';
      if (!/^\d{1,4}$/.test(v) || Number(v) < 1) return { error: `${at}bad ${flag} '${v}': expected a number (1, 2, …)` };
      day = Number(v);
    } else if ((flag === '--host' || flag === '--post-votes') && command !== 'votes') {
      return { error: `${at}${flag} is for votes only` };
    } else if (flag === '--host') {
      const v = value();
      if (!v) return { error: `${at}--host needs a NICK` };
      hosts.push(v);
    } else if (flag === '--post-votes') {
      const v = value();
      if (v !== 'last' && v !== 'ask') return { error: `${at}bad --post-votes '${v ?? ''}': expected last or ask` };
      twoInPost = v;
    } else if (flag === '--lang') {
      const v = value();
      if (v !== 'ru' && v !== 'en') return { error: `${at}bad --lang '${v ?? ''}': expected ru or en` };
      lang = v;
    } else if (arg.startsWith('-') && arg !== '-') {
      return { error: `${at}unknown flag '${arg}'` };
    } else if (thread !== null) {
      return { error: `${at}unexpected argument '${arg}': only one THREAD is allowed` };
    } else thread = arg;
  }
  if (thread === null) return { error: command === 'votes' ? 'missing THREAD.txt' : 'missing PMS.txt' };
  if (scenario === null) return { error: 'missing --scenario FILE' };
  if (day === null) return { error: `missing ${numbered} N` };
  return { command: command as ImportCommand, paste: thread, scenario, number: day, hosts, twoInPost, lang };
}
