/** The host's desk: read a pasted day thread into votes and write them into the scenario. */
export { importVotes, type DayImport, type ImportOptions } from './import-votes.ts';
export { dayLines, voteLine, withDayVotes } from './day-block.ts';
export { writeBlock } from './block.ts';
export type { DeskIssue, FoundVote, Post, VoteFix } from './types.ts';
