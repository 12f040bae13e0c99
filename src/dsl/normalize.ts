/**
 * Name normalisation: the DSL compares names ignoring case, ё/е, typographic apostrophes and
 * runs of spaces. Kept apart so the checker, completion and hover agree on what "same" means.
 */

/** Keys already computed: a scenario names the same few players thousands of times. */
const KEYS = new Map<string, string>();
/** Bounded, so a hostile text of endless distinct words cannot grow it without end. */
const MAX_KEYS = 20_000;

/** The comparison key of a name: lower case, ё→е, ’‘`ʼ→', single spaces, trimmed. */
export function normalizeName(s: string): string {
  const known = KEYS.get(s);
  if (known !== undefined) return known;
  const key = s
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[’‘`ʼ´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (KEYS.size >= MAX_KEYS) KEYS.clear();
  KEYS.set(s, key);
  return key;
}

/** Already collapsed: words parted by single spaces, nothing around them (the usual name; tested, not rebuilt). */
const COLLAPSED = /^(?:\S+(?: \S+)*)?$/;

/** Collapses whitespace runs to one space, keeping the spelling otherwise (canonical player name). */
export function collapseSpaces(s: string): string {
  return COLLAPSED.test(s) ? s : s.replace(/\s+/g, ' ').trim();
}

const SUFFIXES = ['ом', 'ем', 'ой', 'ей', 'а', 'у', 'е', 'я', 'ю', 'ы', 'и', 'й', 'ь'];

/** Stems already computed (each check stems every declared player's name; bounded like KEYS). */
const STEMS = new Map<string, string>();

/** Strips one Russian case ending from each word (light fallback for inflected player names). */
export function stemName(normalized: string): string {
  const known = STEMS.get(normalized);
  if (known !== undefined) return known;
  const stem = stemWords(normalized);
  if (STEMS.size >= MAX_KEYS) STEMS.clear();
  STEMS.set(normalized, stem);
  return stem;
}

function stemWords(normalized: string): string {
  return normalized
    .split(' ')
    .map((w) => {
      for (const s of SUFFIXES) {
        if (w.length - s.length >= 2 && w.endsWith(s)) return w.slice(0, -s.length);
      }
      return w;
    })
    .join(' ');
}
