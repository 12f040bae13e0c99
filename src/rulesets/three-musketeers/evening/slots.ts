import type { Change, StepId } from '../../../engine/timeline.ts';
import type { TmContext } from '../context.ts';
import { playerByName } from '../state.ts';

/** A 'reordered' change: `name` moved from one slot to another in the order set by `orderStep`. */
export function slotChange(ctx: TmContext, orderStep: StepId, name: string, from: number, to: number): Change {
  const role = playerByName(ctx.state, name)?.role ?? '?';
  return {
    target: orderStep,
    kind: 'reordered',
    before: { actor: name, ability: 'slot', role, targets: [String(from)] },
    after: { actor: name, ability: 'slot', role, targets: [String(to)] },
  };
}
