/**
 * Phases of the generated scenarios (test helper of the property suite): days of votes, day
 * powers and host notes, evenings of orders, locks and swaps, nights of scattered moves or a full
 * roster, put together in play order (what the phase machine accepts) or in any order.
 */
import fc from 'fast-check';
import type {
  DayEvent,
  DayInput,
  DayNoteEvent,
  EveningInput,
  Move,
  NamedRef,
  NightInput,
  PhaseInput,
  SwapSubmission,
} from '../../../src/engine/scenario.ts';
import { namedList, placeholder, refs, span, type Cast } from './cast.ts';

/** A ruleset's own canonical verbs (Ruleset.verbs); hostile scenarios add the other ruleset's and a nonsense one. */
function verbsFor(cast: Cast, phase: 'day' | 'night'): readonly string[] {
  const own = Object.keys(cast.ruleset.verbs[phase]);
  return cast.hostile ? [...own, ...(phase === 'day' ? ['extend', 'duel'] : ['check', 'keep']), 'bogus'] : own;
}
/** Host notes: the canonical ones and a nonsense one. */
const NOTES: readonly string[] = ['warn', 'inactive', 'bogus'];

function vote(cast: Cast): fc.Arbitrary<DayEvent> {
  return fc
    .record({
      voter: cast.ref,
      target: fc.option(cast.ref, { nil: null, freq: 6 }),
      time: fc.option(
        fc
          .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
          .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
        { nil: undefined, freq: 3 },
      ),
      blitz: fc.option(fc.constant(true), { nil: undefined, freq: 4 }),
    })
    .map(({ voter, target, time, blitz }) => ({
      kind: 'vote' as const,
      voter,
      target,
      ...(time !== undefined ? { time } : {}),
      ...(blitz ? { blitz } : {}),
      span,
    }));
}

function dayPower(cast: Cast): fc.Arbitrary<DayEvent> {
  const verbs = verbsFor(cast, 'day');
  return fc
    .record({ actor: cast.ref, verb: fc.constantFrom(...verbs), targets: refs(cast, 0, 2) })
    .map(({ actor, verb, targets }) => ({ kind: 'power' as const, actor, verb, targets, span }));
}

function note(cast: Cast): fc.Arbitrary<DayNoteEvent> {
  const notes = cast.hostile ? NOTES : NOTES.filter((n) => n !== 'bogus');
  return fc
    .record({ note: fc.constantFrom(...notes), player: cast.ref })
    .map(({ note: n, player }) => ({ kind: 'note' as const, note: n, player, span }));
}

export function day(cast: Cast): fc.Arbitrary<DayInput> {
  return fc
    .array(fc.oneof({ arbitrary: vote(cast), weight: 6 }, { arbitrary: dayPower(cast), weight: 2 }, { arbitrary: note(cast), weight: 1 }), {
      maxLength: 10,
    })
    .map((events) => ({ kind: 'day' as const, number: 0, events, span }));
}

function swapSubmission(cast: Cast): fc.Arbitrary<SwapSubmission> {
  return fc
    .array(fc.record({ a: cast.ref, b: cast.ref, span: fc.constant(span) }), { minLength: cast.hostile ? 0 : 1, maxLength: 3 })
    .map((pairs) => ({ pairs, span }));
}

export function evening(cast: Cast): fc.Arbitrary<EveningInput> {
  return fc
    .record({
      order: fc.option(namedList(cast), { nil: undefined, freq: 2 }),
      lock: fc.option(
        cast.ref.map((name): NamedRef => ({ name, span })),
        { nil: undefined, freq: 2 },
      ),
      swaps: fc.array(swapSubmission(cast), { maxLength: 3 }),
    })
    .map(({ order, lock, swaps }) => ({
      kind: 'evening' as const,
      number: 0,
      ...(order ? { order } : {}),
      ...(lock ? { lock } : {}),
      swaps,
      span,
    }));
}

function move(cast: Cast): fc.Arbitrary<Move> {
  const verbs = verbsFor(cast, 'night');
  const playerMove = fc
    .record({
      actor: cast.ref,
      verb: fc.option(fc.constantFrom(...verbs), { nil: undefined, freq: 4 }),
      killer: fc.option(fc.constant(true), { nil: undefined, freq: 3 }),
      targets: refs(cast, cast.hostile ? 0 : 1, cast.hostile ? 3 : 2),
    })
    .map(({ actor, verb, killer, targets }): Move => ({
      actor,
      ...(verb !== undefined ? { verb } : {}),
      ...(killer ? { killer } : {}),
      targets,
      span,
    }));
  const mafiaShot = refs(cast, 1, 1).map((targets): Move => ({ actor: 'mafia', targets, span }));
  return fc.oneof({ arbitrary: playerMove, weight: 5 }, { arbitrary: mafiaShot, weight: 1 });
}

export function night(cast: Cast): fc.Arbitrary<NightInput> {
  // Duplicated moves come from `move` being drawn with replacement; a copy of the first move is
  // also appended on purpose now and then.
  const scattered = fc
    .tuple(fc.array(move(cast), { maxLength: 10 }), fc.boolean())
    .map(([list, dup]) => (dup && list[0] ? [...list, list[0]] : list));
  // A full roster: every declared player moves once (as in a real night), plus the mafia's shot;
  // this is where the interactions (blocks, mirrors, traps, bombs) happen.
  const roster = fc
    .tuple(fc.array(refs(cast, 1, 2), { minLength: 8, maxLength: 8 }), fc.nat({ max: 7 }), cast.ref, fc.boolean())
    .map(([targets, killer, victim, lkShot]): Move[] => [
      ...targets.map((t, i): Move => ({ actor: placeholder(i), targets: t, span })),
      lkShot ? { actor: 'mafia', targets: [victim], span } : { actor: placeholder(killer), killer: true, targets: [victim], span },
    ]);
  const moves = fc.oneof(scattered, roster);
  return fc
    .record({
      order: fc.option(namedList(cast), { nil: undefined, freq: 3 }),
      moves,
      // The DSL yields `notes` only when a night has some, so printable nights never hold [].
      notes: fc.option(fc.array(note(cast), { minLength: cast.hostile ? 0 : 1, maxLength: 2 }), { nil: undefined, freq: 3 }),
    })
    .map(({ order, moves: ms, notes }) => ({
      kind: 'night' as const,
      number: 0,
      ...(order ? { order } : {}),
      moves: ms,
      ...(notes ? { notes } : {}),
      span,
    }));
}

/** One round of play: what its day, evening and night would hold, and whether it has an evening. */
interface Round {
  readonly day: DayInput;
  readonly evening: EveningInput;
  readonly night: NightInput;
  readonly withEvening: boolean;
}

export const MAX_ROUNDS = 4;

function round(cast: Cast): fc.Arbitrary<Round> {
  return fc.record({ day: day(cast), evening: evening(cast), night: night(cast), withEvening: fc.boolean() });
}

/**
 * Phases in play order (what the phase machine accepts): from a start position, day N →
 * [evening N] → night N → day N+1 …, cut anywhere. TM evenings are optional except when the
 * sequence starts at one; LK has none.
 */
export function wellFormedPhases(cast: Cast): fc.Arbitrary<PhaseInput[]> {
  const lk = cast.ruleset.id === 'mafia-lk';
  return fc
    .record({
      startRound: fc.integer({ min: 0, max: 3 }),
      startAt: fc.integer({ min: 0, max: 2 }),
      length: fc.integer({ min: 0, max: 3 * MAX_ROUNDS }),
      rounds: fc.array(round(cast), { minLength: MAX_ROUNDS, maxLength: MAX_ROUNDS }),
    })
    .map(({ startRound, startAt, length, rounds }) => {
      const out: PhaseInput[] = [];
      for (let pos = startAt; pos < 3 * MAX_ROUNDS && out.length < length; pos++) {
        const r = rounds[Math.floor(pos / 3)]!;
        const number = startRound + Math.floor(pos / 3);
        const slot = pos % 3;
        if (slot === 0) out.push({ ...r.day, number });
        else if (slot === 1) {
          if (!lk && (out.length === 0 || r.withEvening)) out.push({ ...r.evening, number });
        } else out.push({ ...r.night, number });
      }
      return out;
    });
}

/** Phases in any order, with odd numbers (out of order, repeated, negative, big). */
export function anyPhases(cast: Cast): fc.Arbitrary<PhaseInput[]> {
  const number = fc.oneof(
    { arbitrary: fc.integer({ min: 0, max: 4 }), weight: 8 },
    { arbitrary: fc.constantFrom(-1, 99, 2 ** 31), weight: 1 },
  );
  const phase = fc.tuple(fc.oneof(day(cast), evening(cast), night(cast)), number).map(([p, n]): PhaseInput => ({ ...p, number: n }));
  return fc.array(phase, { maxLength: 6 });
}
