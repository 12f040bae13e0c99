// The engine's word on the imported votes: which vote lines of day N it refused, keyed by the
// source the desk wrote on each line («# пост 5, стр. 23»), so the table shows the ruling.
import type { Lang } from '../../engine/text.ts';
import type { Timeline } from '../../engine/timeline.ts';

/** `post:line` → the engine's reason, for the refused vote steps of day `n`. */
export function refusedVotes(timeline: Timeline, text: string, n: number, lang: Lang): Map<string, string> {
  const out = new Map<string, string>();
  for (const s of timeline.steps) {
    if (s.phase !== 'day' || s.number !== n || s.outcome !== 'refused' || !s.source) continue;
    const lineEnd = text.indexOf('\n', s.source.offset);
    const line = text.slice(s.source.offset, lineEnd < 0 ? text.length : lineEnd);
    const where = /# пост (\d+), стр\. (\d+)/u.exec(line);
    if (where) out.set(`${where[1]}:${where[2]}`, s.summary[lang]);
  }
  return out;
}
