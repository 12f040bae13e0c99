import { describe, expect, it } from 'vitest';
import { runScenario } from '../../../dsl/index.ts';
import type { Timeline } from '../../../engine/timeline.ts';
import { tmNight } from '../night-facts.ts';

/** Day and evening rules of Part A that the scenarios exercise without citing them: one small scenario each. */
const run = (body: string): Timeline => runScenario(`ruleset three-musketeers\nseed 1\n${body}`).timeline;
const diag = (tl: Timeline): string[] => tl.diagnostics.map((d) => d.code);

describe('day powers and the evening (A-5, A-34, A-46, A-51, A-53, A-59, A-108, A-151, A-169)', () => {
  it('A-34: the duel ends the day at once; later ballots are ignored', () => {
    const tl = run(`player Атос\nplayer Портос\nplayer Кэтти, маф\nplayer Д'Артаньян
day 1
  Атос -> Портос
  Д'Артаньян: duel Кэтти
  Портос -> Атос`);
    expect(tl.days[0]!.jailed).toBe('Кэтти');
    expect(diag(tl)).toContain('DAY_ENDED');
  });

  it('A-5, A-108: one-shot and daily powers: the duel once per game, Rochefort once a day (C-68)', () => {
    const tl = run(`player Атос\nplayer Портос\nplayer Кэтти, маф\nplayer Планше, маф\nplayer Рошфор\nplayer Д'Артаньян
day 1
  Рошфор: deny Атос
  Рошфор: deny Портос
  Д'Артаньян: duel Кэтти
night 1
day 2
  Д'Артаньян: duel Планше`);
    expect(diag(tl)).toContain('ROCHEFORT_USED');
    expect(diag(tl)).toContain('DUEL_USED');
    expect(tl.days[1]!.jailed).not.toBe('Планше');
  });

  it('A-51: swaps are «X/Y» pairs; inflected names resolve (A-50)', () => {
    const tl = run(`player Галантерейщик Бонасье\nplayer Д'Артаньян\nplayer Кэтти, маф\nplayer Атос
evening 1
  order Галантерейщик Бонасье, Д'Артаньян, Кэтти, Атос
  swaps Галантерейщика Бонасье/Д'Артаньяна
night 1`);
    expect(tl.nights[0]!.order).toEqual(["Д'Артаньян", 'Галантерейщик Бонасье', 'Кэтти', 'Атос']);
    expect(diag(tl).filter((c) => c.startsWith('SWAP'))).toEqual([]);
  });

  it('A-53: a maf knocked out at night has come round by the evening: the mafia still swap, and he counts (C-21)', () => {
    const tl = run(`player Палач из Лилля\nplayer Кэтти, маф\nplayer Планше, маф\nplayer Атос\nplayer Портос\nplayer Арамис
night 1
  order Палач из Лилля, Кэтти, Планше, Атос, Портос, Арамис
  Палач из Лилля -> Кэтти
  killer Планше -> Атос
day 2
  Портос -> Атос
evening 2
  swaps Палач из Лилля/Арамис, Портос/Кэтти
night 2`);
    expect(tmNight(tl.nights[0]!).knocked).toEqual(['Кэтти']);
    expect(diag(tl)).not.toContain('SWAPS_OVER_CAP');
  });

  it("A-59, A-151: Planchet's lock is made in the evening, outside the night order, and the swap cannot move the locked player", () => {
    const tl = run(`player Планше\nplayer Кэтти, маф\nplayer Атос\nplayer Портос
evening 1
  order Атос, Портос, Кэтти, Планше
  lock Атос
  swaps Атос/Планше
night 1`);
    expect(tl.nights[0]!.order[0]).toBe('Атос');
  });

  it('A-46, A-169: the mafia get the full official list; the public list shows the voters only', () => {
    const tl = run(`player Атос\nplayer Портос\nplayer Кэтти, маф\nplayer Планше
day 1
  Атос -> Кэтти
  Портос -> Кэтти
night 1`);
    const n = tl.nights[0]!;
    expect(n.publicOrder).toEqual(['Атос', 'Портос']);
    expect(n.officialOrder).toHaveLength(3);
  });
});
