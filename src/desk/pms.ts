/**
 * Private messages as a host pastes them from the forum's inbox, one after another with a blank
 * line between: a first line `Ник: текст`, or `Ник:` / `От: Ник` / `Ник пишет:` alone with the
 * text on the lines below. The writer is resolved with the scenario's names (a typo gets a
 * "did you mean"); «Мафия:» is the mafia's common message.
 */
import { t } from '../engine/text.ts';
import type { DeskNames } from './names.ts';
import { MAFIA_SEAT } from './night.ts';
import { LineIndex, splitLines } from './thread/lines.ts';
import type { DeskIssue } from './types.ts';

/** The most PMs read from one paste: a night has one per player. */
export const MAX_PMS = 1_000;

/** One PM: its writer (a player, MAFIA_SEAT, or null when unknown) and its text in the paste. */
export interface Pm {
  readonly number: number;
  readonly writer: string | null;
  /** The writer as written. */
  readonly nick: string;
  readonly text: string;
  readonly textOffset: number;
  /** Where the PM starts. */
  readonly offset: number;
}

/** `От: Ник`, `Ник пишет:`, `Ник:` alone, `Ник: текст` (a nick is short and has no sentence marks). */
const HEAD = /^\s*(?:(?:от|from)\s*:\s*([^\n:]{1,40}?)\s*$|([^\n:!?.,«»"]{1,40}?)\s*(?:пишет|пишут|wrote)?\s*:[ \t]*(.*)$)/iu;
const MAFIA_NICKS = /^(?:мафия|мафиози|mafia)$/iu;

/** A message at a place of the paste. */
export function pmIssue(index: LineIndex, code: string, at: number, length: number, ru: string, en: string, n: number): DeskIssue {
  return { code, severity: 'warning', message: t(ru, en), span: index.span(at, length), post: n, written: '', fixes: [] };
}

/** Runs of non-blank lines: one PM each (linear in the paste, whatever its line ends). */
function blocksOf(text: string): { offset: number; first: string; firstEnd: number; end: number }[] {
  const out: { offset: number; first: string; firstEnd: number; end: number }[] = [];
  let open: (typeof out)[number] | null = null;
  for (const line of splitLines(text)) {
    if (line.text.trim() === '') open = null;
    else if (open) open.end = line.offset + line.text.length;
    else {
      open = { offset: line.offset, first: line.text, firstEnd: line.offset + line.text.length, end: line.offset + line.text.length };
      out.push(open);
    }
  }
  return out;
}

/** The PMs of a paste (already past guardPaste), with the writers it could not resolve. */
export function readPms(text: string, names: DeskNames): { pms: Pm[]; issues: DeskIssue[] } {
  const index = new LineIndex(text);
  const pms: Pm[] = [];
  const issues: DeskIssue[] = [];
  for (const block of blocksOf(text)) {
    if (pms.length >= MAX_PMS) {
      const [ru, en] = [`Больше ${MAX_PMS} ЛС: остальные не прочитаны`, `More than ${MAX_PMS} PMs: the rest are not read`];
      issues.push(pmIssue(index, 'PMS_TOO_MANY', block.offset, 0, ru, en, pms.length + 1));
      break;
    }
    const n = pms.length + 1;
    const firstLine = block.first;
    const head = HEAD.exec(firstLine.slice(0, 400));
    if (!head) {
      issues.push(
        pmIssue(
          index,
          'PM_NO_WRITER',
          block.offset,
          firstLine.length,
          `ЛС ${n}: не видно, от кого оно: начните с «Ник:» или «От: Ник»`,
          `PM ${n}: cannot tell who wrote it: start it with "Nick:" or "От: Nick"`,
          n,
        ),
      );
      continue;
    }
    const nick = (head[1] ?? head[2] ?? '').trim();
    const nickAt = block.offset + firstLine.indexOf(nick);
    const rest = head[1] !== undefined ? '' : (head[3] ?? '');
    const bodyStart = rest.trim() ? block.firstEnd - rest.length : block.firstEnd + 1;
    const body = text.slice(bodyStart, block.end);
    const writer = MAFIA_NICKS.test(nick) ? MAFIA_SEAT : (names.author(nick) ?? names.lookupInflected(nick));
    if (!writer) {
      const near = names.near(nick);
      const dym = near ? [` Может быть, «${near}»?`, ` Did you mean "${near}"?`] : ['', ''];
      issues.push(
        pmIssue(
          index,
          'PM_UNKNOWN_WRITER',
          nickAt,
          nick.length,
          `ЛС ${n}: нет игрока «${nick}».${dym[0]}`,
          `PM ${n}: no player "${nick}".${dym[1]}`,
          n,
        ),
      );
    }
    pms.push({ number: n, writer, nick, text: body, textOffset: bodyStart, offset: block.offset });
  }
  return { pms, issues };
}
