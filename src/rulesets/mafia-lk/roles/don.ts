import { MAFIA_SHOT, mafiaPm } from './mafia.ts';
import { lkRole } from './role.ts';
import { donAbout } from './don.about.ts';

/**
 * The Mafia Don (D-11 … D-17): the host takes the mafia's shot only from him (the shot itself is the
 * mafia's turn, mafia.ts); the Sheriff is told «мафия» (D-14); the seat's once-per-game day extension
 * passes with the seat to the senior mafioso (D-12, D-16, lkDonExtension).
 */
export const don = lkRole({
  ...donAbout,
  team: 'mafia',
  unique: true,
  core: true,
  leadsMafia: true,
  extension: { clause: 'D-16', bySeat: true },
  night: MAFIA_SHOT,
  checked: () => ({ mafia: true, clause: 'D-14' }),
  pm: mafiaPm,
});
