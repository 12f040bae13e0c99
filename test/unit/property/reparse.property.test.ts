/**
 * Re-parsing after an edit: for every stored scenario and random edits (typing, deleting, a new
 * line, a line break removed, CRLF), parsing the edited text with the previous parse gives exactly
 * what a parse from scratch gives — doc, scenario and diagnostics — also when edited again.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { parseScenario, type ParseResult } from '../../../src/dsl/parse.ts';
import { reusableLines } from '../../../src/dsl/reparse.ts';
import { scenarioTable } from '../../kit/scenarios.ts';

// Bounded, not timed: a generous ceiling so a loaded machine does not fail the suite.
vi.setConfig({ testTimeout: 120_000 });

/** An edit at a point chosen by `at` (a fraction of the text): `remove` characters go, `insert` comes in. */
interface Edit {
  readonly at: number;
  readonly remove: number;
  readonly insert: string;
}

const edit: fc.Arbitrary<Edit> = fc.record({
  at: fc.double({ min: 0, max: 1, noNaN: true }),
  remove: fc.nat({ max: 40 }),
  insert: fc.constantFrom(
    '',
    ' ',
    'x',
    '\n',
    '\r\n',
    '# c',
    'night 9\n',
    'day 2\n',
    '«',
    '"',
    ' -> ',
    'athos',
    '\n\n',
    ',',
    'DUPLICATE_LINE',
  ),
});

function applyEdit(text: string, e: Edit): string {
  const at = Math.floor(e.at * text.length);
  if (e.insert === 'DUPLICATE_LINE') {
    // the line at `at` written twice: a statement added at a block's end takes the next header's index
    const start = text.lastIndexOf('\n', at - 1) + 1;
    const end = text.indexOf('\n', at) === -1 ? text.length : text.indexOf('\n', at);
    return `${text.slice(0, end)}\n${text.slice(start, end)}${text.slice(end)}`;
  }
  return text.slice(0, at) + e.insert + text.slice(at + e.remove);
}

/** The parse as plain data (what the checker, the engine and the editor read). */
function plain(p: ParseResult): unknown {
  return JSON.parse(JSON.stringify(p));
}

const files = scenarioTable().filter((_, i) => i % 3 === 0);

describe('re-parse after an edit', () => {
  it('has scenarios to edit', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files)('%s: re-parsed equals parsed from scratch', (_name, c) => {
    const text = c.text;
    const first = c.parsed;
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 3 }), (edits) => {
        let previous = first;
        let current = text;
        for (const e of edits) {
          current = applyEdit(current, e);
          const again = parseScenario(current, previous);
          expect(plain(again)).toEqual(plain(parseScenario(current)));
          previous = again;
        }
      }),
      { numRuns: 25, seed: 11 },
    );
  });

  it.each(files)('%s: every line written twice, re-parsed equals parsed from scratch', (_n, c) => {
    const text = c.text;
    const first = c.parsed;
    const lines = text.split('\n');
    for (let k = 0; k < lines.length; k++) {
      const edited = [...lines.slice(0, k + 1), lines[k]!, ...lines.slice(k + 1)].join('\n');
      expect(plain(parseScenario(edited, first))).toEqual(plain(parseScenario(edited)));
    }
  });

  it('takes over the lines before the edit and parses the rest', () => {
    const text = 'ruleset three-musketeers\nplayer athos\nplayer porthos\nnight 1\nathos -> porthos\n';
    const first = parseScenario(text);
    const edited = text.replace('athos -> porthos', 'athos -> porthos, athos');
    const reused = reusableLines(first, edited);
    expect(reused?.count).toBe(4);
    const again = parseScenario(edited, first);
    expect(again.doc.statements[0]).toBe(first.doc.statements[0]);
    expect(again.doc.statements[4]).not.toBe(first.doc.statements[4]);
  });

  it('takes over the phases of the blocks before the edit, the very objects, unless the players change', () => {
    const text = 'ruleset three-musketeers\nplayer athos\nplayer porthos\nnight 1\nathos -> porthos\nday 2\nathos -> porthos\n';
    const first = parseScenario(text);
    const again = parseScenario(`${text}porthos -> athos\n`, first);
    expect(again.scenario.phases[0]).toBe(first.scenario.phases[0]);
    expect(again.scenario.phases[1]).not.toBe(first.scenario.phases[1]);
    const renamed = parseScenario(text.replace('player porthos', 'player aramis'), first);
    expect(renamed.scenario.phases[0]).not.toBe(first.scenario.phases[0]);
  });

  it('takes nothing over when the first line changes', () => {
    const text = 'ruleset three-musketeers\nplayer athos\n';
    expect(reusableLines(parseScenario(text), `#${text}`)).toBeNull();
  });
});
