// Colours and dash patterns of the board's arrows, one per arrow kind (shared by board and legend).
import type { ArrowKind } from './arrows.ts';

/** Stroke colour and dash pattern of an arrow kind. */
export const ARROW_STYLE: Readonly<Record<ArrowKind, { readonly color: string; readonly dash: string }>> = {
  submitted: { color: '#6b7280', dash: '6 4' },
  performed: { color: '#1d2433', dash: '' },
  swapped: { color: '#7c3aed', dash: '' },
  multiplied: { color: '#c026d3', dash: '' },
  redirected: { color: '#d97706', dash: '' },
  blocked: { color: '#dc2626', dash: '2 3' },
  cancelled: { color: '#991b1b', dash: '2 3' },
  trapped: { color: '#0f766e', dash: '' },
  protected: { color: '#16a34a', dash: '' },
  knocked: { color: '#92400e', dash: '' },
  reordered: { color: '#2563eb', dash: '8 3 2 3' },
};

/** Every arrow kind, in legend order. */
export const ARROW_KINDS = Object.keys(ARROW_STYLE) as ArrowKind[];
