import { describe, expect, it } from 'vitest';
import { runScenario } from '../../../src/dsl/index.ts';
import { MAX_RUN_DIAGNOSTICS } from '../../../src/dsl/run.ts';
import { unexpectedErrors } from '../../../src/engine/diagnostic.ts';

const knockedVote = (expectLine: string) => `ruleset tm
player Палач: Палач из Лилля, маф
player Миледи: Миледи, маф
player Атос
player Портос
night 1
  order Атос, Палач, Портос, Миледи
  Палач -> Атоса
  killer Миледи -> Портоса
day 2
  Атос -> Миледи
${expectLine}
`;

describe('run diagnostics', () => {
  it('an empty text or one without players gets PLAYERS_MISSING at 1:1 as info: the playground does not alarm a beginner', () => {
    for (const text of ['', '   \n# a comment\n', 'ruleset mafia-lk\n']) {
      const r = runScenario(text);
      expect(r.diagnostics.map((d) => [d.code, d.severity, d.span.line, d.span.col])).toEqual([['PLAYERS_MISSING', 'info', 1, 1]]);
      expect(unexpectedErrors(r.diagnostics)).toEqual([]);
    }
    expect(runScenario('ruleset tm\nplayer Атос\n').diagnostics.map((d) => d.code)).not.toContain('PLAYERS_MISSING');
  });

  it('an error the scenario expects is marked and does not fail the run', () => {
    const asserted = runScenario(knockedVote('  expect diagnostic VOTE_BY_KNOCKED'));
    expect(asserted.diagnostics.find((d) => d.code === 'VOTE_BY_KNOCKED')?.expected).toBe(true);
    expect(unexpectedErrors(asserted.diagnostics)).toEqual([]);
    const silent = runScenario(knockedVote(''));
    expect(unexpectedErrors(silent.diagnostics).map((d) => d.code)).toEqual(['VOTE_BY_KNOCKED']);
  });

  it('one bad name gives one error, at the name', () => {
    const r = runScenario('ruleset tm\nplayer Атос\nnight 1\n  Атас -> Атос\n');
    const errors = r.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => d.code)).toEqual(['NAME_UNKNOWN']);
    expect(errors[0]?.span.col).toBe(3);
  });

  it('lists diagnostics in source order and caps them', () => {
    const lines = Array.from({ length: 400 }, (_, i) => `  Атос -> Никто${i}`).join('\n');
    const r = runScenario(`ruleset tm\nplayer Атос\nnight 1\n${lines}\n`);
    expect(r.diagnostics.length).toBe(MAX_RUN_DIAGNOSTICS + 1);
    expect(r.diagnostics.at(-1)?.code).toBe('TOO_MANY_DIAGNOSTICS');
    const positioned = r.diagnostics.filter((d) => d.span.line > 0).map((d) => d.span.offset);
    expect(positioned).toEqual([...positioned].sort((a, b) => a - b));
  });
});
