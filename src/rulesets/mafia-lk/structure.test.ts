import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import type { ActionLife, Timeline } from '../../engine/timeline.ts';
import { actionLifecycleMachine } from '../../machines/action-lifecycle.ts';
import { lifecycleEvent, replayActions } from '../../machines/replay.ts';
import { LK_CLAUSES } from './clauses.ts';
import { LK_OPTIONS } from './options.ts';
import { day, extend, inactive, mv, night, run, vote, warn } from './test-kit.ts';

/** A busy game: refusals, a miss, LK-01, the Child, a blitz, warnings, extensions. */
function busyGame(options: Record<string, string> = {}): Timeline {
  return run(
    [
      night(0, []),
      day(1, [inactive('Миша')]),
      night(1, [
        mv('Жанна', 'Дима'),
        mv('mafia', 'Вася'),
        mv('mafia', 'Дима'),
        mv('Шура', 'Коля', 'check'),
        mv('Макс', 'Жанна'),
        mv('Дима', 'Дима'),
      ]),
      day(2, [
        extend('Коля'),
        vote('Миша', 'Коля'),
        vote('Маша', 'Вася'),
        warn('Настя'),
        vote('Миша', 'Коля', true),
        vote('Маша', 'Вася', true),
      ]),
      night(2, [mv('mafia', 'Дина'), mv('Шура', 'Петя', 'shoot'), mv('Макс', 'Маша')], [warn('Настя')]),
      day(3, [vote('Миша', 'Петя'), vote('Настя', null)]),
    ],
    options,
    undefined,
    3,
  );
}

/** Walks a lifecycle through the action machine (the one copy of its grammar): does it end in the final, reported state? */
function endsReported(life: ActionLife): boolean {
  let [snapshot] = initialTransition(actionLifecycleMachine, { id: life.id, actor: life.actor, night: life.night });
  for (const e of life.events) [snapshot] = transition(actionLifecycleMachine, snapshot, lifecycleEvent(e));
  return snapshot.status === 'done';
}

describe('timeline records', () => {
  for (const [label, opts] of [
    ['defaults', {}],
    ['reask off, blocking lover', { lkInvalidTarget: 'noAction', lkPriestessBlocks: 'true' }],
  ] as const) {
    it(`every action follows submit → (charm|redirect)* → one end → report (${label})`, () => {
      const tl = busyGame(opts);
      expect(tl.actions.length).toBeGreaterThan(5);
      expect(replayActions(tl).map((p) => p.message)).toEqual([]);
      // «Мафия ЛК» reports every action: each lifecycle reaches the machine's final state
      for (const a of tl.actions) expect(endsReported(a), a.id).toBe(true);
    });
  }
  it('phases run night N → morning N → day N+1 → night N+1, with no evening', () => {
    const tl = busyGame();
    expect(tl.phases.map((p) => `${p.phase}${p.number}`)).toEqual([
      'night0',
      'morning0',
      'day1',
      'night1',
      'morning1',
      'day2',
      'night2',
      'morning2',
      'day3',
    ]);
  });
  it('step ids are unique, in the n{night}.{slot} / d{day}.… form', () => {
    const ids = busyGame().steps.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids)
      expect(id).toMatch(
        new RegExp(
          '^(n\\d+\\.(roles|maniac|priestess|mafia|sheriff|doctor|results|win|warn\\d+|succession\\.\\S+)(\\.r\\d+|\\.side)?' +
            '|d\\d+\\.(e\\d+|tally|blitz|lot|lynch|win|silent\\.\\S+|succession\\.\\S+))$',
        ),
      );
  });
  it('causes cite known clauses, earlier steps and real options', () => {
    const tl = busyGame();
    const seen = new Set<string>();
    const keys = new Set<string>(LK_OPTIONS.map((o) => o.key));
    for (const s of tl.steps) {
      for (const c of s.causes) {
        expect(LK_CLAUSES[c.clause], `${s.id} cites ${c.clause}`).toBeDefined();
        if (c.step && c.step !== s.id) expect(seen.has(c.step) || c.step.includes('.e'), `${s.id} ← ${c.step}`).toBe(true);
        if (c.option) expect(keys.has(c.option.key)).toBe(true);
      }
      seen.add(s.id);
    }
  });
  it('is deterministic: same scenario and seed, same timeline', () => {
    expect(JSON.stringify(busyGame())).toBe(JSON.stringify(busyGame()));
  });
  it('never throws on nonsense input, it diagnoses', () => {
    const tl = run([
      night(1, [mv('Никто', 'Миша'), mv('Миша', 'Маша'), mv('Шура', 'Маша', 'dance'), mv('mafia', 'Призрак')]),
      day(2, [vote('Призрак', 'Миша'), extend('Миша')]),
    ]);
    expect(tl.diagnostics.map((d) => d.code)).toEqual(
      expect.arrayContaining([
        'LK-ACTOR-UNKNOWN',
        'LK-NO-NIGHT-ACTION',
        'LK-VERB',
        'LK-TARGET-UNKNOWN',
        'LK-VOTER-OUT',
        'LK-EXTEND-REFUSED',
      ]),
    );
    expect(tl.diagnostics.map((d) => d.code)).not.toContain('ENGINE_FAULT');
  });
});
