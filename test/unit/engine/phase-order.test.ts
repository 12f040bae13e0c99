import { describe, expect, it } from 'vitest';
import { runScenario } from '../../../src/dsl/index.ts';

const codes = (text: string) => runScenario(text).timeline.diagnostics.map((d) => d.code);
const ids = (text: string) => runScenario(text).timeline.steps.map((s) => s.id);

describe('phases are played once, in play order', () => {
  it('skips a block written twice, with an error at its header', () => {
    const text = 'ruleset tm\nplayer Атос\nplayer Кэтти\nnight 1\n  Атос -> Кэтти\nnight 1\n  Атос -> Кэтти\n';
    expect(codes(text)).toContain('PHASE_DUPLICATE');
    const all = ids(text);
    expect(new Set(all).size).toBe(all.length);
    const d = runScenario(text).timeline.diagnostics.find((x) => x.code === 'PHASE_DUPLICATE');
    expect(d?.span.line).toBe(6);
  });

  it('skips a block that goes back in time, in both rulesets', () => {
    expect(codes('ruleset tm\nplayer Атос\nnight 2\n  Атос -> Атос\nday 2\n')).toContain('PHASE_OUT_OF_ORDER');
    const lk = 'ruleset lk\nplayer Вася: Мирный житель\nplayer Петя: Дон мафии, маф\nday 1\nnight 0\n';
    expect(codes(lk)).toContain('PHASE_OUT_OF_ORDER');
    const all = ids(lk);
    expect(new Set(all).size).toBe(all.length);
  });

  it('accepts day, evening, night and the next day in order', () => {
    const text = 'ruleset tm\nplayer Атос\nplayer Кэтти\nday 1\nevening 1\nnight 1\nday 2\n';
    expect(codes(text).filter((c) => c.startsWith('PHASE_'))).toEqual([]);
  });
});
