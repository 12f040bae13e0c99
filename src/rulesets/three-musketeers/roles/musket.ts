import { t } from '../../../engine/text.ts';
import { who } from '../context.ts';
import { attack, lethal } from '../night/attack.ts';
import { cause } from '../night/run.ts';
import type { FnResult } from '../night/support.ts';
import type { Fn, NightAction, NightRun } from '../night/types.ts';
import type { TmPlayer } from '../state.ts';
import { one, type NightAbility } from './role.ts';
import { first, past } from './words.ts';

/** The mafia's musket: a night ability of the team, not of a character; the Father may inherit it (C-94). */
export const MUSKET = {
  id: 'kill',
  label: t('выстрел', 'shot'),
  targets: 1,
  attack: { kind: 'musket', land: shoot },
  harmful: true,
  blocker: false,
  watcher: null,
  clause: 'A-12',
  summary: t('выстрел из мушкета', 'musket shot'),
  deed: (g, n) =>
    t(
      `${past(g, 'достал', 'достала')} мушкет и ${past(g, 'выстрелил', 'выстрелила')} в ${first(n).ru('acc')}`,
      `took out the musket and shot ${first(n).en}`,
    ),
  attempt: (g, target) => t(`${past(g, 'пришел', 'пришла')} с мушкетом к ${target.ru('dat')}`, `came to ${target.en} with the musket`),
  perform: one(attack),
} as const satisfies NightAbility<'kill'>;

/** The pseudo-role the mafia's kill is recorded under. */
export const KILLER = 'killer' as const;

/** The role id the Father's inherited musket is recorded under (C-94). */
export const MUSKET_ROLE = 'musket' as const;

/** Is this ability the mafia's musket? */
export function firesMusket(ability: string | null): boolean {
  return ability === MUSKET.id;
}

/** Is this held role the musket rather than a character's abilities? */
export function isMusket(role: string | null): boolean {
  return role === MUSKET_ROLE;
}

/** The shot lands: the victim dies, or the bomb goes off. */
function shoot(run: NightRun, rec: NightAction, fn: Fn, victim: TmPlayer): FnResult {
  lethal(run, rec, fn, victim, 'kill', 'застрелен из мушкета', 'shot with the musket');
  const name = victim.name;
  rec.causes.push(
    cause(
      null,
      'A-12',
      t(`${rec.actor} стреляет в ${who(run.ctx, name).forms.acc} на своем ходу`, `${rec.actor} shoots ${name} at his slot`),
      run,
      'protectionTiming',
    ),
  );
  return 'performed';
}
