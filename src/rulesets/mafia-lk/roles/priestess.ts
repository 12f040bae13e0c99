import { agree } from '../../../engine/grammar/people.ts';
import { memoryOf, memorySlot } from '../../../engine/role-memory.ts';
import { t } from '../../../engine/text.ts';
import type { LkCause } from '../context.ts';
import { because, isOn, opt, type LkContext, who } from '../context.ts';
import { fixedMessage, priestessAccepted, rolePm } from '../messages.ts';
import { livingWithRole, mafiaDecider, playerByName, type LkPlayer, type LkState } from '../state.ts';
import { firstAcceptable, lifeOf } from '../night/attempts.ts';
import { actionRef, type NightBook } from '../night/book.ts';
import { deadTarget, drawOne } from '../night/checks.ts';
import { lkRole, type NightTurn } from './role.ts';
import { lkRoleAbout } from './role-about.ts';

/** The Priestess of Love: the data the first paint reads (names, rule text, clauses). */
const priestessAbout = lkRoleAbout({
  id: 'priestess',
  spec: {
    name: t('Жрица любви', 'Priestess of Love'),
    gender: 'f',
    aliases: [
      'Жрица любви',
      'Жрица Любви',
      'Жрицы любви',
      'Жрицу любви',
      'Жрице любви',
      'Жрица',
      'Жрицы',
      'Жрицу',
      'Жрице',
      'Priestess',
      'Priestess of Love',
      'Lover',
    ],
    when: 'night',
    nightAbility: true,
    targets: 1,
    clauses: ['D-46', 'D-47', 'D-48', 'D-49', 'D-50', 'D-51', 'D-52', 'D-7'],
    ability: t(
      'Каждую ночь забирает гостя: выстрел в гостя — промах. Выстрел в жрицу убивает её и гостя. ' +
        'Одного и того же — не две ночи подряд. Вводится автоматически от 12 игроков.',
      'Each night takes a guest: a shot at the guest misses. A shot at her kills her and her guest. ' +
        'Never the same guest two nights running. Added automatically from 12 players.',
    ),
  },
  abilities: { visit: { label: t('визит', 'visit') } },
});

/** The Priestess's memory (D-51): her last guest and the night of the visit, whom she may not take again tonight. */
export const priestessMemory = memorySlot('priestess', () => ({
  lastGuest: null as { readonly guest: string; readonly night: number } | null,
}));

/** The Priestess's memory in a state. */
function memo(state: LkState): ReturnType<typeof priestessMemory.fresh> {
  return memoryOf(state.memory, priestessMemory);
}

/** Last night's guest, if the last night played was the night before this one. */
function lastNightsGuest(state: LkState): string | null {
  const last = memo(state).lastGuest;
  return last && last.night === state.previousNight ? last.guest : null;
}

/**
 * Under lkPriestessBlocks (D-A6), the visit's word that the guest's own night action is blocked.
 * The visit records no change: in slot 1 the guest's step does not exist yet, and it may never
 * (no move, a refused line, an empty stretcher list); the guest's own step records the block and
 * cites the visit (blockedAsGuest).
 */
function guestBlockCause(ctx: LkContext, guest: LkPlayer | undefined): LkCause | null {
  if (!guest || !isOn(ctx, 'lkPriestessBlocks')) return null;
  const turn = guest.def.night;
  // Only a move still to come can be lost: a turn after hers, and the team's shot only from its decider.
  const moves = turn && turn.turn > TURN.turn && (!turn.teamMove || mafiaDecider(ctx.state)?.name === guest.name);
  if (!moves) return null;
  const g = who(ctx, guest.name);
  return because(
    ctx,
    null,
    'D-47',
    `Гость (${guest.name}) этой ночью ничего не делает: ${agree(g, 'его', 'её')} ход, если он есть, не состоится`,
    `The guest (${guest.name}) does nothing tonight: ${agree(g, 'his', 'her')} move, if any, does not happen`,
    'lkPriestessBlocks',
  );
}

/** Turn 1 (D-52): the Priestess takes a guest — not herself (D-A7), not last night's guest (D-51). */
function resolvePriestess(ctx: LkContext, book: NightBook): void {
  const { state, trace } = ctx;
  const pr = livingWithRole(state, 'priestess');
  if (!pr) return;
  const id = book.id('priestess');
  const repeatOf = lastNightsGuest(state);
  const pick = firstAcceptable(ctx, book, 'priestess', 'priestess', 'visit', [pr.name], (_sm, target) => {
    const dead = deadTarget(ctx, target);
    if (dead) return dead;
    if (target === pr.name && !isOn(ctx, 'lkPriestessSelf')) {
      return {
        code: 'LK-PRIESTESS-SELF',
        clause: 'D-47',
        reason: t('жрица забирает к себе одного из игроков, не себя', 'the Priestess takes one of the players home, not herself'),
      };
    }
    if (target === repeatOf) {
      return {
        code: 'LK-PRIESTESS-REPEAT',
        clause: 'D-51',
        reason: t(`${target} ${agree(who(ctx, target), 'был', 'была')} гостем прошлой ночью`, `${target} was last night's guest`),
      };
    }
    return null;
  });
  let guest = pick?.target ?? null;
  let automatic = false;
  if (!guest && book.movesOf('priestess').length === 0) {
    trace.diagnose(
      'LK-PRIESTESS-MISSING',
      'warning',
      t(`Жрица (${pr.name}) не выбрала гостя, а обязана (D-50)`, `The Priestess (${pr.name}) named no guest but must (D-50)`),
      book.span,
    );
    if (opt(ctx, 'lkMissingNightAction') === 'random') {
      const pool = state.players
        .filter((p) => p.alive && p.name !== repeatOf && (p.name !== pr.name || isOn(ctx, 'lkPriestessSelf')))
        .map((p) => p.name);
      guest = drawOne(ctx, pool);
      automatic = guest !== null;
    }
  }
  memo(state).lastGuest = guest ? { guest, night: book.night } : null;
  if (!guest) return;
  const blocks = guestBlockCause(ctx, playerByName(state, guest));
  const ref = actionRef(pr.name, 'visit', 'priestess', [guest]);
  trace.step({
    id,
    phase: 'night',
    number: book.night,
    slot: book.slotNumber('priestess'),
    actor: pr.name,
    role: 'priestess',
    submitted: ref,
    performed: ref,
    outcome: 'performed',
    changes: [],
    affects: [guest],
    summary: blocks
      ? t(
          `Жрица забирает ${who(ctx, guest).forms.acc} к себе: выстрел в гостя будет промахом, ` +
            `${agree(who(ctx, guest), 'его', 'её')} ночной ход не состоится`,
          `The Priestess takes ${guest} home: a shot at the guest will miss, ` +
            `and ${agree(who(ctx, guest), 'his', 'her')} night move will not happen`,
        )
      : t(
          `Жрица забирает ${who(ctx, guest).forms.acc} к себе: выстрел в гостя будет промахом`,
          `The Priestess takes ${guest} home: a shot at the guest will miss`,
        ),
    causes: [
      automatic
        ? because(
            ctx,
            null,
            'D-50',
            'Жрица не ответила: гость выбран жребием',
            'The Priestess did not answer: the guest is drawn by lot',
            'lkMissingNightAction',
          )
        : because(ctx, null, 'D-47', 'Жрица забирает гостя', 'The Priestess takes a guest'),
      because(ctx, null, 'D-52', 'Жрица ходит первой', 'The Priestess moves first'),
      ...(blocks ? [blocks] : []),
    ],
    ...(pick ? { source: pick.sm.move.span } : { automatic: true }),
  });
  lifeOf(ctx, book, id, pr.name, 'action.perform');
  book.order.push(pr.name);
  if (pick) book.send(pr.name, priestessAccepted(who(ctx, guest), id));
  if (isOn(ctx, 'lkGuestInformed') && guest !== pr.name) book.send(guest, fixedMessage('LK-GUEST', id));
  book.visit = { priestess: pr.name, guest, step: id };
}

const TURN = { slot: 'priestess', turn: 1, resolve: resolvePriestess } as const satisfies NightTurn;

/** The Priestess of Love (D-46 … D-52, D-7): takes a guest first each night; a shot at the guest misses. */
export const priestess = lkRole({
  ...priestessAbout,
  team: 'honest',
  unique: true,
  autoFrom: {
    players: 12,
    code: 'LK-PRIESTESS-AUTO',
    missing: (n) =>
      t(
        `Записано ${n} игроков (≥ 12): Жрица любви вводится автоматически (D-7), но её нет в составе`,
        `${n} players (≥ 12): the Priestess is added automatically (D-7) but is not in the cast`,
      ),
  },
  night: TURN,
  // Her PM's subject is «Жрица Любви», its body «Жрица любви» (L123, L125).
  pm: (_ctx, p, step) => rolePm(t('Жрица Любви', 'Priestess of Love'), p.def.spec.name, 'hostLine', [], [], step),
  memory: priestessMemory,
  carriedOn: (state, p) => (lastNightsGuest(state) === p.name ? ['priestessGuest'] : []),
  // D-51: last night's guest, whom she may not take again tonight (the first one written counts).
  startFacts: {
    priestessGuest: (state, p, lastNight) => {
      const m = memo(state);
      if (m.lastGuest) return;
      m.lastGuest = { guest: p.name, night: lastNight };
      state.previousNight = lastNight;
    },
  },
});
