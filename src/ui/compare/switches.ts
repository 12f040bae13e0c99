// Option switches for the compare view: the default pick from a scan's verdicts, and a label.
import type { OptionSpec } from '../../engine/option.ts';
import type { Lang } from '../../engine/text.ts';
import type { ReadingVerdict } from '../rules/scan.svelte.ts';

/** One option set to another reading in the "if" ruling. */
export interface Switch {
  readonly key: string;
  readonly value: string;
}

/** The default switches: for every option whose other reading changes the ruling, the first such reading. */
export function defaultSwitches(verdicts: Readonly<Record<string, readonly ReadingVerdict[]>>, keys: readonly string[]): Switch[] {
  return keys.flatMap((key) => {
    const hit = verdicts[key]?.find((v) => !v.failed && v.diffs.length > 0);
    return hit ? [{ key, value: hit.value }] : [];
  });
}

/** The switches as a short label: «key = value, …». */
export function switchesLabel(switches: readonly Switch[]): string {
  return switches.map((s) => `${s.key} = ${s.value}`).join(', ');
}

/** One switch in a host's words: «Ходит ли убитый до своего хода? — да» (the key stays in tooltips). */
export function switchWords(specs: readonly OptionSpec[], s: Switch, lang: Lang): string {
  const spec = specs.find((o) => o.key === s.key);
  const reading = spec?.readings.find((r) => r.value === s.value);
  return spec && reading ? `${spec.question[lang]} — ${reading.label[lang]}` : `${s.key} = ${s.value}`;
}
