/**
 * `npm run bench:declension`: the declension libraries measured on test/data/names-ru.tsv (forum
 * names with hand-written forms). Each library is run alone (as a first-name decliner, gender
 * given) and under the project's word rules (src/engine/grammar/words.ts); a name counts as right
 * when all five oblique forms match (ё = е). Sizes: the library bundled, minified and gzipped.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { buildSync } from 'esbuild';
import { inclineFirstname, inclineLastname } from 'lvovich';
import { OBLIQUE, type Gender, type Oblique } from '../../src/engine/grammar/cases.ts';
import type { DeclineWord } from '../../src/engine/grammar/core.ts';
import { lvovichWord } from '../../src/engine/grammar/decline.ts';
import { declineWith } from '../../src/engine/grammar/words.ts';

const require = createRequire(import.meta.url);
type Petrovich = (p: { gender: string; first?: string; last?: string }, c: string) => { first?: string; last?: string };
const petrovich = require('petrovich') as Petrovich;
interface RnModule {
  Engine: new () => { decline(lemma: unknown, c: string): string[] };
  createLemma(o: { text: string; gender: string; animate: boolean }): unknown;
  Case: Record<string, string>;
  Gender: Record<string, string>;
}
const rn = require('russian-nouns-js') as RnModule;
const rne = new rn.Engine();

const LONG: Readonly<Record<Oblique, string>> = {
  gen: 'genitive',
  dat: 'dative',
  acc: 'accusative',
  ins: 'instrumental',
  prep: 'prepositional',
};
const RN_CASE: Readonly<Record<Oblique, string>> = {
  gen: 'GENITIVE',
  dat: 'DATIVE',
  acc: 'ACCUSATIVE',
  ins: 'INSTRUMENTAL',
  prep: 'PREPOSITIONAL',
};
const sex = (g: Gender): string => (g === 'f' ? 'female' : 'male');

const petrovichWord: DeclineWord = (w, c, g, kind) => {
  const r = petrovich(kind === 'last' ? { gender: sex(g), last: w } : { gender: sex(g), first: w }, LONG[c]);
  return (kind === 'last' ? r.last : r.first) ?? w;
};
const rnWord: DeclineWord = (w, c, g) =>
  rne.decline(
    rn.createLemma({ text: w, gender: rn.Gender[g === 'f' ? 'FEMININE' : 'MASCULINE']!, animate: true }),
    rn.Case[RN_CASE[c]]!,
  )[0] ?? w;

interface Row {
  name: string;
  gender: Gender;
  kind: string;
  forms: Record<Oblique, string>;
}
const rows: Row[] = readFileSync(new URL('../data/names-ru.tsv', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '' && !l.startsWith('#'))
  .map((l) => {
    const [name, gender, kind, ...f] = l.split('\t');
    return {
      name: name!,
      gender: gender as Gender,
      kind: kind!,
      forms: Object.fromEntries(OBLIQUE.map((c, i) => [c, f[i]!])) as Record<Oblique, string>,
    };
  });

const same = (a: string, b: string): boolean => a.replace(/ё/g, 'е') === b.replace(/ё/g, 'е');

function score(decline: (name: string, g: Gender) => Record<Oblique, string>): { names: number; forms: number; misses: string[] } {
  let names = 0,
    forms = 0;
  const misses: string[] = [];
  for (const r of rows) {
    let got: Record<Oblique, string>;
    try {
      got = decline(r.name, r.gender);
    } catch {
      got = { gen: '', dat: '', acc: '', ins: '', prep: '' };
    }
    const ok = OBLIQUE.filter((c) => same(got[c], r.forms[c])).length;
    forms += ok;
    if (ok === OBLIQUE.length) names++;
    else misses.push(`${r.name} (${r.gender}, ${r.kind}): ${OBLIQUE.map((c) => got[c]).join(' ')}`);
  }
  return { names, forms, misses };
}

const alone = (w: DeclineWord) => (name: string, g: Gender) =>
  Object.fromEntries(OBLIQUE.map((c) => [c, w(name, c, g, 'first')])) as Record<Oblique, string>;

function gzipKiB(entry: string): string {
  const out = buildSync({
    stdin: { contents: entry, resolveDir: process.cwd() },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
  });
  return (gzipSync(out.outputFiles[0]!.contents).length / 1024).toFixed(1);
}

const libs = [
  { name: 'lvovich 2.1.0', word: lvovichWord, entry: "export { inclineFirstname, inclineLastname } from 'lvovich';" },
  { name: 'petrovich 0.2.1', word: petrovichWord, entry: "export { default } from 'petrovich';" },
  { name: 'russian-nouns-js 2.3.0', word: rnWord, entry: "export { default } from 'russian-nouns-js';" },
];
void inclineFirstname;
void inclineLastname;

const pct = (n: number, of: number): string => `${((100 * n) / of).toFixed(1)}%`;
console.log(`${rows.length} names, ${rows.length * OBLIQUE.length} forms (test/data/names-ru.tsv)\n`);
console.log('library                 | alone: names  forms  | with word rules: names  forms | gzip KiB');
for (const lib of libs) {
  const a = score(alone(lib.word));
  const w = score(declineWith(lib.word));
  const aloneCols = `${pct(a.names, rows.length).padStart(12)} ${pct(a.forms, rows.length * 5).padStart(6)}`;
  const withRulesCols = `${pct(w.names, rows.length).padStart(22)} ${pct(w.forms, rows.length * 5).padStart(6)}`;
  console.log(`${lib.name.padEnd(23)} | ${aloneCols} | ${withRulesCols} | ${gzipKiB(lib.entry)}`);
  if (process.argv.includes('--misses')) for (const m of w.misses) console.log(`    ${m}`);
}
