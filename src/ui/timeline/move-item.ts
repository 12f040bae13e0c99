// Moving one name in the night-order list (drag or Alt+↑/↓); the text edit is dsl/edit/order-line.ts.

/** Moves the item at `from` to index `to` (clamped); the input is not changed. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  if (from < 0 || from >= out.length) return out;
  const [item] = out.splice(from, 1);
  out.splice(Math.max(0, Math.min(out.length, to)), 0, item!);
  return out;
}
