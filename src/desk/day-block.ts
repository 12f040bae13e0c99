/**
 * The `day N` block the desk writes: one vote line per vote the engine should see, in thread
 * order (= time order), each with its source post; cancelled votes stay as comments.
 */
import { DESK_MARK, ownsVotes, writeBlock } from './block.ts';
import type { DayImport } from './import-votes.ts';
import type { FoundVote } from './types.ts';

/** The vote line of one vote (Russian keywords, as the scenario files are written). */
export function voteLine(v: Pick<FoundVote, 'voter' | 'target' | 'blitz' | 'time'>): string {
  const time = v.time ? ` @${v.time}` : '';
  return `${v.blitz ? 'блиц ' : ''}${v.voter} -> ${v.target ?? 'не голосую'}${time}`;
}

/** The body lines of the day block for an import. */
export function dayLines(imp: DayImport, source: string): string[] {
  const counted = imp.votes.filter((v) => v.status === 'counted' || v.status === 'replaced');
  const lines = [
    `${DESK_MARK} ${source}, постов ${imp.posts.length}, голосов ${counted.length}${imp.deadline ? `, срок ${imp.deadline}` : ''}`,
  ];
  for (const v of imp.votes) {
    if (v.cancel) continue;
    const where = `пост ${v.post}, стр. ${v.span.line}`;
    if (v.status === 'counted' || v.status === 'replaced') lines.push(`${voteLine(v)}  # ${where}`);
    else if (v.status === 'cancelled') lines.push(`${DESK_MARK} отменён: ${voteLine(v)} (${where})`);
  }
  return lines;
}

/** The scenario text with the day-N block written from an import (added or replaced). */
export function withDayVotes(scenario: string, day: number, lines: readonly string[]): string {
  return writeBlock(scenario, 'day', day, lines, ownsVotes);
}
