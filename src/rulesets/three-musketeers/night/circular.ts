import { cause as citing } from '../../../engine/cause.ts';
import { t } from '../../../engine/text.ts';
import type { StepId } from '../../../engine/timeline.ts';
import type { TmCause, TmStep } from '../context.ts';
import type { NightAction } from './types.ts';

/** A record with the automatic steps written right after it, in timeline order. */
export interface ResolvedRecord {
  readonly rec: NightAction;
  extra: readonly TmStep[];
}

/** Does `from` cite `to`, directly or through other steps of tonight? */
function reaches(graph: ReadonlyMap<StepId, readonly TmCause[]>, from: StepId, to: StepId): boolean {
  const seen = new Set<StepId>();
  const stack: StepId[] = [from];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (id === to) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const c of graph.get(id) ?? []) if (c.step !== null) stack.push(c.step);
  }
  return false;
}

/** Does a cause of step `id` cite a later step of tonight? */
function citesForward(at: ReadonlyMap<StepId, number>, id: StepId, causes: readonly TmCause[]): boolean {
  const here = at.get(id)!;
  for (const c of causes) {
    const there = c.step === null ? undefined : at.get(c.step);
    if (there !== undefined && there > here) return true;
  }
  return false;
}

/** The cause kept as a rule without a step: the cited step itself follows from the citing one. */
function unlinked(c: TmCause): TmCause {
  const note = t(`${c.note.ru} (шаг ${c.step} сам следует из этого шага)`, `${c.note.en} (step ${c.step} itself follows from this one)`);
  return citing(null, c.clause, note, c.option);
}

/**
 * The cause contract inside a night: a step may cite a later step of the same night (outcomes are
 * settled at dawn), but the cause graph has no cycles. A circle can only close through such a
 * forward cause — a whole-night mirror that turns a block onto its own owner (C-56), a charm whose
 * failure (clarification 9) comes from the shot of the very killer it charmed — so each forward
 * cause whose cited step already depends on the citing step keeps its rule and note but names no
 * step. Runs after the last slot, before the steps are written.
 */
export function breakCircularCauses(resolved: ResolvedRecord[]): void {
  const at = new Map<StepId, number>();
  for (const r of resolved) {
    at.set(r.rec.stepId, at.size);
    for (const s of r.extra) at.set(s.id, at.size);
  }
  // most nights cite no later step: then there is no circle, and no graph to build
  if (!resolved.some((r) => citesForward(at, r.rec.stepId, r.rec.causes) || r.extra.some((s) => citesForward(at, s.id, s.causes)))) return;
  const graph = new Map<StepId, readonly TmCause[]>();
  for (const r of resolved) {
    graph.set(r.rec.stepId, r.rec.causes);
    for (const s of r.extra) graph.set(s.id, s.causes);
  }
  // Unlinks the circular forward causes of one step; returns its new causes, or null if none changed.
  const fix = (id: StepId, causes: readonly TmCause[]): TmCause[] | null => {
    const here = at.get(id)!;
    let out: TmCause[] | null = null;
    for (let i = 0; i < causes.length; i++) {
      const c = causes[i]!;
      const there = c.step === null ? undefined : at.get(c.step);
      if (c.step === null || there === undefined || there <= here || !reaches(graph, c.step, id)) continue;
      out ??= [...causes];
      out[i] = unlinked(c);
      graph.set(id, out);
    }
    return out;
  };
  for (const r of resolved) {
    const causes = fix(r.rec.stepId, r.rec.causes);
    if (causes) r.rec.causes = causes;
    let changed = false;
    for (const s of r.extra) if (fix(s.id, s.causes)) changed = true;
    if (changed) r.extra = r.extra.map((s) => ({ ...s, causes: graph.get(s.id) ?? s.causes }));
  }
}
