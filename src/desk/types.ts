/**
 * The host's desk data: posts read from a pasted thread, the votes found in them, and what could
 * not be read. Every item keeps its place in the paste (1-based line/column, 0-based offset).
 */
import type { Span } from '../engine/span.ts';
import type { Text } from '../engine/text.ts';

/** When a post was written: a day ordinal (comparable, not a calendar) and minutes after midnight. */
export interface Stamp {
  readonly day: number;
  readonly minutes: number;
}

/** One post of the thread: who wrote it, when, and its body (a slice of the paste). */
export interface Post {
  /** 1-based number in the paste. */
  readonly number: number;
  readonly author: string;
  /** "HH:MM" as written, or null when the format has no time. */
  readonly time: string | null;
  readonly stamp: Stamp | null;
  /** Where the post's header starts. */
  readonly span: Span;
  /** The body: offset into the paste and its text (signatures included; the vote finder cuts them). */
  readonly bodyOffset: number;
  readonly body: string;
}

/** The pasted formats the desk reads. */
export type ThreadFormat = 'print-view' | 'browser-copy' | 'chat-lines';

/** What the thread reader returns. */
export interface Thread {
  readonly format: ThreadFormat | null;
  readonly posts: readonly Post[];
  /** Set when the paste cannot be read at all (binary, huge, no posts). */
  readonly error: DeskIssue | null;
}

/**
 * How a found vote ended up: counted; replaced by a later vote (LK, the engine counts the last);
 * cancelled («отменяю голос»); refused by the rulebook; late (after the stated deadline).
 */
export type VoteStatus = 'counted' | 'replaced' | 'cancelled' | 'refused' | 'late';

/** A vote the desk found, with its source post. `target: null` = «не голосую». */
export interface FoundVote {
  readonly voter: string;
  readonly target: string | null;
  readonly blitz: boolean;
  /** «отменяю голос» (LK): the voter's earlier votes no longer count. */
  readonly cancel: boolean;
  readonly post: number;
  readonly time: string | null;
  /** Where the vote's words are in the paste. */
  readonly span: Span;
  /** The words as written. */
  readonly written: string;
  readonly status: VoteStatus;
}

/** A host's one-click fix: the vote this item most likely is. */
export interface VoteFix {
  readonly voter: string;
  readonly target: string | null;
}

/** Something the host should look at: an unreadable vote, a late post, a refused change. */
export interface DeskIssue {
  readonly code: string;
  readonly severity: 'error' | 'warning' | 'info';
  readonly message: Text;
  readonly span: Span;
  readonly post: number | null;
  /** The words as written (for the table). */
  readonly written: string;
  /** Candidate fixes; the first is the "did you mean". */
  readonly fixes: readonly VoteFix[];
  /** Whose vote it is, when known even without a candidate: the host can type the name. */
  readonly voter?: string;
}
