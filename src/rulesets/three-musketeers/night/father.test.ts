import { describe, expect, it } from 'vitest';
import { runScenario } from '../../../dsl/index.ts';

// after a night with deaths the Father takes the last one killed's abilities, and
// the morning says so with a step that cites that death.
const night = `ruleset tm
player Кэтти: Кэтти, маф
player Жюссак: де Жюссак, маф
player Атос
player Тревиль: Капитан де Тревиль
player Отец: Отец Д'Артаньяна
night 1
  order Кэтти, Атос, Тревиль, Жюссак, Отец
  killer Кэтти -> Атоса
  Тревиль -> Жюссака
`;

describe("the Father's inheritance at night", () => {
  it('records a morning step naming the last one killed, citing his death (A-154)', () => {
    const { timeline } = runScenario(night);
    const step = timeline.steps.find((s) => s.id === 'n1.father');
    expect(step?.summary.ru).toContain('де Жюссак');
    expect(step?.summary.ru).toContain('Жюссак');
    expect(step?.causes[0]?.clause).toBe('A-154');
    const death = timeline.nights[0]?.deaths.find((d) => d.player === 'Жюссак');
    expect(step?.causes[0]?.step).toBe(death?.step);
  });

  it('records nothing on a night without deaths', () => {
    const quiet = night
      .replace('ruleset tm\n', 'ruleset tm\noption missingMafiaKill = noKill\n')
      .replace('  killer Кэтти -> Атоса\n  Тревиль -> Жюссака\n', '  Атос -> Кэтти\n');
    const { timeline, diagnostics } = runScenario(quiet);
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(timeline.nights[0]?.deaths).toEqual([]);
    expect(timeline.steps.some((s) => s.id === 'n1.father')).toBe(false);
  });
});
