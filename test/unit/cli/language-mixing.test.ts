/**
 * No language mixing: every scenario file resolved by the CLI in Russian has no Latin word, and in
 * English no Cyrillic word, outside code-like tokens (clause ids, message and diagnostic codes,
 * step ids, option keys and values, role ids, the file path) and the scenario's own text (player
 * names and the expectation lines the report quotes).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../src/cli/run.ts';
import { parseScenario } from '../../../src/dsl/index.ts';
import { RULESETS } from '../../../src/rulesets/index.ts';
import { scenarioTable } from '../../kit/scenarios.ts';

const CODE_WORDS = new Set<string>(
  Object.values(RULESETS).flatMap((r) => [
    r.id,
    ...r.roles.map((x) => x.id),
    ...r.options.flatMap((o) => [o.key, ...o.readings.map((v) => v.value)]),
  ]),
);

/** Clause ids (A-92, D-A8), message codes (M12, LK-TAKEN), diagnostic codes, step ids (n1.s3, d1.tally). */
const CODE = [
  /^[A-Z][A-Z.]*-[A-Z0-9][A-Za-z0-9-]*$/,
  /^M\d+$/,
  /^[A-Z]+(_[A-Z]+)+$/,
  /^[nde]\d+(\.[A-Za-z0-9]+)+$/,
  /\.scenario$/,
  /^[A-Z]\.R$/,
  /^L\d+(-\d+)?$/,
];

function isCode(token: string, key: string): boolean {
  return CODE_WORDS.has(token) || CODE_WORDS.has(key) || CODE.some((re) => re.test(token));
}

/** The output with the scenario's own text taken out: its lines, and its players' names. */
function withoutSource(out: string, source: string): string {
  const scenario = parseScenario(source).scenario;
  const lines = source
    .split('\n')
    .map((l) => l.replace(/#.*$/, '').trim())
    .filter((l) => l.length > 3);
  let rest = out;
  for (const l of lines.sort((a, b) => b.length - a.length)) rest = rest.split(l).join(' ');
  for (const p of [...(scenario?.players ?? [])].sort((a, b) => b.name.length - a.name.length)) {
    const name = p.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    rest = rest.replace(new RegExp(`(?<![\\p{L}\\d])${name}(?![\\p{L}\\d])`, 'gu'), ' ');
  }
  return rest;
}

/** Words of the other script that are not code-like, with the line they stand on. */
function foreignWords(out: string, source: string, lang: 'ru' | 'en'): string[] {
  const script = lang === 'ru' ? /[A-Za-z]/ : /[А-Яа-яЁё]/;
  const bad: string[] = [];
  for (const line of withoutSource(out, source).split('\n')) {
    for (const raw of line.split(/[\s(),:;«»"“”{}[\]!?→⇒←]+/)) {
      const token = raw.replace(/^[.'’-]+|[.'’-]+$/g, '');
      if (!token || !script.test(token)) continue;
      const [key] = token.split('=');
      if (token.includes('=') ? isCode(key!, key!) : isCode(token, token)) continue;
      bad.push(`${token}   ← ${line.trim().slice(0, 120)}`);
    }
  }
  return bad;
}

function resolve(file: string, lang: 'ru' | 'en'): string {
  let out = '';
  runCli([file, '--lang', lang], {
    readFile: (p) => readFileSync(p, 'utf8'),
    stdout: (t) => void (out += t),
    stderr: (t) => void (out += t),
  });
  return out;
}

describe.each(scenarioTable())('%s', (_name, c) => {
  const { path: file, text: source } = c;
  it('in Russian has no Latin word outside code', () => {
    expect(foreignWords(resolve(file, 'ru'), source, 'ru')).toEqual([]);
  });
  it('in English has no Cyrillic word outside code and player names', () => {
    expect(foreignWords(resolve(file, 'en'), source, 'en')).toEqual([]);
  });
});

it('catches a mixed word (the check can fail)', () => {
  expect(foreignWords('Погибли: Кэтти (kitty, honest)', 'player Кэтти', 'ru')).toEqual(['honest   ← Погибли:   (kitty, honest)']);
});
