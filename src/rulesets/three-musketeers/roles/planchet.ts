import { cause } from '../../../engine/cause.ts';
import { agree } from '../../../engine/grammar/people.ts';
import type { NamedRef } from '../../../engine/scenario.ts';
import { t, type Text } from '../../../engine/text.ts';
import type { Change, StepId } from '../../../engine/timeline.ts';
import { who } from '../context.ts';
import type { TmCause, TmContext } from '../context.ts';
import type { TmClauseId } from '../clauses.ts';
import type { TmOptionKey } from '../options.ts';
import { optionNote, optionValue } from '../day/option-value.ts';
import { knownPlayer } from '../day/players.ts';
import { slotChange } from '../evening/slots.ts';
import { defineRole, type TmRole } from './role.ts';
import { inheritedRole, isInheritor, locksSlot } from './traits.ts';
import { roleAbout } from './role-about.ts';
import { same } from './words.ts';
import { eveningStep } from '../../../engine/step-id.ts';

/** Planchet: the data the first paint reads (names, case forms, the names of its abilities). */
const planchetAbout = roleAbout({
  id: 'planchet',
  spec: {
    name: t('Планше', 'Planchet'),
    aliases: ['Планше', 'Planchet'],
    when: 'evening',
    targets: 1,
    clauses: ['A-56', 'A-57', 'A-58', 'A-59'],
    ability: t(
      'Вечером, до перестановок мафии, закрепляет место одного персонажа в очереди; мафия не знает кого.',
      "In the evening, before the mafia swaps, locks one character's " + 'place in the order; the mafia are not told.',
    ),
  },
  forms: { g: 'm', ru: same('Планше'), en: 'Planchet' },
  night: null,
  powers: { lock: { label: t('закрепление', 'lock') } },
});

/** Planchet: the character's data, names, labels and his evening lock. */
export const planchet: TmRole<'planchet', never> = defineRole({
  ...planchetAbout,
  slotLock: true,
  evening: planchetLock,
  night: null,
  powers: { lock: { ...planchetAbout.powers.lock, clause: 'A-56', evening: true } },
});

/** Planchet (or the Father holding his role) — the one who may lock, alive or not. */
function findPlanchet(ctx: TmContext) {
  return (
    ctx.state.players.find((p) => locksSlot(p.role)) ?? ctx.state.players.find((p) => isInheritor(p) && locksSlot(inheritedRole(ctx.state)))
  );
}

/**
 * Planchet's evening lock (A-56…A-60), made before the mafia swaps: the locked character keeps
 * his slot. Under planchetPriority=lockedCharGoesFirst he is also moved to slot 1. Mutates
 * `order`; returns the locked name, or null if there is no valid lock.
 */
export function planchetLock(
  ctx: TmContext,
  n: number,
  lock: NamedRef | undefined,
  order: string[],
  publicOrder: readonly string[],
  orderStep: StepId,
): string | null {
  if (!lock) return null;
  const id = eveningStep(n, 'lock');
  const planchet = findPlanchet(ctx);
  const refuse = (code: string, text: Text, clause: TmClauseId, option?: TmOptionKey): null => {
    ctx.trace.diagnose(code, 'error', text, lock.span);
    ctx.trace.step({
      id,
      phase: 'evening',
      number: n,
      actor: planchet?.name ?? '?',
      role: 'planchet',
      submitted: { actor: planchet?.name ?? '?', ability: 'lock', role: 'planchet', targets: [lock.name] },
      outcome: 'refused',
      summary: text,
      causes: [cause(null, clause, text, option ? optionNote(ctx, option) : undefined)],
      changes: [],
      affects: [],
      source: lock.span,
    });
    return null;
  };
  if (!planchet)
    return refuse('LOCK_NO_PLANCHET', t('В игре нет Планше: закреплять некому', 'There is no Planchet in this game to lock'), 'A-57');
  const gone = planchet.alive ? agree(who(ctx, planchet.name), 'посажен', 'посажена') : agree(who(ctx, planchet.name), 'мёртв', 'мертва');
  if (!planchet.alive || planchet.jailed)
    return refuse(
      'LOCK_BY_DEAD_PLANCHET',
      t(`${planchet.name} ${gone}: закрепления нет`, `${planchet.name} is ${planchet.alive ? 'jailed' : 'dead'}: no lock`),
      'A-57',
    );
  const target = knownPlayer(ctx, lock.name, lock.span);
  if (!target) return refuse('LOCK_TARGET_INVALID', t(`Игрока «${lock.name}» нет в игре`, `"${lock.name}" is not in the game`), 'A-57');
  if (!order.includes(target.name))
    return refuse(
      'LOCK_TARGET_INVALID',
      t(`${target.name} не ходит этой ночью: закреплять нечего`, `${target.name} is not in tonight's order: nothing to lock`),
      'A-57',
    );
  if (optionValue(ctx, 'planchetLockScope') === 'publicListOnly' && !publicOrder.includes(target.name)) {
    return refuse(
      'LOCK_NOT_PUBLIC',
      t(
        `${who(ctx, target.name).forms.gen} нет в публичном списке: закрепить нельзя`,
        `${target.name} is not on the public list: cannot be locked`,
      ),
      'A-57',
      'planchetLockScope',
    );
  }
  const causes: TmCause[] = [
    cause(
      orderStep,
      'A-56',
      t('Закрепление — до перестановок мафии', 'The lock comes before the mafia swaps'),
      optionNote(ctx, 'planchetPriority'),
    ),
    cause(null, 'A-57', t(`Мафия не может переставить ${who(ctx, target.name).forms.acc}`, `The mafia cannot move ${target.name}`)),
    cause(null, 'A-58', t('Мафия не знает, кто закреплён', 'The mafia are not told who is locked')),
  ];
  if (planchet.knocked || planchet.clubbed)
    causes.push(
      cause(
        null,
        'A-60',
        t(
          `${planchet.name} ${agree(who(ctx, planchet.name), 'пришёл', 'пришла')} в себя к вечеру`,
          `${planchet.name} has come round by the evening`,
        ),
      ),
    );
  const changes: Change[] = [];
  if (optionValue(ctx, 'planchetPriority') === 'lockedCharGoesFirst') {
    const from = order.indexOf(target.name) + 1;
    order.splice(from - 1, 1);
    order.unshift(target.name);
    if (from !== 1) changes.push(slotChange(ctx, orderStep, target.name, from, 1));
  }
  ctx.trace.step({
    id,
    phase: 'evening',
    number: n,
    actor: planchet.name,
    role: 'planchet',
    submitted: { actor: planchet.name, ability: 'lock', role: 'planchet', targets: [target.name] },
    performed: { actor: planchet.name, ability: 'lock', role: 'planchet', targets: [target.name] },
    outcome: 'performed',
    summary: t(
      `Планше закрепляет ${who(ctx, target.name).forms.acc} (место ${order.indexOf(target.name) + 1})`,
      `Planchet locks ${target.name} (slot ${order.indexOf(target.name) + 1})`,
    ),
    causes,
    changes,
    affects: [target.name],
    source: lock.span,
  });
  return target.name;
}
