/**
 * The vote wordings in one post body (quotes and signature already blanked): a marked phrase —
 * [b] or [color] — is a name alone, «голосую за X», «голос — X», «против X», «меняю голос на X»,
 * «не голосую», «воздерживаюсь», «отменяю голос»; the same wordings in plain text too («против X»
 * only at the start of a line, where it is not part of an argument).
 */
import type { ReadBody } from './thread/body.ts';
import type { DeskNames } from './names.ts';

/** What one wording says. */
export type ItemKind = 'vote' | 'change' | 'abstain' | 'cancel' | 'unreadable';

/** One vote wording found in a post: offsets are into the post body. */
export interface PostItem {
  readonly kind: ItemKind;
  readonly target: string | null;
  /** Nearest player for an unreadable name. */
  readonly near: string | null;
  readonly offset: number;
  readonly length: number;
  readonly written: string;
  /** Written in bold or colour (LK: a vote must be, L144). */
  readonly marked: boolean;
  /** «окончательно»: this vote may not be changed. */
  readonly final: boolean;
}

const NOT = String.raw`(?<![\p{L}])`;
/** «голосую за», «голос за/против», «мой голос — за», «голос:», «vote:». */
const MY_VOTE = String.raw`мой\s+голос\s*(?:[—–\-:]\s*)?(?:за\s+|против\s+)?`;
const VOTE_WORDING = String.raw`(?:я\s+)?голосую\s+(?:за|против)|(?:отдаю\s+)?голос\s+(?:за|против)|${MY_VOTE}`;
const VOTE_LEAD = new RegExp(String.raw`${NOT}(?<!не\s)(?:${VOTE_WORDING}|голос\s*[—–\-:]\s*|(?:vote|голосую)\s*:\s*)\s*`, 'giu');
const CHANGE_LEAD = new RegExp(String.raw`${NOT}(?:меняю|переношу|перевожу)\s+(?:свой\s+)?голос\s+(?:на|за)\s+`, 'giu');
const AGAINST_LEAD = /(?<=^[ \t]*|[.!?…]\s+|(?<![\p{L}])(?:нет,?|я)\s+)против\s+/gimu;
const ABSTAIN = new RegExp(String.raw`${NOT}(?:не\s+голосую|воздерживаюсь|воздержусь)(?![\p{L}])`, 'giu');
const CANCEL = new RegExp(String.raw`${NOT}(?:отменяю|снимаю|отзываю)\s+(?:свой\s+)?голос(?![\p{L}])`, 'giu');
/** A vote phrase is short; longer text is cut so a hostile paste stays linear. */
const MAX_PHRASE = 120;
/** The most vote wordings read from one post (a real post has one or two). */
const MAX_ITEMS = 50;
const FINAL = /^[\s,—–-]*окончательно/iu;

/** Runs of marked characters: each is one bold/coloured phrase. */
function markedRuns(body: ReadBody): { from: number; to: number }[] {
  const runs: { from: number; to: number }[] = [];
  let from = -1;
  for (let i = 0; i <= body.text.length; i++) {
    const on = i < body.text.length && body.marked[i] === true;
    if (on && from < 0) from = i;
    if (!on && from >= 0) {
      runs.push({ from, to: i });
      from = -1;
    }
  }
  return runs.filter((r) => body.text.slice(r.from, r.to).trim() !== '');
}

/** Non-empty lines of a markup-less body, as if each were one marked phrase. */
function nameLines(text: string): { from: number; to: number }[] {
  const out: { from: number; to: number }[] = [];
  let at = 0;
  for (const line of text.split('\n')) {
    const words = line.trim().split(/\s+/).length;
    if (line.trim() !== '' && words <= 4) out.push({ from: at, to: at + line.length });
    at += line.length + 1;
  }
  return out;
}

/** Classifies one phrase that starts at `at`; `bare` = a marked phrase may be a name alone. */
function classify(phrase: string, at: number, names: DeskNames, marked: boolean, bare: boolean): PostItem | null {
  const lead = (re: RegExp): number => {
    re.lastIndex = 0;
    const m = re.exec(phrase);
    return m && m.index === phrase.search(/\S/) ? m.index + m[0].length : -1;
  };
  const item = (kind: ItemKind, target: string | null, near: string | null, from: number, to: number): PostItem => {
    const after = phrase.slice(to);
    return {
      kind,
      target,
      near,
      offset: at + from,
      length: to - from,
      written: phrase.slice(from, to).trim(),
      marked,
      final: FINAL.test(after),
    };
  };
  const start = Math.max(0, phrase.search(/\S/));
  for (const [re, kind] of [
    [ABSTAIN, 'abstain'],
    [CANCEL, 'cancel'],
  ] as const) {
    re.lastIndex = 0;
    const m = re.exec(phrase);
    if (m && m.index === start) return item(kind, null, null, start, start + m[0].length);
  }
  for (const [re, kind] of [
    [CHANGE_LEAD, 'change'],
    [VOTE_LEAD, 'vote'],
    [AGAINST_LEAD, 'vote'],
  ] as const) {
    const n = lead(re);
    if (n < 0) continue;
    const hit = names.leading(phrase.slice(n));
    if (hit.kind === 'player') return item(kind, hit.name, null, start, n + hit.length);
    const end = n + (/^[^\n.,!?;]*/u.exec(phrase.slice(n))?.[0].trimEnd().length ?? 0);
    return item('unreadable', null, hit.near, start, Math.max(end, n));
  }
  if (!bare) return null;
  const hit = names.whole(phrase);
  if (hit.kind === 'player') return item('vote', hit.name, null, start, phrase.trimEnd().length);
  return hit.near ? item('unreadable', null, hit.near, start, phrase.trimEnd().length) : null;
}

/**
 * Every vote wording of one body, in text order. `bareLines`: the paste lost its markup (a
 * browser copy), so a line that is a player's name alone is read as that name in bold.
 */
export function findItems(body: ReadBody, names: DeskNames, bareLines = false): PostItem[] {
  const items: PostItem[] = [];
  const runs = bareLines ? nameLines(body.text) : markedRuns(body);
  for (const r of runs.slice(0, MAX_ITEMS)) {
    // A long bold paragraph is emphasis, not a vote: only its start is read.
    const found = classify(body.text.slice(r.from, Math.min(r.to, r.from + MAX_PHRASE)), r.from, names, true, r.to - r.from <= MAX_PHRASE);
    if (found) items.push(found);
  }
  const taken = (from: number, to: number): boolean =>
    items.some((i) => i.offset < to && from < i.offset + i.length) ||
    runs.some((r) => r.from < to && from < r.to && items.some((i) => i.offset >= r.from && i.offset < r.to));
  const plain = [ABSTAIN, CANCEL, CHANGE_LEAD, VOTE_LEAD, AGAINST_LEAD];
  const starts = new Set<number>();
  for (const re of plain) {
    re.lastIndex = 0;
    for (let m = re.exec(body.text); m; m = re.exec(body.text)) {
      if (m[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      starts.add(m.index + (m[0].length - m[0].trimStart().length));
    }
  }
  for (const s of [...starts].sort((a, b) => a - b).slice(0, MAX_ITEMS)) {
    const lineEnd = body.text.indexOf('\n', s);
    const phrase = body.text.slice(s, Math.min(lineEnd < 0 ? body.text.length : lineEnd, s + MAX_PHRASE));
    const found = classify(phrase, s, names, false, false);
    if (!found || taken(found.offset, found.offset + Math.max(1, found.length))) {
      // «голосую за [b]Васю[/b]»: the wording is plain, the name is marked — one vote, marked.
      if (found) mergeMarked(items, found);
      continue;
    }
    items.push(found);
  }
  return items.sort((a, b) => a.offset - b.offset);
}

/** A plain wording around a marked name is the same vote: widen the marked item to the wording. */
function mergeMarked(items: PostItem[], wording: PostItem): void {
  const i = items.findIndex((it) => it.offset >= wording.offset && it.offset < wording.offset + wording.length);
  if (i < 0) return;
  const it = items[i]!;
  if (it.kind === 'vote' && (wording.kind === 'vote' || wording.kind === 'change') && wording.target === it.target) {
    items[i] = {
      ...it,
      kind: wording.kind,
      offset: wording.offset,
      length: Math.max(wording.length, it.offset + it.length - wording.offset),
      written: wording.written,
      final: it.final || wording.final,
    };
  }
}
