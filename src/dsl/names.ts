/**
 * Name resolution against a ruleset and the declared players: exact player names, role names
 * (ru/en/nickname/aliases, incl. the rulebook's inflected forms) when exactly one player holds
 * the role, `self`/`себя`, and a light suffix-stripping fallback for inflected player names.
 */
import type { RoleSpec, Ruleset } from '../engine/ruleset.ts';
import type { NameNode } from './syntax.ts';
import { DiagnosticSink, didYouMean } from './diagnostics.ts';
import { SELF_WORDS } from './keywords.ts';
import { normalizeName, stemName } from './normalize.ts';

/** Every spelling a role answers to (id, names, nicknames, aliases). */
export function roleSpellings(role: RoleSpec): string[] {
  const out = [role.id, role.name.ru, role.name.en, ...role.aliases];
  if (role.nickname) out.push(role.nickname.ru, role.nickname.en);
  return out;
}

/** Each ruleset's index, made once: building it normalised every spelling of every role on every parse. */
const INDEXES = new WeakMap<Ruleset, RoleIndex>();

/** Normalised spelling → role, for one ruleset. */
export class RoleIndex {
  /** The ruleset's index (an index never changes once built). */
  static of(ruleset: Ruleset): RoleIndex {
    let index = INDEXES.get(ruleset);
    if (!index) INDEXES.set(ruleset, (index = new RoleIndex(ruleset)));
    return index;
  }

  private readonly map = new Map<string, RoleSpec>();
  private readonly stems = new Map<string, RoleSpec | null>();
  constructor(readonly ruleset: Ruleset) {
    for (const role of ruleset.roles) {
      for (const s of roleSpellings(role)) {
        const k = normalizeName(s);
        if (!this.map.has(k)) this.map.set(k, role);
        const st = stemName(k);
        const had = this.stems.get(st);
        this.stems.set(st, had === undefined || had === role ? role : null);
      }
    }
  }

  /** The role a name spells (exactly, else by a unique stem: «Доктора» → Доктор), if any. */
  find(text: string): RoleSpec | undefined {
    const k = normalizeName(text);
    return this.map.get(k) ?? this.stems.get(stemName(k)) ?? undefined;
  }

  /** Role display names (ru and en) for suggestions and completion. */
  names(): string[] {
    return this.ruleset.roles.flatMap((r) => [r.name.ru, r.name.en]);
  }
}

/** A declared player as the name scope sees it. */
export interface ScopePlayer {
  readonly name: string;
  readonly role: string;
}

/** Resolves references to players; reports unknown and ambiguous names to the sink. */
export class NameScope {
  private readonly byName = new Map<string, ScopePlayer>();
  private readonly stems = new Map<string, ScopePlayer[]>();
  /** References as written that resolved to a player, but for `self` (a game writes the same few thousands of times). */
  private readonly found = new Map<string, { kind: 'ok'; name: string }>();

  constructor(
    readonly roles: RoleIndex,
    readonly players: readonly ScopePlayer[],
  ) {
    for (const p of players) {
      const k = normalizeName(p.name);
      if (!this.byName.has(k)) this.byName.set(k, p);
      const s = stemName(k);
      this.stems.set(s, [...(this.stems.get(s) ?? []), p]);
    }
  }

  /** The canonical player name for a reference, or null (with a diagnostic) when it fails. */
  resolve(node: NameNode, sink: DiagnosticSink, actor?: string | null): string | null {
    const r = this.lookup(node.text, actor);
    if (r.kind === 'ok') return r.name;
    if (r.kind === 'self') {
      sink.error('SELF_OUTSIDE_MOVE', '«себя» можно писать только как цель хода', '"self" only works as the target of a move', node.span);
      return null;
    }
    if (r.kind === 'ambiguous') {
      const list = r.holders.join(', ');
      sink.error(
        'NAME_AMBIGUOUS',
        `«${node.text}» — неоднозначно: подходят ${list}. Напишите имя игрока.`,
        `"${node.text}" is ambiguous: it could be ${list}. Write the player's name.`,
        node.span,
      );
      return null;
    }
    if (r.kind === 'roleNotInGame') {
      sink.error(
        'ROLE_NOT_IN_GAME',
        `Роль «${node.text}» есть в правилах, но ни один игрок её не играет`,
        `Role "${node.text}" exists in the rules but no player has it`,
        node.span,
      );
      return null;
    }
    const candidates = sink.full() ? [] : [...this.players.map((p) => p.name), ...this.heldRoleNames()];
    const dym = didYouMean(node.text, candidates, sink);
    sink.error(
      'NAME_UNKNOWN',
      `Нет такого игрока: «${clip(node.text)}».${dym.ru}`,
      `No such player: "${clip(node.text)}".${dym.en}`,
      node.span,
      dym.near,
    );
    return null;
  }

  /** The player a reference written so resolved to before, when it resolves alike for every actor (not `self`). */
  known(text: string): string | undefined {
    return this.found.get(text)?.name;
  }

  /** Resolution without diagnostics (completion and hover use it too). */
  lookup(
    text: string,
    actor?: string | null,
  ):
    | { kind: 'ok'; name: string }
    | { kind: 'self' }
    | { kind: 'ambiguous'; holders: string[] }
    | { kind: 'roleNotInGame'; role: RoleSpec }
    | { kind: 'unknown' } {
    const found = this.found.get(text);
    if (found) return found;
    const k = normalizeName(text);
    if ((SELF_WORDS as readonly string[]).includes(k)) {
      return actor ? { kind: 'ok', name: actor } : { kind: 'self' };
    }
    const r = this.lookupKey(k);
    if (r.kind === 'ok') this.found.set(text, r);
    return r;
  }

  /** `lookup` of a normalised reference that is not `self`. */
  private lookupKey(
    k: string,
  ):
    | { kind: 'ok'; name: string }
    | { kind: 'ambiguous'; holders: string[] }
    | { kind: 'roleNotInGame'; role: RoleSpec }
    | { kind: 'unknown' } {
    const exact = this.byName.get(k);
    if (exact) return { kind: 'ok', name: exact.name };
    const role = this.roles.find(k);
    if (role) {
      const holders = this.players.filter((p) => p.role === role.id);
      if (holders.length === 1) return { kind: 'ok', name: holders[0]!.name };
      if (holders.length > 1) return { kind: 'ambiguous', holders: holders.map((p) => p.name) };
    }
    const stemmed = this.stems.get(stemName(k));
    if (stemmed && stemmed.length === 1) return { kind: 'ok', name: stemmed[0]!.name };
    if (stemmed && stemmed.length > 1) return { kind: 'ambiguous', holders: stemmed.map((p) => p.name) };
    if (role) return { kind: 'roleNotInGame', role };
    return { kind: 'unknown' };
  }

  /** Russian names of the roles held by declared players. */
  private heldRoleNames(): string[] {
    const held = new Set(this.players.map((p) => p.role));
    return this.roles.ruleset.roles.filter((r) => held.has(r.id)).map((r) => r.name.ru);
  }
}

function clip(s: string): string {
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
}
