// The ruleset, seed, option and player lines of a doc, each kind in text order. A re-parsed doc
// holds the previous statements themselves before the edit (reparse.ts), so their setting lines
// are taken over and only the statements from the edit on are looked at: a keystroke in the
// last night of a long game does not walk its 60,000 statements.
import { PlainArrow } from './plain-statement.ts';
import { HiddenSlot } from './hidden-slot.ts';
import { keptFrom } from './reparse.ts';
import type { ScenarioDoc, Statement } from './syntax.ts';

type Line<K extends Statement['kind']> = Extract<Statement, { kind: K }>;

export interface SettingLines {
  ruleset: Line<'ruleset'>[];
  seed: Line<'seed'>[];
  option: Line<'option'>[];
  player: Line<'player'>[];
}

/** Per doc, the indices of its setting statements. */
const SETTINGS = new HiddenSlot<ScenarioDoc, readonly number[]>('setting lines');

/** The setting lines of `doc`, taking over those before the edit from `previous` (the doc it was re-parsed from). */
export function settingLines(doc: ScenarioDoc, previous?: ScenarioDoc): SettingLines {
  const stmts = doc.statements;
  const before = previous ? SETTINGS.get(previous) : undefined;
  const kept = before && previous ? keptFrom(doc, previous) : 0;
  const indices: number[] = [];
  if (before) for (let k = 0; k < before.length && before[k]! < kept; k++) indices.push(before[k]!);
  for (let i = kept; i < stmts.length; i++) {
    const s = stmts[i]!;
    if (s instanceof PlainArrow) continue; // most lines: its kind is a getter, slow to read among many shapes
    const kind = s.kind;
    if (kind === 'ruleset' || kind === 'seed' || kind === 'option' || kind === 'player') indices.push(i);
  }
  SETTINGS.set(doc, indices);
  const out: SettingLines = { ruleset: [], seed: [], option: [], player: [] };
  for (const i of indices) {
    const s = stmts[i]!;
    if (s.kind === 'ruleset') out.ruleset.push(s);
    else if (s.kind === 'seed') out.seed.push(s);
    else if (s.kind === 'option') out.option.push(s);
    else if (s.kind === 'player') out.player.push(s);
  }
  return out;
}
