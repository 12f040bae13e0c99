import { rolePm } from '../messages.ts';
import { lkRole } from './role.ts';
import { civilianAbout } from './civilian.about.ts';

const NAME = civilianAbout.spec.name;

/** A civilian (D-3): a light player without a night action, who votes by day. */
export const civilian = lkRole({
  ...civilianAbout,
  team: 'honest',
  pm: (_ctx, _p, step) => rolePm(NAME, NAME, 'hostLine', [], [], step),
});
