import type { Diagnostic } from './diagnostic.ts';
import type { OptionSetting } from './scenario.ts';
import { t, type Text } from './text.ts';

/** One reading of an ambiguous clause. */
export interface Reading<V extends string = string> {
  readonly value: V;
  readonly label: Text;
}

/**
 * An interpretation option: an ambiguity in the rulebook made explicit. The first reading is the
 * default ("Lean" in RULES-NOTES). `item` is the RULES-NOTES id (C-9, D-A4), `clause` the rule
 * clause key the option hinges on.
 */
export interface OptionSpec {
  readonly key: string;
  readonly item: string;
  readonly clause: string;
  readonly question: Text;
  readonly readings: readonly [Reading, Reading, ...Reading[]];
  readonly defaultValue: string;
}

/** Option values in force: every key of the ruleset, defaults filled in. */
export type OptionValues = Readonly<Record<string, string>>;

/** A ruleset's options by key and their defaults in spec order (frozen: shared), made once per spec list. */
interface SpecIndex {
  readonly defaults: OptionValues;
  readonly byKey: ReadonlyMap<string, OptionSpec>;
}

const INDEXES = new WeakMap<readonly OptionSpec[], SpecIndex>();

function specIndex(specs: readonly OptionSpec[]): SpecIndex {
  let index = INDEXES.get(specs);
  if (!index) {
    const defaults: Record<string, string> = {};
    const byKey = new Map<string, OptionSpec>();
    for (const spec of specs) {
      defaults[spec.key] = spec.defaultValue;
      // the first spec of a key wins, as a search from the front found it
      if (!byKey.has(spec.key)) byKey.set(spec.key, spec);
    }
    INDEXES.set(specs, (index = { defaults: Object.freeze(defaults), byKey }));
  }
  return index;
}

/** Fills defaults and checks the written options; unknown keys and values become diagnostics. */
export function resolveOptions(
  specs: readonly OptionSpec[],
  settings: readonly OptionSetting[],
): { values: OptionValues; diagnostics: Diagnostic[] } {
  const known = specIndex(specs);
  // Most scenarios set no option: they share the one frozen table of defaults.
  if (settings.length === 0) return { values: known.defaults, diagnostics: [] };
  const values: Record<string, string> = {};
  for (const spec of specs) values[spec.key] = spec.defaultValue;
  const diagnostics: Diagnostic[] = [];
  for (const s of settings) {
    const spec = known.byKey.get(s.key);
    if (!spec) {
      const near = closest(
        s.key,
        specs.map((o) => o.key),
      );
      diagnostics.push({
        code: 'OPTION_UNKNOWN',
        severity: 'error',
        message: t(`Неизвестная опция «${s.key}»`, `Unknown option "${s.key}"`),
        span: s.span,
        ...(near ? { suggestion: near } : {}),
      });
      continue;
    }
    if (!spec.readings.some((r) => r.value === s.value)) {
      const allowed = spec.readings.map((r) => r.value).join(' | ');
      const near = closest(
        s.value,
        spec.readings.map((r) => r.value),
      );
      diagnostics.push({
        code: 'OPTION_VALUE',
        severity: 'error',
        message: t(`Опция «${s.key}» не принимает «${s.value}»: ${allowed}`, `Option "${s.key}" does not take "${s.value}": ${allowed}`),
        span: s.span,
        ...(near ? { suggestion: near } : {}),
      });
      continue;
    }
    values[s.key] = s.value;
  }
  return { values, diagnostics };
}

/** The candidate nearest to `word` by edit distance, if it is near enough to be a typo. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  const w = word.toLowerCase();
  for (const c of candidates) {
    // The distance is at least the difference in length: most candidates need no table.
    if (Math.abs(c.length - w.length) >= bestDistance) continue;
    const d = editDistance(w, c.toLowerCase());
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best;
}

/** Levenshtein distance, for "did you mean". */
export function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 8) return Math.abs(a.length - b.length);
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length]!;
}
