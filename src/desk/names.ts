/**
 * Names in forum text, resolved with the scenario's own resolver (src/dsl/names.ts): exact names,
 * inflected forms, role names; a typo gets a "did you mean" instead of a guess.
 */
import type { PlayerDecl } from '../engine/scenario.ts';
import type { Ruleset } from '../engine/ruleset.ts';
import { closest } from '../engine/option.ts';
import { NameScope, RoleIndex } from '../dsl/names.ts';
import { normalizeName } from '../dsl/normalize.ts';
import { personOf } from '../engine/grammar/people.ts';

/** What a phrase names: a player, or nothing with the nearest player name. */
export type NameHit =
  { readonly kind: 'player'; readonly name: string; readonly length: number } | { readonly kind: 'none'; readonly near: string | null };

/** Words that may follow a name in a vote and are not part of it. */
const TAIL = /\s*(?:окончательно|пожалуйста|однозначно|наверное|[!?.…,;)]|:\)|:\(|\)+)+\s*$/iu;

const ENDINGS = ['ами', 'ом', 'ем', 'ой', 'ей', 'у', 'а', 'е', 'ы', 'и', 'ю', 'я'];

/** Resolves names against the players of one scenario. */
export class DeskNames {
  private readonly scope: NameScope;
  private readonly roleScope: NameScope;
  private readonly exact = new Map<string, string>();
  /** Every case form of every name («Серого Кота» → Серый Кот): the scope's stems miss two-word nicks. */
  private readonly forms = new Map<string, string>();

  constructor(
    ruleset: Ruleset,
    readonly players: readonly PlayerDecl[],
  ) {
    // Forum posts name players by nick; a role name («голосую за Миледи») is a guess or a taunt,
    // and the roles are secret: it is never read as the holder's nick, only offered as a fix.
    this.scope = new NameScope(
      new RoleIndex(ruleset),
      players.map((p) => ({ name: p.name, role: '' })),
    );
    this.roleScope = new NameScope(
      new RoleIndex(ruleset),
      players.map((p) => ({ name: p.name, role: p.role })),
    );
    for (const p of players) this.exact.set(normalizeName(p.name), p.name);
    for (const p of players) for (const form of Object.values(personOf(p).forms)) this.forms.set(normalizeName(form), p.name);
  }

  /**
   * The scope's lookup, then one case ending off the last word matched exactly: the scope's stem
   * cuts «Гром» to «гр», so «Грома» (stem «гром») would miss it.
   */
  lookupInflected(text: string): string | null {
    const r = this.scope.lookup(text);
    if (r.kind === 'ok') return r.name;
    const k = normalizeName(text);
    const form = this.forms.get(k);
    if (form) return form;
    for (const end of ENDINGS) {
      if (k.length - end.length < 2 || !k.endsWith(end)) continue;
      const hit = this.exact.get(k.slice(0, -end.length));
      if (hit) return hit;
    }
    return null;
  }

  /** The player a forum author is: the nick exactly (case, ё and spaces aside). */
  author(nick: string): string | null {
    return this.exact.get(normalizeName(nick)) ?? null;
  }

  /**
   * The nearest player name to a misspelt word, if any is close; a word of a nick of several
   * words («Кота» for «Серый Кот») when it belongs to one nick only.
   */
  near(text: string): string | null {
    const k = normalizeName(text);
    const byRole = this.roleScope.lookup(text);
    if (byRole.kind === 'ok') return byRole.name;
    const part = [
      ...new Set([...this.forms].filter(([form, name]) => name.includes(' ') && form.split(' ').includes(k)).map(([, n]) => n)),
    ];
    if (part.length === 1) return part[0]!;
    const close = closest(k, [...this.forms.keys()]);
    return close ? (this.forms.get(close) ?? null) : null;
  }

  /**
   * The player named at the start of `phrase` (the longest run of up to four words that
   * resolves), or the nearest name when none does. `length` is the characters the name took.
   */
  leading(phrase: string): NameHit {
    const clean = phrase.replace(TAIL, '');
    const words = [...clean.matchAll(/[^\s,.;:!?()«»"]+/gu)].slice(0, 4);
    for (let n = words.length; n > 0; n--) {
      const last = words[n - 1]!;
      const text = clean.slice(0, last.index + last[0].length).replace(/^[\s«"]+/, '');
      const name = this.lookupInflected(text);
      if (name) return { kind: 'player', name, length: last.index + last[0].length };
    }
    const first = words
      .slice(0, Math.min(2, words.length))
      .map((w) => w[0])
      .join(' ');
    return { kind: 'none', near: first ? (this.near(first) ?? this.near(words[0]![0])) : null };
  }

  /** The player the whole phrase names (a bold name alone), else the nearest name. */
  whole(phrase: string): NameHit {
    const clean = phrase.replace(TAIL, '').replace(/^[\s«"]+|[\s»"]+$/gu, '');
    if (clean === '') return { kind: 'none', near: null };
    const name = this.lookupInflected(clean);
    if (name) return { kind: 'player', name, length: phrase.length };
    return { kind: 'none', near: clean.split(/\s+/).length <= 3 && clean.length <= 40 ? this.near(clean) : null };
  }
}
