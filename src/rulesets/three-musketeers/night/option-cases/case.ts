import type { Timeline } from '../../../../engine/timeline.ts';
import { tmNight } from '../../night-facts.ts';

/** Option values a case runs with. */
export type Opts = Readonly<Record<string, string>>;

/** One option case: an observation under the default and under another reading. */
export interface Case {
  readonly key: string;
  readonly alt: string;
  readonly observe: (o: Opts) => string;
  readonly def: string;
  readonly other: string;
}

/** Who was knocked out on night n, as a comma list. */
export const knocked = (tl: Timeline, n = 1): string => (tl.nights[n - 1] ? tmNight(tl.nights[n - 1]!).knocked : []).join(',');
/** Who was restored on the first night, as a comma list. */
export const restored = (tl: Timeline): string => (tl.nights[0] ? tmNight(tl.nights[0]).restored : []).join(',');
/** Whether a text holds a part, as 'true' or 'false'. */
export const has = (s: string, sub: string): string => String(s.includes(sub));
