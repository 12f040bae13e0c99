/**
 * A player's grammar from the scenario text: the gender word and the quoted case forms of the
 * player line (`player Жора, м, «Жоры, Жоре, Жору, Жорой, Жоре»`), and the inflected forms the
 * scenario itself writes for the player («Доктор -> Диму»: «Диму» is Дима's accusative).
 */
import { OBLIQUE, type Gender, type Oblique } from '../engine/grammar/cases.ts';
import type { NameGrammar, PlayerDecl } from '../engine/scenario.ts';
import type { DiagnosticSink } from './diagnostics.ts';
import { CASE_LABELS, GENDER_WORDS, INDECLINABLE_WORDS, SELF_WORDS, spellingMap } from './keywords.ts';
import type { RoleIndex } from './names.ts';
import { collapseSpaces, normalizeName } from './normalize.ts';
import type { NameNode } from './syntax.ts';

/** The gender a player-line word names, if it is a gender word. */
export function genderWord(word: string): Gender | undefined {
  return spellingMap(GENDER_WORDS).get(normalizeName(word)) as Gender | undefined;
}

/** Is the player-line word `несклоняемое`? */
export function isIndeclinableWord(word: string): boolean {
  return spellingMap(INDECLINABLE_WORDS).has(normalizeName(word));
}

/**
 * Case forms from a quoted string: comma-separated, unlabelled ones in the order Р, Д, В, Т, П
 * (genitive, dative, accusative, instrumental, prepositional), or labelled «в: Диму».
 */
export function readForms(node: NameNode, sink: DiagnosticSink): Partial<Record<Oblique, string>> {
  const out: Partial<Record<Oblique, string>> = {};
  const parts = node.text
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  let next = 0;
  for (const part of parts) {
    const m = /^([^:\s]+)\s*:\s*(.+)$/.exec(part);
    const label = m ? (spellingMap(CASE_LABELS).get(normalizeName(m[1]!)) as Oblique | undefined) : undefined;
    if (m && !label) {
      sink.error('FORMS_INVALID', `«${m[1]}» — не падеж: р, д, в, т, п`, `"${m[1]}" is not a case: gen, dat, acc, ins, prep`, node.span);
      continue;
    }
    const c = label ?? OBLIQUE[next];
    if (!c) {
      sink.error(
        'FORMS_INVALID',
        'Форм имени больше пяти (Р, Д, В, Т, П)',
        'More than five name forms (gen, dat, acc, ins, prep)',
        node.span,
      );
      break;
    }
    out[c] = collapseSpaces(m && label ? m[2]! : part);
    if (!label) next++;
  }
  return out;
}

/**
 * Could `written` be the accusative of `name`? The stem fallback also finds «Лене» or «Иваном»;
 * only an accusative ending is taken (Дима → Диму, Вася → Васю, Иван → Ивана, Игорь → Игоря).
 */
function looksAccusative(name: string, written: string): boolean {
  const a = name.toLowerCase();
  const w = written.toLowerCase();
  if (/а$/.test(a)) return /у$/.test(w);
  if (/я$/.test(a)) return /ю$/.test(w);
  return /[бвгджзклмнпрстфхцчшщйь]$/.test(a) && /[ая]$/.test(w);
}

/** Collects the inflected forms a scenario writes for its players in move and vote targets. */
export class UsedForms {
  private readonly acc = new Map<string, string>();
  /** Per player, the spellings already found not to be a form (a scenario writes the same few thousands of times). */
  private readonly notForms = new Map<string, Set<string>>();
  /** The player each spelling was last noted for: noting the same again changes nothing (one look-up, not three). */
  private readonly noted = new Map<string, string>();
  constructor(private readonly roles: RoleIndex) {}

  /** A target as written resolved to `name`: an inflected player name is that player's accusative. */
  noteTarget(written: string, name: string | null): void {
    if (!name || this.noted.get(written) === name) return;
    this.noted.set(written, name);
    if (this.acc.has(name)) return;
    let seen = this.notForms.get(name);
    if (seen?.has(written)) return;
    if (this.isForm(name, written)) {
      this.acc.set(name, collapseSpaces(written));
      return;
    }
    if (!seen) this.notForms.set(name, (seen = new Set()));
    seen.add(written);
  }

  private isForm(name: string, text: string): boolean {
    const written = collapseSpaces(text);
    if (normalizeName(written) === normalizeName(name) || this.roles.find(written)) return false;
    if (!/[А-Яа-яЁё]/.test(written) || (SELF_WORDS as readonly string[]).includes(normalizeName(written))) return false;
    return looksAccusative(name, written);
  }

  /** How many forms were noted so far. */
  get size(): number {
    return this.acc.size;
  }

  /** The forms noted, in the order they were (a later check of an edited text takes over a prefix). */
  entries(): [string, string][] {
    return [...this.acc];
  }

  /** Starts from forms noted by an earlier check (before any is noted here). */
  restore(forms: readonly (readonly [string, string])[]): void {
    for (const [name, written] of forms) this.acc.set(name, written);
  }

  /** The players with the forms seen added to their grammar. */
  apply(players: readonly PlayerDecl[]): PlayerDecl[] {
    return players.map((p) => {
      const acc = this.acc.get(p.name);
      if (!acc) return p;
      const grammar: NameGrammar = { ...(p.grammar ?? {}), used: { ...(p.grammar?.used ?? {}), acc } };
      return { ...p, grammar };
    });
  }
}
