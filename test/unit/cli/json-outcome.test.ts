/**
 * The `--json` outcome is what other tools read: README documents it field by field. Every
 * documented field must appear in real outcomes (every scenario file, plus a text with a typo for
 * `suggestion`), and no field may appear that README does not document.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outcomeJson } from '../../../src/cli/outcome.ts';
import { runScenarioWith } from '../../../src/dsl/run.ts';
import { SCENARIOS_DIR } from '../../scenario-files.ts';
import { scenarioCases } from '../../kit/scenarios.ts';

const README = readFileSync(join(SCENARIOS_DIR, '..', 'README.md'), 'utf8');
const SECTION = README.slice(README.indexOf('### The `--json` outcome'), README.indexOf('## The state-machine inspector'));

/** The field paths of the table that follows `heading` (first column, `?` dropped, `a` · `.b` split). */
function documented(after: string): Set<string> {
  const from = SECTION.indexOf(after);
  const rows = SECTION.slice(from)
    .split('\n\n')
    .find((block) => block.startsWith('| field'))!
    .split('\n')
    .slice(2);
  const out = new Set<string>();
  for (const row of rows) {
    const cell = row.split(' | ')[0]!.replace(/^\| /, '');
    const names = [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.replace(/\?$/, ''));
    const base = names[0]!.endsWith('[]') ? names[0]! : names[0]!.replace(/\.[^.]+$/, '');
    for (const n of names) out.add(n.startsWith('.') ? base + n : n);
  }
  return out;
}

/** Objects whose keys are data (option keys, player names), written `*` in the docs. */
const MAPS = new Set(['options', 'messages', 'tally']);

/** Every field path of an outcome, steps collected apart (their own table documents them). */
function paths(value: unknown, at: string, out: Set<string>, steps: Record<string, unknown>[]): void {
  if (Array.isArray(value)) {
    if (at.endsWith('steps')) {
      out.add(`${at}[]`);
      steps.push(...(value as Record<string, unknown>[]));
      return;
    }
    if (value.length === 0) return; // an empty list shows no fields (other outcomes fill it)
    if (value.some((v) => typeof v === 'object' && v !== null)) {
      out.add(`${at}[]`);
      for (const v of value) paths(v, `${at}[]`, out, steps);
    } else out.add(at);
    return;
  }
  if (typeof value !== 'object' || value === null) {
    out.add(at);
    return;
  }
  const isMap = MAPS.has(at.slice(at.lastIndexOf('.') + 1));
  for (const [k, v] of Object.entries(value)) {
    const seg = isMap ? '*' : k;
    paths(v, at ? `${at}.${seg}` : seg, out, steps);
  }
}

function outcomes(): { top: Set<string>; steps: Record<string, unknown>[] } {
  const top = new Set<string>();
  const steps: Record<string, unknown>[] = [];
  const texts = [...scenarioCases().map((c) => c.text), 'ruleset tm\nplayer Атос\nnight 1\n  Атос -> Атсо\n'];
  for (const text of texts) paths(outcomeJson(runScenarioWith(text), text, 'en'), '', top, steps);
  return { top, steps };
}

const { top, steps } = outcomes();

describe('the --json outcome matches README field by field', () => {
  it('documents every top-level field an outcome has, and each documented field occurs', () => {
    const docs = documented('| field | type | meaning |');
    expect([...top].filter((p) => !docs.has(p)).sort()).toEqual([]);
    expect([...docs].filter((p) => !top.has(p)).sort()).toEqual([]);
  });

  it('documents every step field, and each occurs', () => {
    const docs = new Set([...documented('A **step**')].map((k) => k.replace(/\[\]$/, '')));
    const seen = new Set(steps.flatMap((s) => Object.keys(s)));
    expect([...seen].filter((k) => !docs.has(k)).sort()).toEqual([]);
    expect([...docs].filter((k) => !seen.has(k)).sort()).toEqual([]);
  });

  it('causes, changes and actions carry exactly the fields README names', () => {
    const keys = (list: unknown[]): string[] =>
      [...new Set(list.flatMap((x) => (x && typeof x === 'object' ? Object.keys(x) : [])))].sort();
    const causes = steps.flatMap((s) => s['causes'] as unknown[]);
    const changes = steps.flatMap((s) => s['changes'] as Record<string, unknown>[]);
    const actions = [...steps.flatMap((s) => [s['submitted'], s['performed']]), ...changes.flatMap((c) => [c['before'], c['after']])];
    expect(keys(causes)).toEqual(['clause', 'note', 'option', 'step']);
    expect(keys(causes.map((c) => (c as { option?: unknown }).option))).toEqual(['key', 'value']);
    expect(keys(changes)).toEqual(['after', 'before', 'kind', 'target']);
    expect(keys(actions)).toEqual(['ability', 'actor', 'role', 'targets']);
    for (const name of ['step', 'clause', 'note', 'option?', 'target', 'kind', 'before', 'after', 'actor, ability, role, targets']) {
      expect(SECTION, name).toContain(name.includes(',') ? `{ ${name} }` : `\`${name}\``);
    }
  });

  it('gives every evening the roster at its start: after day 1 jails the executioner, evening 1 shows him jailed', () => {
    const c = scenarioCases((n) => n === 'three-musketeers/tm-game-01-three-days.scenario')[0]!;
    const out = outcomeJson(runScenarioWith(c.text), c.text, 'en') as {
      days: { roster: { name: string; jailed: boolean }[] }[];
      evenings: { evening: number; roster: { name: string; jailed: boolean }[] }[];
    };
    const jailed = (r: { name: string; jailed: boolean }[]): string[] => r.filter((p) => p.jailed).map((p) => p.name);
    expect(out.evenings.map((e) => e.evening)).toEqual([1, 2, 3]);
    expect(jailed(out.days[0]!.roster)).toEqual([]);
    expect(jailed(out.evenings[0]!.roster)).toEqual(['Палач из Лилля']);
    expect(out.evenings[0]!.roster.map((p) => p.name)).toEqual(out.days[0]!.roster.map((p) => p.name));
  });

  it('points at the roster section for the recorded state', () => {
    expect(SECTION).toContain('(#recorded-state-in---json-roster)');
    expect(README).toContain('### Recorded state in `--json`: `roster`');
  });
});
