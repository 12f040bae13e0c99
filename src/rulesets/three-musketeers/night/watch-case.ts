/** One watcher-report case (issue 8.2): a one-night setup, and the report the watcher must get. */
export interface WatchCase {
  readonly outcome: string;
  readonly players: string;
  readonly order: string;
  readonly moves: readonly string[];
  readonly watcher: 'jussac' | 'bonacieux';
  readonly says: string;
  /** Options the case needs besides the defaults (a reading that gives the phrase its outcome). */
  readonly options?: Readonly<Record<string, string>>;
}
