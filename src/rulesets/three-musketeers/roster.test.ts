// The state «Три мушкетера» records: phase-start rosters and step-level changes, read back with rosterAt.
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../dsl/index.ts';
import { nthPhase, phaseSteps, rosterAfterStep, rosterAt } from '../../engine/roster-at.ts';
import type { Roster } from '../../engine/roster.ts';
import { stepIdOf } from '../../engine/step-id.ts';

const CAST = ['ruleset three-musketeers', 'player Атос', 'player Портос', 'player Кэтти: Кэтти, маф', 'player Вася: Миледи, маф', ''].join(
  '\n',
);

function who(roster: Roster | null, name: string) {
  const p = roster?.find((x) => x.name === name);
  if (!p) throw new Error(`no ${name} in the roster`);
  return p;
}

describe('«Три мушкетера» roster', () => {
  const game = 'day 1\n  Атос -> Васю\n  Портос -> Васю\nnight 1\n  order Атос, Портос, Кэтти\n  killer Кэтти -> Атоса\n';
  const tl = runScenario(CAST + game).timeline;

  it('starts every phase with each player, in declaration order, with the ruleset facts', () => {
    const day = rosterAt(tl, nthPhase(tl, 'day', 0))!;
    expect(day.map((p) => p.name)).toEqual(['Атос', 'Портос', 'Кэтти', 'Вася']);
    expect(who(day, 'Вася')).toEqual({
      name: 'Вася',
      role: 'milady',
      team: 'mafia',
      alive: true,
      jailed: false,
      knocked: false,
      clubbed: false,
      facts: { hits: 0, inherited: null, carried: [] },
    });
  });

  it('records the jailing on the tally step and carries it into the night', () => {
    const tally = tl.steps.find((s) => s.id === 'd1.tally')!;
    expect(tally.state?.map((p) => [p.name, p.jailed])).toEqual([['Вася', true]]);
    expect(who(rosterAt(tl, nthPhase(tl, 'night', 0)), 'Вася').jailed).toBe(true);
  });

  it('shows a player shot at slot 3 alive after slot 2 and dead after slot 3', () => {
    const night = nthPhase(tl, 'night', 0);
    const ids = phaseSteps(tl, night).map((s) => s.id);
    expect(who(rosterAt(tl, night, ids.indexOf(stepIdOf('n1.s2'))), 'Атос').alive).toBe(true);
    expect(who(rosterAt(tl, night, ids.indexOf(stepIdOf('n1.s3'))), 'Атос').alive).toBe(false);
    expect(who(rosterAfterStep(tl, stepIdOf('n1.s2')), 'Атос').alive).toBe(true);
    expect(who(rosterAfterStep(tl, stepIdOf('n1.s3')), 'Атос').alive).toBe(false);
    expect(who(rosterAt(tl, night), 'Атос').alive).toBe(true);
  });

  it('records an executioner hit as a knock-out and a hit count', () => {
    const text =
      'ruleset three-musketeers\nplayer Атос\nplayer Палач: Палач, маф\nplayer Портос\n' +
      'night 1\n  order Палач, Атос, Портос\n  Палач -> Атоса\n';
    const run = runScenario(text).timeline;
    const after = rosterAfterStep(run, stepIdOf('n1.s1'));
    expect(who(after, 'Атос')).toMatchObject({ alive: true, knocked: true, facts: { hits: 1 } });
    expect(who(rosterAt(run, nthPhase(run, 'night', 0)), 'Атос')).toMatchObject({ knocked: false, facts: { hits: 0 } });
  });

  it('starts from the declared start conditions', () => {
    const extra = 'player Рошфор: Рошфор, честный, мертв\nplayer Бонасье: Бонасье, честный, посажен\nday 1\n';
    const run = runScenario(CAST + extra).timeline;
    const start = rosterAt(run, 0);
    expect(who(start, 'Рошфор').alive).toBe(false);
    expect(who(start, 'Бонасье').jailed).toBe(true);
  });

  it('is null for a phase the timeline does not have', () => {
    expect(rosterAt(tl, 99)).toBeNull();
    expect(rosterAfterStep(tl, stepIdOf('n9.s9'))).toBeNull();
  });
});

// Issue 8.3 × 8.12: `carried` is what a file starting at the next phase writes, so `hadAmulet` must
// follow the repeat rule in force (C-81): a night Kitty was stopped gave nothing under the default.
describe("Kitty's last gift in the roster (hadAmulet, C-81)", () => {
  const blocked = [
    'ruleset three-musketeers',
    'option missingMafiaKill = noKill',
    'player Атос',
    'player Кэтти',
    'player Портос',
    'night 1',
    '  order Атос, Кэтти, Портос',
    '  Атос -> Кэтти',
    '  Кэтти -> Портоса',
    'night 2',
    '',
  ].join('\n');
  const carried = (text: string): string[] => who(rosterAt(runScenario(text).timeline, 1), 'Портос').facts['carried'] as string[];

  it('is not carried after a night she was blocked and gave nothing (actualGiftConsecutiveNights)', () => {
    expect(carried(blocked)).toEqual([]);
  });
  it('is carried under the declared-target reading, which counts that night', () => {
    expect(carried(blocked.replace('option ', 'option kittyRepeatRule = declaredTargetConsecutiveNights\noption '))).toEqual(['hadAmulet']);
  });
  it('is carried after a gift she really gave', () => {
    expect(carried(blocked.replace('  Атос -> Кэтти\n', '  Атос -> Портоса\n'))).toEqual(['hadAmulet']);
  });
});
