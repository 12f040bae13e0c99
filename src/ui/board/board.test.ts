import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../dsl/index.ts';
import { stepArrows, stepOfPlayer } from './arrows.ts';
import { arrowPath, circle, tableSize } from './geometry.ts';
import { nightOf, seatsFor } from './roster.ts';
import { stepIdOf } from '../../engine/step-id.ts';

const welcome = readFileSync(new URL('../../../scenarios/welcome.scenario', import.meta.url), 'utf8');

describe('seats', () => {
  it('number players by the played order and mark tonight’s dead', () => {
    const run = runScenario(welcome);
    const night = nightOf(run.timeline, 1)!;
    const seats = seatsFor(run.scenario.players, run.timeline, night);
    expect(seats.map((s) => s.slot)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(seats.map((s) => s.name)).toEqual([...night.order]);
    expect(seats.find((s) => s.name === 'Кэтти')?.life).toBe('diedTonight');
    expect(seats.find((s) => s.name === 'Атос')?.life).toBe('alive');
  });
  it('grey the dead of earlier nights and mark the jailed', () => {
    const text =
      'ruleset three-musketeers\nplayer Атос\nplayer Портос\nplayer Кэтти: Кэтти, маф\n' +
      'player Вася: Миледи, маф\nplayer Рошфор: Рошфор, честный, мертв\nday 1\n  Атос -> Васю\n' +
      '  Портос -> Васю\nnight 1\n  order Атос, Портос, Кэтти\n  killer Кэтти -> Атоса\n';
    const run = runScenario(text);
    const seats = seatsFor(run.scenario.players, run.timeline, nightOf(run.timeline, 1)!);
    expect(seats.find((s) => s.name === 'Рошфор')?.life).toBe('dead');
    expect(seats.find((s) => s.name === 'Вася')?.jailedOn).toBe(1);
    expect(seats.find((s) => s.name === 'Вася')?.slot).toBeNull();
  });
});

describe('arrows', () => {
  it('draw performed only when it equals submitted, and changes by kind', () => {
    const run = runScenario(welcome);
    const steps = run.timeline.steps;
    const athos = stepArrows(
      steps.find((s) => s.id === 'n1.s2')!,
      steps,
    );
    expect(athos).toContainEqual({ from: 'Атос', to: 'Рошфор', kind: 'performed', step: 'n1.s2' });
    expect(athos).toContainEqual({ from: 'Атос', to: 'Рошфор', kind: 'blocked', step: 'n1.s3' });
    expect(athos.some((a) => a.kind === 'submitted')).toBe(false);
    const rochefort = stepArrows(
      steps.find((s) => s.id === 'n1.s3')!,
      steps,
    );
    expect(rochefort).toEqual([{ from: 'Рошфор', to: 'Атос', kind: 'submitted', step: 'n1.s3' }]);
    expect(stepOfPlayer(steps, 1, 'Портос')?.id).toBe('n1.s6');
  });
  it('draw every function of a move that carries two, each target once', () => {
    const kill = { actor: 'Д', ability: 'kill', role: 'killer', targets: ['Атос'] };
    const step = { id: stepIdOf('n1.s2'), phase: 'night', number: 1, actor: 'Д', performed: kill, outcome: 'performed' } as const;
    const sermon = { actor: 'Д', ability: 'sermon', role: 'aramis', targets: ['Портос'] };
    const both = { ...step, alsoPerformed: [sermon, { ...sermon, targets: ['Атос'] }], summary: { ru: '', en: '' } };
    const arrows = stepArrows({ ...both, causes: [], changes: [], affects: [] }, []);
    expect(arrows.filter((a) => a.kind === 'performed').map((a) => a.to)).toEqual(['Атос', 'Портос']);
  });
});

describe('geometry', () => {
  it('puts the first seat on top and curves arrows', () => {
    const [top] = circle(4, 100, 100, 50);
    expect(top).toEqual({ x: 100, y: 50 });
    expect(arrowPath({ x: 0, y: 0 }, { x: 100, y: 0 }, 10, 0.1, { x: 50, y: 50 })).toMatch(/^M[\d.,-]+ Q/);
    expect(arrowPath({ x: 0, y: 0 }, { x: 0, y: 0 }, 10, 0.1, { x: 50, y: 50 })).toMatch(/ C/);
  });
});

describe('table size', () => {
  it('grows the ring with the players so 200 discs never overlap', () => {
    expect(tableSize(7, 17)).toEqual({ width: 640, height: 420, ring: 150, radial: false });
    const big = tableSize(200, 17);
    const [a, b] = circle(200, 0, 0, big.ring);
    expect(Math.hypot(a!.x - b!.x, a!.y - b!.y)).toBeGreaterThanOrEqual(2 * 17 + 6);
    expect(big.radial).toBe(true);
    expect(big.width).toBeGreaterThanOrEqual(2 * big.ring);
  });
});
