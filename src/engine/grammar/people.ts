import type { PlayerDecl, Scenario } from '../scenario.ts';
import { OBLIQUE, unchanged, type Case, type Forms, type Gender } from './cases.ts';
import { declineName } from './decline.ts';
import { guessGender } from './gender.ts';

/** A player as sentences use them: the name in every case and the gender words agree with. */
export interface Person {
  readonly name: string;
  readonly gender: Gender;
  readonly forms: Forms;
}

/**
 * The player's grammar, from the sources in order: the player line (gender word, quoted forms,
 * `несклоняемое`), the forms the scenario itself writes («-> Диму»), the declension library.
 * Gender and forms are worked out on first use and remembered per name (the library is slow
 * next to a night's resolution: ≈ 0.1 ms a name).
 */
export function personOf(decl: Pick<PlayerDecl, 'name' | 'grammar'>): Person {
  const key = `${decl.name}\u0000${decl.grammar ? JSON.stringify(decl.grammar) : ''}`;
  let p = known.get(key);
  if (!p) {
    if (known.size >= MAX_KNOWN) known.clear();
    p = new LazyPerson(decl);
    known.set(key, p);
  }
  return p;
}

const MAX_KNOWN = 10_000;
const known = new Map<string, Person>();

class LazyPerson implements Person {
  private g: Gender | undefined;
  private f: Forms | undefined;
  constructor(private readonly decl: Pick<PlayerDecl, 'name' | 'grammar'>) {}

  get name(): string {
    return this.decl.name;
  }

  get gender(): Gender {
    this.g ??= this.decl.grammar?.gender ?? guessGender(this.decl.name);
    return this.g;
  }

  get forms(): Forms {
    this.f ??= formsOf(this.decl, this.gender);
    return this.f;
  }
}

function formsOf(decl: Pick<PlayerDecl, 'name' | 'grammar'>, gender: Gender): Forms {
  const g = decl.grammar;
  const base = g?.indeclinable ? unchanged(decl.name) : declineName(decl.name, gender);
  const forms: Record<Case, string> = { ...base };
  for (const c of OBLIQUE) forms[c] = g?.forms?.[c] ?? g?.used?.[c] ?? base[c];
  // A masculine animate name's genitive and accusative are one form (Атоса, Диму/Димы differ).
  if (gender === 'm' && !g?.forms?.gen && g?.used?.acc && /[^аяaеиоуюыэ]$/i.test(decl.name)) forms.gen = g.used.acc;
  return forms;
}

const cache = new WeakMap<object, (name: string) => Person>();
/** The last list asked for: nearly every lookup is of the game being resolved (rule code asks for every text it words). */
let lastPlayers: object | null = null;
let lastLookup: ((name: string) => Person) | null = null;

/** The people of a scenario by name (computed once per scenario); unknown names are declined as is. */
export function peopleOf(players: readonly Pick<PlayerDecl, 'name' | 'grammar'>[]): (name: string) => Person {
  if (players === lastPlayers) return lastLookup!;
  let lookup = cache.get(players);
  if (!lookup) {
    const known = new Map(players.map((p) => [p.name, personOf(p)]));
    lookup = (name) => {
      let p = known.get(name);
      if (!p) {
        p = personOf({ name });
        known.set(name, p);
      }
      return p;
    };
    cache.set(players, lookup);
  }
  lastPlayers = players;
  lastLookup = lookup;
  return lookup;
}

/** The people of a scenario. */
export function scenarioPeople(s: Pick<Scenario, 'players'>): (name: string) => Person {
  return peopleOf(s.players);
}

/** The masculine or feminine word for a person: `agree(p, 'походил', 'походила')`. */
export function agree(p: Pick<Person, 'gender'>, m: string, f: string): string {
  return p.gender === 'f' ? f : m;
}
