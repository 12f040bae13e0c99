/** Small pieces of the importer's report: a clock time as the host reads it, the lost-markup note. */
import type { Span } from '../engine/span.ts';
import { t } from '../engine/text.ts';
import type { VotePolicy } from './policy.ts';
import type { DeskIssue, Stamp } from './types.ts';

/** "HH:MM" of a stamp ("?" when there is none). */
export function clock(s: Stamp | null): string {
  if (!s) return '?';
  return `${String(Math.floor(s.minutes / 60)).padStart(2, '0')}:${String(s.minutes % 60).padStart(2, '0')}`;
}

/** A paste without BBCode lost its bold and colour: where the rulebook wants a marked vote, say so. */
export function markupLost(policy: VotePolicy, span: Span): DeskIssue {
  return {
    code: 'MARKUP_LOST',
    severity: 'info',
    message: t(
      `Во вставке нет BBCode: выделение голоса (${policy.markRule.ru}) проверить нельзя`,
      `The paste has no BBCode: the vote marking (${policy.markRule.en}) cannot be checked`,
    ),
    span,
    post: null,
    written: '',
    fixes: [],
  };
}
