/**
 * Step ids ("n2.s5", "d1.e3", "e1.order", "n1.doctor.r2", "n0.roles") are a brand the compiler checks:
 * rule code makes them only through the named constructors below, and text from outside (JSON, share
 * links, the DSL, the worker's packed rows) becomes one only through `parseStepId`, so a player name or
 * a clause id can never be passed where a step is meant.
 */
declare const stepBrand: unique symbol;

/** Stable id of a step: phase letter, phase number, then one or more dot-separated parts. */
export type StepId = string & { readonly [stepBrand]: true };

/** Phase letter, number, a dot and a non-empty rest (parts may hold player or role names with spaces). */
const SHAPE = /^[nde]\d+\.[^\n]+$/;

/** A night step: `n2.s5`, `n2.morning`, `n2.Атос` (a role's or player's record). */
export function nightStep(night: number, part: string | number): StepId {
  return `n${night}.${part}` as StepId;
}

/** A night move's step by its slot in the final order: `n2.s5`. */
export function nightSlot(night: number, slot: number): StepId {
  return nightStep(night, `s${slot}`);
}

/** A day step: `d1.e3`, `d1.tally`, `d2.win`. */
export function dayStep(day: number, part: string): StepId {
  return `d${day}.${part}` as StepId;
}

/** An evening step: `e1.order`, `e1.swap2`. */
export function eveningStep(evening: number, part: string): StepId {
  return `e${evening}.${part}` as StepId;
}

/** A step under another one: `n1.s3.kill`, `n1.doctor.r2`. */
export function subStep(parent: StepId, part: string): StepId {
  return `${parent}.${part}` as StepId;
}

/** The id when `text` has a step id's shape, else null. Use where ids come from outside the engine. */
export function parseStepId(text: string): StepId | null {
  return SHAPE.test(text) ? (text as StepId) : null;
}

/** `parseStepId` for data the engine wrote itself (the worker's rows, stored JSON): a wrong shape is a bug. */
export function stepIdOf(text: string): StepId {
  const id = parseStepId(text);
  if (id === null) throw new Error(`not a step id: ${JSON.stringify(text)}`);
  return id;
}

/** The phase part of a step id, "n2" or "d1", which rule code keeps to name the steps of one phase. */
export type PhasePrefix = `${'n' | 'd' | 'e'}${number}`;

/** A step of the phase `prefix` names: `stepIn('d1', 'tally')` is `d1.tally`. */
export function stepIn(prefix: PhasePrefix, part: string): StepId {
  return `${prefix}.${part}` as StepId;
}
