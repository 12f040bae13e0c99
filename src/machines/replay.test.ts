import { describe, expect, it } from 'vitest';
import type { ActionLife, ActionLifeEvent, PhaseMark, Step } from '../engine/timeline.ts';
import { collectInspection } from './inspect.ts';
import { replayActions, replayNightActors, replayPhases } from './replay.ts';
import { ABOUT } from '../rulesets/about.ts';
import { stepIdOf } from '../engine/step-id.ts';

type T = ActionLifeEvent['type'];

/** An action life from `[type, step]` pairs. */
function life(id: string, night: number, actor: string, events: readonly [T, string | null][]): ActionLife {
  return { id, night, actor, events: events.map(([type, step]) => ({ type, step: step === null ? null : stepIdOf(step) })) };
}

/** A bare step record: only the id matters to the replay. */
function step(id: string): Step {
  return {
    id: stepIdOf(id),
    phase: 'night',
    number: 1,
    outcome: 'none',
    summary: { ru: id, en: id },
    causes: [],
    changes: [],
    affects: [],
  };
}

const goodNight: ActionLife[] = [
  life('n1.athos', 1, 'Athos', [
    ['action.submit', null],
    ['action.perform', 'n1.s2'],
    ['action.report', 'n1.s4'],
  ]),
  life('n1.milady', 1, 'Milady', [
    ['action.submit', null],
    ['action.charm', 'n1.s1'],
    ['action.block', 'n1.s3'],
  ]),
  life('n1.dartagnan', 1, 'DArtagnan', [
    ['action.submit', null],
    ['action.redirect', 'n1.s1'],
    ['action.perform', 'n1.s3'],
  ]),
  life('n2.athos', 2, 'Athos', [
    ['action.submit', null],
    ['action.cancel', 'n2.s1'],
  ]),
];
const goodPhases: PhaseMark[] = [
  { phase: 'day', number: 1 },
  { phase: 'evening', number: 1 },
  { phase: 'night', number: 1 },
  { phase: 'morning', number: 1 },
  { phase: 'day', number: 2 },
  { phase: 'night', number: 2 },
  { phase: 'morning', number: 2 },
];
const steps = ['n1.s1', 'n1.s2', 'n1.s3', 'n1.s4', 'n2.s1'].map(step);

describe('replayActions', () => {
  it('finds nothing in a well-formed trace', () => {
    expect(replayActions({ actions: goodNight })).toEqual([]);
  });

  it('reports perform after block with the action id, index, step and state', () => {
    const bad = [...goodNight];
    bad[1] = life('n1.milady', 1, 'Milady', [
      ['action.submit', null],
      ['action.block', 'n1.s3'],
      ['action.perform', 'n1.s5'],
    ]);
    expect(replayActions({ actions: bad })).toEqual([
      expect.objectContaining({
        machine: 'actionLifecycle',
        kind: 'refused',
        actionId: 'n1.milady',
        actor: 'Milady',
        night: 1,
        index: 2,
        event: 'action.perform',
        step: 'n1.s5',
        state: 'blocked',
      }),
    ]);
  });

  it('reports a report before the resolution and the lifecycle left unresolved', () => {
    const problems = replayActions({
      actions: [
        life('x', 1, 'A', [
          ['action.submit', null],
          ['action.report', 'n1.r'],
        ]),
      ],
    });
    expect(problems.map((p) => [p.kind, p.index])).toEqual([
      ['refused', 1],
      ['unfinished', 2],
    ]);
  });

  it('reports a second submit once and goes on from the unchanged state', () => {
    const problems = replayActions({
      actions: [
        life('x', 1, 'A', [
          ['action.submit', null],
          ['action.submit', null],
          ['action.perform', 'n1.s'],
        ]),
      ],
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ kind: 'refused', index: 1, event: 'action.submit', state: 'submitted' });
  });

  it('reports an empty lifecycle as unfinished', () => {
    expect(replayActions({ actions: [life('x', 1, 'A', [])] })).toEqual([
      expect.objectContaining({ kind: 'unfinished', index: 0, state: 'pending' }),
    ]);
  });
});

describe('replayPhases', () => {
  it('finds nothing in a well-formed game', () => {
    expect(replayPhases({ phases: goodPhases })).toEqual([]);
  });

  it('reports a night followed by a day, with index and mark', () => {
    const bad = goodPhases.filter((_, i) => i !== 3);
    expect(replayPhases({ phases: bad })).toEqual([
      expect.objectContaining({
        machine: 'gamePhases',
        kind: 'refused',
        index: 3,
        mark: { phase: 'day', number: 2 },
        state: 'night 1',
        number: 1,
      }),
    ]);
  });

  it('reports a game that stops at a night as unfinished', () => {
    expect(replayPhases({ phases: goodPhases.slice(0, 6) })).toEqual([
      expect.objectContaining({ kind: 'unfinished', index: 6, state: 'night 2' }),
    ]);
  });

  it('resynchronises after a refusal: two missing mornings are two problems, not a cascade', () => {
    const bad = goodPhases.filter((m) => m.phase !== 'morning');
    expect(replayPhases({ phases: bad }).map((p) => [p.kind, p.index])).toEqual([
      ['refused', 3],
      ['unfinished', 5],
    ]);
  });

  it('reports numbers going backwards', () => {
    const problems = replayPhases({ phases: [...goodPhases, { phase: 'day', number: 1 }] });
    expect(problems).toEqual([expect.objectContaining({ kind: 'refused', index: 7, state: 'morning 2' })]);
  });
});

describe('replayNightActors', () => {
  it('creates one started actor per action of the night and interleaves events by step order', () => {
    const night = replayNightActors({ actions: goodNight, steps }, 1);
    expect([...night.actors.keys()]).toEqual(['n1.athos', 'n1.milady', 'n1.dartagnan']);
    expect(night.schedule.map((e) => `${e.actionId}:${e.event.type}`)).toEqual([
      'n1.athos:action.submit',
      'n1.milady:action.submit',
      'n1.dartagnan:action.submit',
      'n1.milady:action.charm',
      'n1.dartagnan:action.redirect',
      'n1.athos:action.perform',
      'n1.milady:action.block',
      'n1.dartagnan:action.perform',
      'n1.athos:action.report',
    ]);
    night.stop();
  });

  it('advances one event at a time until every actor has resolved', () => {
    const night = replayNightActors({ actions: goodNight, steps }, 1);
    const results = [];
    for (let r = night.advance(); r; r = night.advance()) results.push(r);
    expect(results).toHaveLength(9);
    expect(results.every((r) => r.accepted)).toBe(true);
    expect(night.position()).toBe(9);
    expect(night.advance()).toBeNull();
    expect(night.actors.get('n1.athos')?.getSnapshot().status).toBe('done');
    expect(night.actors.get('n1.milady')?.getSnapshot().value).toBe('blocked');
    expect(night.actors.get('n1.dartagnan')?.getSnapshot().context.redirects).toBe(1);
    night.stop();
  });

  it('marks a refused event and leaves the actor where it was', () => {
    const bad = [
      life('n1.x', 1, 'X', [
        ['action.submit', null],
        ['action.block', 'n1.s1'],
        ['action.perform', 'n1.s2'],
      ]),
    ];
    const night = replayNightActors({ actions: bad, steps }, 1);
    night.advance();
    night.advance();
    const refused = night.advance();
    expect(refused).toMatchObject({ actionId: 'n1.x', index: 2, position: 2, accepted: false });
    expect(refused?.snapshot.value).toBe('blocked');
    night.stop();
  });

  it('keeps the order inside an action even when its steps are out of order', () => {
    const odd = [
      life('a', 1, 'A', [
        ['action.submit', 'n1.s4'],
        ['action.perform', 'n1.s1'],
      ]),
      life('b', 1, 'B', [
        ['action.submit', 'n1.s2'],
        ['action.perform', 'n1.s3'],
      ]),
    ];
    const night = replayNightActors({ actions: odd, steps }, 1);
    expect(night.schedule.map((e) => `${e.actionId}${e.index}`)).toEqual(['b0', 'b1', 'a0', 'a1']);
    night.stop();
  });

  it('passes `inspect` through to every actor', () => {
    const log = collectInspection((e) => e.type === '@xstate.event');
    const night = replayNightActors({ actions: goodNight, steps }, 2, { inspect: log.inspect });
    night.advance();
    night.advance();
    expect(log.events.map((e) => (e.type === '@xstate.event' ? e.event.type : ''))).toEqual([
      'xstate.init',
      'action.submit',
      'action.cancel',
    ]);
    night.stop();
  });
});

describe("replayPhases follows the ruleset's sequence rule under the options in force", () => {
  const phases = [
    { phase: 'day', number: 1 },
    { phase: 'day', number: 2 },
    { phase: 'night', number: 2 },
    { phase: 'morning', number: 2 },
  ] as const;
  it('refuses day → day without «другая планета»', () => {
    expect(replayPhases({ phases: [...phases] })).toHaveLength(1);
    expect(replayPhases({ phases: [...phases] }, { daysMayRepeat: ABOUT['mafia-lk'].daysMayRepeat!({}) })).toHaveLength(1);
  });
  it('accepts it with lkOtherPlanet = true', () => {
    const daysMayRepeat = ABOUT['mafia-lk'].daysMayRepeat!({ lkOtherPlanet: 'true' });
    expect(replayPhases({ phases: [...phases] }, { daysMayRepeat })).toEqual([]);
    expect(ABOUT['three-musketeers'].daysMayRepeat).toBeUndefined();
  });
});
