import { t } from '../../../engine/text.ts';
import { attack } from '../night/attack.ts';
import { one, type NightAbility } from './role.ts';
import { first, past } from './words.ts';

/** The mafia's musket: a night ability of the team, not of a character; the Father may inherit it (C-94). */
export const MUSKET = {
  id: 'kill',
  targets: 1,
  attack: 'musket',
  harmful: true,
  blocker: false,
  watcher: null,
  clause: 'A-12',
  label: t('выстрел', 'shot'),
  summary: t('выстрел из мушкета', 'musket shot'),
  deed: (g, n) =>
    t(
      `${past(g, 'достал', 'достала')} мушкет и ${past(g, 'выстрелил', 'выстрелила')} в ${first(n).ru('acc')}`,
      `took out the musket and shot ${first(n).en}`,
    ),
  perform: one(attack),
} as const satisfies NightAbility<'kill'>;

/** The role id the Father's inherited musket is recorded under (C-94). */
export const MUSKET_ROLE = 'musket';
