// Micro benchmark of the XState machines: µs per event for the pure transition() API vs a live
// actor, and the replay time of a 17-action night. Prints figures only; no assertions.
// Run: npx tsx test/bench/machines-bench.ts
import { performance } from 'node:perf_hooks';
import { createActor, initialTransition, transition } from 'xstate';
import type { ActionLife, ActionLifeEvent, PhaseMark } from '../../src/engine/timeline.ts';
import { actionLifecycleMachine } from '../../src/machines/action-lifecycle.ts';
import type { ActionLifecycleEvent } from '../../src/machines/action-lifecycle.ts';
import { replayActions, replayNightActors, replayPhases } from '../../src/machines/replay.ts';
import { nightSlot } from '../../src/engine/step-id.ts';

const input = { id: 'bench', actor: 'Athos', night: 1 };
const sequence: ActionLifecycleEvent[] = [
  { type: 'action.submit', step: null },
  { type: 'action.charm', step: nightSlot(1, 1) },
  { type: 'action.redirect', step: nightSlot(1, 2) },
  { type: 'action.perform', step: nightSlot(1, 3) },
  { type: 'action.report', step: nightSlot(1, 4) },
];

/** Runs `fn` `rounds` times after a warm-up; returns the median of `samples` timings in ms. */
function measure(fn: () => void, rounds: number, samples = 7): number {
  for (let i = 0; i < rounds; i++) fn();
  const times: number[] = [];
  for (let s = 0; s < samples; s++) {
    const t0 = performance.now();
    for (let i = 0; i < rounds; i++) fn();
    times.push((performance.now() - t0) / rounds);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

const us = (ms: number) => (ms * 1000).toFixed(2).padStart(8);
const perEvent = sequence.length;

const pure = measure(() => {
  let [s] = initialTransition(actionLifecycleMachine, input);
  for (const e of sequence) [s] = transition(actionLifecycleMachine, s, e);
}, 2000);
const pureChecked = measure(() => {
  let [s] = initialTransition(actionLifecycleMachine, input);
  for (const e of sequence) if (s.can(e)) [s] = transition(actionLifecycleMachine, s, e);
}, 2000);
const initialOnly = measure(() => void initialTransition(actionLifecycleMachine, input), 2000);
const actorAll = measure(() => {
  const actor = createActor(actionLifecycleMachine, { input }).start();
  for (const e of sequence) actor.send(e);
  actor.stop();
}, 2000);
const actorCreate = measure(() => createActor(actionLifecycleMachine, { input }).start().stop(), 2000);

// A 17-action night: a mix of the lifecycle shapes rulesets emit.
const shapes: ActionLifeEvent['type'][][] = [
  ['action.submit', 'action.perform', 'action.report'],
  ['action.submit', 'action.block'],
  ['action.submit', 'action.charm', 'action.perform'],
  ['action.submit', 'action.redirect', 'action.redirect', 'action.perform', 'action.report'],
  ['action.submit', 'action.cancel'],
  ['action.submit', 'action.fail', 'action.report'],
];
const actions: ActionLife[] = Array.from({ length: 17 }, (_, i) => ({
  id: `n1.a${i}`,
  night: 1,
  actor: `P${i}`,
  events: (shapes[i % shapes.length] ?? []).map((type, k) => ({ type, step: k === 0 ? null : nightSlot(1, i * 5 + k) })),
}));
const nightEvents = actions.reduce((n, a) => n + a.events.length, 0);
const phases: PhaseMark[] = [
  { phase: 'day', number: 1 },
  { phase: 'evening', number: 1 },
  { phase: 'night', number: 1 },
  { phase: 'morning', number: 1 },
];
const replay = measure(() => void replayActions({ actions }), 300);
const replayAll = measure(() => {
  replayActions({ actions });
  replayPhases({ phases });
}, 300);
const live = measure(() => {
  const night = replayNightActors({ actions, steps: [] }, 1);
  while (night.advance());
  night.stop();
}, 300);

console.log(`xstate machines bench (node ${process.version})`);
console.log(`action lifecycle, ${perEvent}-event sequence; µs per event (creation amortised over the sequence):`);
console.log(`  transition()                         ${us(pure / perEvent)} µs/event  (${us(pure)} µs/sequence incl. initialTransition)`);
console.log(`  can() + transition()                 ${us(pureChecked / perEvent)} µs/event`);
console.log(`  initialTransition() alone            ${us(initialOnly)} µs`);
console.log(`  createActor+start+send+stop          ${us(actorAll / perEvent)} µs/event  (${us(actorAll)} µs/sequence)`);
console.log(`  createActor+start+stop alone         ${us(actorCreate)} µs`);
console.log(`  => send() alone ≈                    ${us((actorAll - actorCreate) / perEvent)} µs/event`);
console.log(`17-action night (${nightEvents} lifecycle events):`);
console.log(`  replayActions                        ${us(replay)} µs`);
console.log(`  replayActions + replayPhases         ${us(replayAll)} µs`);
console.log(`  replayNightActors + advance all      ${us(live)} µs`);
