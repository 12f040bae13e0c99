import type { TmState } from '../state.ts';

/** The knockout and Porthos's club last until the evening after the hit (C-79, C.R 6): clear them. */
export function expireDayFlags(state: TmState): void {
  for (const p of state.players) {
    p.knocked = false;
    p.clubbed = false;
  }
}
