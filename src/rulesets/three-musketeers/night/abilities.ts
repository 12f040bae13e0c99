import { t, type Text } from '../../../engine/text.ts';
import { past, type Case } from './names.ts';
import type { Ability } from './types.ts';
import type { TmClauseId } from '../clauses.ts';

/** A name that can be declined: Russian by case, English as is. */
export interface Named {
  readonly ru: (c: Case) => string;
  readonly en: string;
}

/** A night ability as data: targets, how other rules treat it, the clause, and how a watcher words it. */
export interface AbilitySpec {
  readonly id: Ability;
  readonly targets: 1 | 2;
  /** Killer, de Tréville, executioner (amulet, tavern, trap, Constance). */
  readonly attack: boolean;
  /** Stopped by Athos's safety under `harmfulOnly` (C-35, C.R 14). */
  readonly harmful: boolean;
  /** "Drags someone out of bed" (M2 under m2Scope=blockersOnly, C-101). */
  readonly blocker: boolean;
  /** Immune to the mirror and never redirected (A-97, A-119). */
  readonly watcher: boolean;
  readonly clause: TmClauseId;
  /** "{actor} {deed}" as a watcher reports it (past tense, actor's gender g). */
  readonly deed: (g: 'm' | 'f', names: readonly Named[]) => Text;
}

const and = (ns: readonly Named[], c: Case): string => ns.map((n) => n.ru(c)).join(' и ');
const andEn = (ns: readonly Named[]): string => ns.map((n) => n.en).join(' and ');
const first = (ns: readonly Named[]): Named => ns[0] ?? { ru: () => 'кого-то', en: 'someone' };

/** Every night ability, keyed by id (roles-as-data; rules live in the resolver files). */
export const ABILITIES: Readonly<Record<Ability, AbilitySpec>> = {
  kill: {
    id: 'kill', targets: 1, attack: true, harmful: true, blocker: false, watcher: false, clause: 'A-12',
    deed: (g, n) => t(`${past(g, 'достал', 'достала')} мушкет и ${past(g, 'выстрелил', 'выстрелила')} в ${first(n).ru('acc')}`, `took out the musket and shot ${first(n).en}`),
  },
  trevilleKill: {
    id: 'trevilleKill', targets: 1, attack: true, harmful: true, blocker: false, watcher: false, clause: 'A-156',
    deed: (g, n) => t(`${past(g, 'ворвался', 'ворвалась')} со шпагой в шатер к ${first(n).ru('dat')}`, `broke into ${first(n).en}'s tent with a sword`),
  },
  knockout: {
    id: 'knockout', targets: 1, attack: true, harmful: true, blocker: false, watcher: false, clause: 'A-121',
    deed: (g, n) => t(`${past(g, 'ударил', 'ударила')} ${first(n).ru('acc')} обухом топора`, `hit ${first(n).en} with the axe butt`),
  },
  tavern: {
    id: 'tavern', targets: 1, attack: false, harmful: true, blocker: true, watcher: false, clause: 'A-73',
    deed: (g, n) => t(`${past(g, 'увел', 'увела')} ${first(n).ru('acc')} в трактир`, `took ${first(n).en} to the tavern`),
  },
  protect: {
    id: 'protect', targets: 1, attack: false, harmful: false, blocker: false, watcher: false, clause: 'A-76',
    deed: (g, n) => t(`${past(g, 'встал', 'встала')} на защиту ${first(n).ru('gen')}`, `stood guard over ${first(n).en}`),
  },
  sermon: {
    id: 'sermon', targets: 1, attack: false, harmful: true, blocker: true, watcher: false, clause: 'A-80',
    deed: (g, n) => t(`${past(g, 'прочитал', 'прочитала')} проповедь ${first(n).ru('dat')}`, `read a sermon to ${first(n).en}`),
  },
  swapActions: {
    id: 'swapActions', targets: 2, attack: false, harmful: true, blocker: false, watcher: false, clause: 'A-87',
    deed: (g, n) => t(`${past(g, 'загипнотизировал', 'загипнотизировала')} ${and(n, 'acc')}`, `hypnotised ${andEn(n)}`),
  },
  watchDeeds: {
    id: 'watchDeeds', targets: 1, attack: false, harmful: false, blocker: false, watcher: true, clause: 'A-130',
    deed: (g, n) => t(`${past(g, 'отправил', 'отправила')} гвардейца следить за ${first(n).ru('ins')}`, `sent a guardsman to watch ${first(n).en}`),
  },
  watchVisitors: {
    id: 'watchVisitors', targets: 1, attack: false, harmful: false, blocker: false, watcher: true, clause: 'A-110',
    deed: (g, n) => t(`${past(g, 'отправил', 'отправила')} подмастерье следить за ${first(n).ru('ins')}`, `sent an apprentice to watch ${first(n).en}`),
  },
  mirror: {
    id: 'mirror', targets: 2, attack: false, harmful: false, blocker: false, watcher: false, clause: 'A-116',
    deed: (g, n) => {
      const d = n[1];
      return t(`${past(g, 'поставил', 'поставила')} зеркало на ${first(n).ru('acc')}${d ? ` в сторону ${d.ru('gen')}` : ''}`,
        `set a mirror on ${first(n).en}${d ? ` towards ${d.en}` : ''}`);
    },
  },
  amulet: {
    id: 'amulet', targets: 1, attack: false, harmful: false, blocker: false, watcher: false, clause: 'A-135',
    deed: (g, n) => t(`${past(g, 'повесил', 'повесила')} ${first(n).ru('dat')} на шею амулет`, `hung the amulet round ${first(n).en}'s neck`),
  },
  pair: {
    id: 'pair', targets: 2, attack: false, harmful: true, blocker: true, watcher: false, clause: 'A-141',
    deed: (g, n) => t(`${past(g, 'свел', 'свела')} ${and(n, 'acc')}`, `brought ${andEn(n)} together`),
  },
  restore: {
    id: 'restore', targets: 1, attack: false, harmful: false, blocker: false, watcher: false, clause: 'A-147',
    deed: (g, n) => t(`${past(g, 'вознес', 'вознесла')} молитву и ${past(g, 'вернул', 'вернула')} к жизни ${first(n).ru('acc')}`, `prayed and brought ${first(n).en} back to life`),
  },
};

/** The night ability of each role (null: no night ability of its own; the Father's comes from state). */
export const ROLE_ABILITY: Readonly<Record<string, Ability | null>> = {
  athos: 'tavern', porthos: 'protect', aramis: 'sermon', milady: 'swapActions', bonacieux: 'watchVisitors',
  lachesnaye: 'mirror', executioner: 'knockout', jussac: 'watchDeeds', kitty: 'amulet', felton: 'pair',
  abbess: 'restore', treville: 'trevilleKill', dartagnan: null, constance: null, rochefort: null,
  planchet: null, father: null,
};

/** The ability a role id gives tonight ('musket' is the Father's inherited musket, C-94). */
export function abilityOfRole(role: string | null): Ability | null {
  if (role === null) return null;
  if (role === 'musket') return 'kill';
  return ROLE_ABILITY[role] ?? null;
}

/** The four who protect Constance (A-98). */
export const MUSKETEERS: readonly string[] = ['dartagnan', 'athos', 'porthos', 'aramis'];

/** Night verbs that mark a peaceful de Tréville: a target "in mind" only (clarification 1). */
export const PEACE_VERBS: readonly string[] = ['peace', 'мир', 'think', 'думать'];
