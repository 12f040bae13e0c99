import { byRole } from '../roles/index.ts';
import type { TmRole } from '../roles/role.ts';
import type { Case } from '../roles/words.ts';
import type { TmPlayer } from '../state.ts';

export { past, type Case } from '../roles/words.ts';

const CASE_INDEX: Readonly<Record<Case, number>> = { nom: 0, gen: 1, dat: 2, acc: 3, ins: 4 };

/** A character's name in a Russian case (falls back to the player's name for unknown roles). */
export function ruName(p: TmPlayer | undefined, name: string, c: Case): string {
  const f = formsOf(p);
  return f ? f.ru[CASE_INDEX[c]]! : name;
}

/** A character's English name. */
export function enName(p: TmPlayer | undefined, name: string): string {
  return formsOf(p)?.en ?? name;
}

/** Grammatical gender of a character (masculine by default). */
export function genderOf(p: TmPlayer | undefined): 'm' | 'f' {
  return formsOf(p)?.g ?? 'm';
}

/** A character's forms by role id (asked for every name a text words). */
const formsOfRole = byRole('forms');

function formsOf(p: TmPlayer | undefined): TmRole['forms'] | undefined {
  return formsOfRole(p?.role);
}
