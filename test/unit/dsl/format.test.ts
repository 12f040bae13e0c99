/** Formatter: canonical spacing and indentation, comments kept and aligned, idempotent, meaning kept. */
import { describe, expect, it } from 'vitest';
import { formatScenario, parseScenario } from '../../../src/dsl/index.ts';
import { stripSpans } from './strip.ts';

const MESSY = [
  '\ufeff# header comment',
  'ruleset   three-musketeers',
  '',
  '',
  'player  Кэтти :Кэтти ,маф   # killer tonight',
  'player Атос',
  'night 1',
  'order Кэтти,Атос',
  '    killer  Кэтти->Атос',
  '# a note inside the night',
  'Атос→Кэтти   #x',
  '  expect   report Атос   "a  b"',
  'evening 2',
  ' swaps Атос / Кэтти , Кэтти/Атос',
  'day 2',
  'Атос->Кэтти@ 10:05',
  '???',
  '',
].join('\r\n');

describe('formatScenario', () => {
  it('produces the canonical text', () => {
    expect(formatScenario(MESSY)).toBe(
      [
        '# header comment',
        'ruleset three-musketeers',
        '',
        'player Кэтти: Кэтти, маф  # killer tonight',
        'player Атос',
        'night 1',
        '  order Кэтти, Атос',
        '  killer Кэтти -> Атос',
        '  # a note inside the night',
        '  Атос -> Кэтти  #x',
        '  expect report Атос "a  b"',
        'evening 2',
        '  swaps Атос/Кэтти, Кэтти/Атос',
        'day 2',
        '  Атос -> Кэтти @10:05',
        '  ???',
        '',
      ].join('\n'),
    );
  });

  it('is idempotent', () => {
    const once = formatScenario(MESSY);
    expect(formatScenario(once)).toBe(once);
  });

  it('does not change the parsed scenario', () => {
    expect(stripSpans(parseScenario(formatScenario(MESSY)).scenario)).toEqual(stripSpans(parseScenario(MESSY).scenario));
  });

  it('aligns a run of trailing comments', () => {
    const out = formatScenario('seed 1 # a\nruleset tm # b\n');
    expect(out).toBe('seed 1      # a\nruleset tm  # b\n');
  });

  it('comment lines take the indentation of the next statement', () => {
    expect(formatScenario('night 1\nseed 1\n# before day\nday 1\n')).toBe('night 1\n  seed 1\n# before day\nday 1\n');
  });

  it('handles empty and blank input', () => {
    expect(formatScenario('')).toBe('');
    expect(formatScenario('\n\n  \n')).toBe('');
  });

  it('keeps every scenario example in SYNTAX.md and the README stable', async () => {
    const { readFileSync } = await import('node:fs');
    for (const file of ['src/dsl/SYNTAX.md', 'README.md']) {
      const md = readFileSync(file, 'utf8');
      const blocks: string[] = [];
      let open: { lang: string; lines: string[] } | null = null;
      for (const line of md.split('\n')) {
        if (line.startsWith('```')) {
          if (open && (open.lang === '' || open.lang === 'scenario')) blocks.push(open.lines.join('\n'));
          open = open ? null : { lang: line.slice(3).trim(), lines: [] };
        } else open?.lines.push(line);
      }
      expect(blocks.length).toBeGreaterThan(0);
      for (const b of blocks) {
        const once = formatScenario(b);
        expect(formatScenario(once)).toBe(once);
        const errs = parseScenario(b).diagnostics.filter(
          (d) => d.severity === 'error' && d.code !== 'OPTION_UNKNOWN' && d.code !== 'OPTION_VALUE',
        );
        expect(errs.map((d) => `${file}:${d.span.line} ${d.code} ${d.message.en}`)).toEqual([]);
      }
    }
  });
});
