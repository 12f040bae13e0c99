import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../../src/dsl/index.ts';

describe('LK additions to the language', () => {
  it('reads mid-game player facts as flags, in English and Russian', () => {
    const { scenario, diagnostics } = parseScenario(
      'ruleset mafia-lk\nplayer Вася: Доктор, selfHealUsed\nplayer Петя: Шериф, предупрежден, extendUsed\nplayer Оля: Мирный, вылечена\n',
    );
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(scenario.players.map((p) => p.flags)).toEqual([['selfHealUsed'], ['warned', 'extendUsed'], ['healed']]);
  });

  it('keeps a night warning as a night note', () => {
    const { scenario } = parseScenario('ruleset mafia-lk\nplayer Вася: Мирный\nnight 1\n  warn Вася\n');
    const night = scenario.phases[0];
    expect(night?.kind === 'night' ? night.notes?.map((n) => [n.note, n.player]) : null).toEqual([['warn', 'Вася']]);
  });

  it('still refuses an unknown player item, with a suggestion', () => {
    const { diagnostics } = parseScenario('ruleset mafia-lk\nplayer Вася: Доктор, helaed\n');
    const d = diagnostics.find((x) => x.code === 'PLAYER_ITEM_UNKNOWN');
    expect(d?.suggestion).toBe('healed');
  });
});
