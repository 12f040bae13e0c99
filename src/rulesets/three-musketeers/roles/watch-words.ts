// The words both watchers' reports share (A-115, A-134): how a stopped move, a killing blow and a
// visit to a dead man read, and how a player is named. Each watcher's own report is in his role file.
import { t, type Text } from '../../../engine/text.ts';
import { ABILITIES, type Named } from '../night/abilities.ts';
import { enName, past, ruName, type Case } from '../night/names.ts';
import { player } from '../night/run.ts';
import type { Ability, NightRun, Stop } from '../night/types.ts';

/** A night the watcher saw nothing of. */
export const NOTHING = t('Я следил всю ночь, но ничего не заметил.', 'I watched all night but noticed nothing.');

/** A player named as the text names characters (by role, declined). */
export function named(run: NightRun, name: string): Named {
  const p = player(run, name);
  return { ru: (c: Case) => ruName(p, name, c), en: enName(p, name) };
}

type G = 'm' | 'f';

/** An attempt that did not land, as a watcher words it: the attacker came, and the act never happened. */
function attempt(ability: Ability, g: G, target: Named): Text {
  // The attacker's own words live in his role file (the musket, the axe, de Tréville's sword).
  return ABILITIES[ability].attempt?.(g, target) ?? t(`${past(g, 'пришел', 'пришла')} к ${target.ru('dat')}`, `came to ${target.en}`);
}

/** Why it did not land, in the rulebook's terms (L97, L99, L120, L262), for each way a move is stopped. */
const REASON: Readonly<Record<Stop, (g: G, target: Named, tg: G) => Text>> = {
  amulet: (g) => t(`но у ${g === 'f' ? 'неё' : 'него'} не поднялась рука`, 'but could not raise a hand against them'),
  tavern: (_g, target, tg) => t(`но ${target.ru('nom')} ${past(tg, 'был', 'была')} в трактире`, `but ${target.en} was in the tavern`),
  protection: (_g, target, tg) =>
    t(`но ${target.ru('nom')} ${past(tg, 'был', 'была')} под защитой`, `but ${target.en} was under protection`),
  trap: (g) => t(`но ${past(g, 'попал', 'попала')} в ловушку Портоса`, "but walked into Porthos's trap"),
  club: (g) => t(`но ${past(g, 'получил', 'получила')} дубинкой по голове`, 'but was clubbed on the head'),
  honest: (g) => t(`но ${past(g, 'убежал', 'убежала')}`, 'but ran away'),
};

/**
 * "{actor} …" for a move that reached its target but was stopped there: «не поднимется рука» (L120),
 * the guest safe in the tavern (L97), Porthos's trap or club (L99), de Tréville running off (L262).
 * Issue 8.2: a stopped attack must not read as if it landed.
 */
export function stoppedDeed(ability: Ability, stop: Stop, g: G, target: Named, tg: G): Text {
  const a = attempt(ability, g, target);
  const r = REASON[stop](g, target, tg);
  return t(`${a.ru}, ${r.ru}`, `${a.en}, ${r.en}`);
}

/** A killing blow by the watched executioner, told apart from a knockout (L118 «увидит, если убил подследственный»). */
export function killingDeed(ability: Ability, g: G, target: Named): Text | null {
  return ABILITIES[ability].killing?.(g, target) ?? null;
}

/**
 * A visit to a tent where nobody answered (the target was already dead, clarification 9), in the
 * apprentice's words for the same visit (L256 «подошел Портос, звал объект, но никто не ответил»).
 */
export function deadVisit(g: G, target: Named, tg: G): Text {
  const called = `${past(g, 'звал', 'звала')} ${tg === 'f' ? 'её' : 'его'}`;
  return t(
    `${past(g, 'подошел', 'подошла')} к шатру ${target.ru('gen')}, ${called}, но никто не ответил`,
    `came to ${target.en}'s tent and called, but nobody answered`,
  );
}
