/**
 * The host's fixes to an import: one click on a finding's fix (or a typed name) turns it into a
 * counted vote at its post's place; dismissing drops it. The import stays a value: fixes make a
 * new one, so the day block can be rewritten from it.
 */
import type { DayImport } from './import-votes.ts';
import type { DeskIssue, FoundVote, VoteFix } from './types.ts';

/** The import with finding `issue` resolved as `fix`: a counted vote in thread order. */
export function applyFix(imp: DayImport, issue: DeskIssue, fix: VoteFix): DayImport {
  const post = imp.posts.find((p) => p.number === issue.post);
  const vote: FoundVote = {
    voter: fix.voter,
    target: fix.target,
    blitz: imp.votes.some((v) => v.blitz && v.post < (issue.post ?? 0)),
    cancel: false,
    post: issue.post ?? 0,
    time: post?.time ?? null,
    span: issue.span,
    written: issue.written,
    status: 'counted',
  };
  // A fix is the host's ruling: the voter's other votes of the same kind no longer count.
  const votes = imp.votes
    .filter((v) => !(v.post === vote.post && v.span.offset === vote.span.offset))
    .map((v) => (v.voter === vote.voter && v.blitz === vote.blitz && v.status === 'counted' ? { ...v, status: 'replaced' as const } : v));
  const at = votes.findIndex((v) => v.post > vote.post || (v.post === vote.post && v.span.offset > vote.span.offset));
  const placed = at < 0 ? [...votes, vote] : [...votes.slice(0, at), vote, ...votes.slice(at)];
  return { ...imp, votes: placed, issues: imp.issues.filter((i) => i !== issue) };
}

/** The import without finding `issue` (the host read it and it is not a vote). */
export function dismissIssue(imp: DayImport, issue: DeskIssue): DayImport {
  return { ...imp, issues: imp.issues.filter((i) => i !== issue) };
}
