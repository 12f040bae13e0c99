import { cause } from '../../../engine/cause.ts';
import { who } from '../context.ts';
import { agree } from '../../../engine/grammar/people.ts';
import { t, type Text } from '../../../engine/text.ts';
import type { StepId } from '../../../engine/timeline.ts';
import type { TmCause, TmContext } from '../context.ts';
import { optionNote, optionOn, optionValue } from '../day/option-value.ts';
import { playersInGame } from '../day/players.ts';
import { playerByName, type TmDayFacts } from '../state.ts';
import { drawLots } from './lot.ts';
import { byPosition, inviteesOrder, previousOrderFor, reverseByPrevious } from './previous-order.ts';
import { locksSlot } from '../roles/traits.ts';

/** The official (pre-swap) order of one evening, the groups it was built from, and why. */
export interface OfficialOrder {
  readonly order: string[];
  readonly voters: string[];
  readonly knocked: string[];
  readonly denied: string[];
  readonly causes: TmCause[];
  /** What the next evening should treat as "the previous official order" (TM-26, C-18). */
  readonly recordAsPrevious: string[] | null;
}

/** The night step that knocked `name` out, as last night's memory has it (none for a start fact). */
function knockStep(ctx: TmContext, name: string): StepId | null {
  return ctx.state.lastNight?.knockSteps?.[name] ?? null;
}

/** Knocked-out players for slot 1, ordered by C-23 knockedOrdering. */
function knockedFirst(ctx: TmContext, inGame: readonly string[]): string[] {
  const knocked = inGame.filter((n) => playerByName(ctx.state, n)?.knocked);
  if (optionValue(ctx, 'knockedOrdering') === 'byHitTime') {
    return byPosition(knocked, ctx.state.lastNight?.knocked ?? []);
  }
  return byPosition(inviteesOrder(ctx, knocked), ctx.state.previousOfficialOrder ?? []);
}

/** Planchet first under planchetPriority=planchetMovesFirst (C-19 b). */
function planchetFirst(ctx: TmContext, order: string[], causes: TmCause[]): string[] {
  if (optionValue(ctx, 'planchetPriority') !== 'planchetMovesFirst') return order;
  const planchet = ctx.state.players.find((p) => locksSlot(p.role) && order.includes(p.name));
  if (!planchet) return order;
  causes.push(cause(null, 'A-56', t('Планше ходит первым', 'Planchet moves first'), optionNote(ctx, 'planchetPriority')));
  return [planchet.name, ...order.filter((n) => n !== planchet.name)];
}

/** Common causes: who was dropped and who is at slot 1. */
function groupCauses(ctx: TmContext, knocked: readonly string[], day: TmDayFacts | null): TmCause[] {
  const causes: TmCause[] = [];
  for (const n of knocked)
    causes.push(
      cause(
        knockStep(ctx, n),
        'A-124',
        t(`${n} ${agree(who(ctx, n), 'вырублен', 'вырублена')}: место 1`, `${n} is knocked out: slot 1`),
        optionNote(ctx, 'knockedOrdering'),
      ),
    );
  const out = ctx.state.players.filter((p) => !p.alive || p.jailed).map((p) => p.name);
  // one list for both languages (the names are the same in both)
  const dropped = out.join(', ');
  if (out.length)
    causes.push(cause(day?.tallyStep ?? null, 'A-44', t(`Выбывшие не ходят: ${dropped}`, `Out of the game, dropped: ${dropped}`)));
  return causes;
}

/** The order after a duel (A-43, A-85, C-99): the previous official order reversed. */
function duelOrder(ctx: TmContext, day: TmDayFacts, inGame: readonly string[], knocked: readonly string[]): OfficialOrder {
  const causes = groupCauses(ctx, optionOn(ctx, 'duelKeepsKnockedFirst') ? knocked : [], day);
  const prev = ctx.state.previousOfficialOrder;
  let base: string[];
  let recordAsPrevious: string[] | null = null;
  if (prev) {
    const before = new Set(prev);
    base = [
      ...reverseByPrevious(
        ctx,
        inGame.filter((n) => before.has(n)),
        prev,
      ),
      ...inviteesOrder(
        ctx,
        inGame.filter((n) => !before.has(n)),
      ),
    ];
    causes.push(
      cause(
        day.duelStep,
        'A-85',
        t('После дуэли — обратный официальный порядок предыдущего дня', 'After a duel: the previous official order reversed'),
      ),
    );
  } else if (optionValue(ctx, 'duelWithoutPreviousOrder') === 'inviteesList') {
    base = inviteesOrder(ctx, inGame);
    causes.push(
      cause(
        day.duelStep,
        'A-48',
        t('Предыдущего порядка нет: будят по списку приглашённых', 'No previous order: woken by the invitees list'),
        optionNote(ctx, 'duelWithoutPreviousOrder'),
      ),
    );
  } else {
    base = drawLots(ctx, inGame);
    causes.push(
      cause(
        day.duelStep,
        'A-40',
        t('Предыдущего порядка нет: жребий', 'No previous order: lot'),
        optionNote(ctx, 'duelWithoutPreviousOrder'),
      ),
    );
  }
  if (!prev && optionValue(ctx, 'afterFallbackPrevious') === 'lastOfficialOrder') {
    const playing = new Set(inGame);
    const voters = day.voteBasedVoters.filter((n) => playing.has(n));
    const voted = new Set(voters);
    recordAsPrevious = [
      ...voters,
      ...drawLots(
        ctx,
        inGame.filter((n) => !voted.has(n)),
      ),
    ];
    causes.push(
      cause(
        day.tallyStep,
        'A-48',
        t(
          'Предыдущим порядком считается порядок по голосам до дуэли, не список приглашённых',
          'The previous order becomes the vote-based order before the duel, not the invitees list',
        ),
        optionNote(ctx, 'afterFallbackPrevious'),
      ),
    );
  }
  const keepKnocked = optionOn(ctx, 'duelKeepsKnockedFirst') ? [...knocked] : [];
  const keepDenied = optionOn(ctx, 'duelKeepsDeniedLast') ? day.denied.filter((n) => inGame.includes(n) && !keepKnocked.includes(n)) : [];
  if (keepDenied.length)
    for (const n of keepDenied)
      causes.push(
        cause(
          day.deniedSteps[n] ?? null,
          'A-41',
          t(
            `${n} ${agree(who(ctx, n), 'лишён', 'лишена')} голоса: ${agree(who(ctx, n), 'последний', 'последняя')} и после дуэли`,
            `${n} was denied: last even after the duel`,
          ),
          optionNote(ctx, 'duelKeepsDeniedLast'),
        ),
      );
  const middle = base.filter((n) => !keepKnocked.includes(n) && !keepDenied.includes(n));
  const order = planchetFirst(ctx, [...keepKnocked, ...middle, ...keepDenied], causes);
  return { order, voters: [], knocked: keepKnocked, denied: keepDenied, causes, recordAsPrevious: prev ? order : recordAsPrevious };
}

/** «X голосовал: место по времени голоса», said of a voter every evening he voted: made once per resolve (engine/phrasebook.ts). */
function votedText(ctx: TmContext, v: string): Text {
  return Object.freeze(
    t(`${v} ${agree(who(ctx, v), 'голосовал', 'голосовала')}: место по времени голоса`, `${v} voted: placed by ballot time`),
  );
}

/** The voters, the non-voters and the denied of an evening, each without the knocked-out (and the voters without the denied). */
function eveningGroups(
  inGame: readonly string[],
  knocked: readonly string[],
  day: TmDayFacts | null,
): { voters: string[]; rest: string[]; denied0: string[] } {
  // Sets, not list scans: each group is checked against the others for every player (quadratic at 200 players).
  const playing = new Set(inGame);
  const isKnocked = new Set(knocked);
  const denied0 = (day?.denied ?? []).filter((x) => playing.has(x) && !isKnocked.has(x));
  const isDenied = new Set(denied0);
  const voters = (day?.voters ?? []).filter((x) => playing.has(x) && !isKnocked.has(x) && !isDenied.has(x));
  const voted = new Set(voters);
  const rest = inGame.filter((x) => !isKnocked.has(x) && !voted.has(x) && !isDenied.has(x));
  return { voters, rest, denied0 };
}

/**
 * Derives the official order of evening `n` (A.4): knocked-out first, voters by ballot time,
 * non-voters in reverse of the previous order (or by lot on the first night), denied last.
 */
export function deriveOfficialOrder(ctx: TmContext, n: number): OfficialOrder {
  const inGame = playersInGame(ctx).map((p) => p.name);
  const day = ctx.state.lastDay?.day === n ? ctx.state.lastDay : null;
  const knocked = knockedFirst(ctx, inGame);
  if (day?.duel) return duelOrder(ctx, day, inGame, knocked);
  const causes = groupCauses(ctx, knocked, day);
  // An evening after no day with nobody knocked (every night of a nights-only game): everyone in the game is a non-voter.
  const groups = day === null && knocked.length === 0 ? { voters: [], rest: inGame, denied0: [] } : eveningGroups(inGame, knocked, day);
  const denied0 = groups.denied0;
  let voters = groups.voters;
  let rest = groups.rest;
  const returned = optionValue(ctx, 'restoredOrder') === 'last' ? (ctx.state.lastNight?.restored ?? []) : [];
  const ranked = returned.length === 0 ? null : new Set([...voters, ...rest]);
  const restoredLast = ranked ? returned.filter((x) => ranked.has(x)) : [];
  if (restoredLast.length) {
    const restored = new Set(restoredLast);
    voters = voters.filter((x) => !restored.has(x));
    rest = rest.filter((x) => !restored.has(x));
  }
  for (const v of voters)
    causes.push(cause(day?.voterSteps[v] ?? null, 'A-37', ctx.trace.phrases.say(v, votedText, ctx), optionNote(ctx, 'orderTimestamp')));
  const prev = previousOrderFor(ctx);
  let nonVoters: string[];
  if (prev) {
    nonVoters = reverseByPrevious(ctx, rest, prev);
    const list = nonVoters.join(', ');
    if (rest.length)
      causes.push(
        cause(
          null,
          'A-39',
          t(`Непроголосовавшие в обратном порядке: ${list}`, `Non-voters in reverse order: ${list}`),
          optionNote(ctx, 'nonVoterReverseSource'),
        ),
      );
  } else {
    nonVoters = drawLots(ctx, rest);
    const list = nonVoters.join(', ');
    if (rest.length) causes.push(cause(null, 'A-40', t(`Непроголосовавшие по жребию: ${list}`, `Non-voters by lot: ${list}`)));
  }
  if (rest.length) causes.push(cause(null, 'A-38', t('Непроголосовавшие — после всех голосовавших', 'Non-voters come after all voters')));
  for (const x of restoredLast)
    causes.push(
      cause(
        null,
        'A-37',
        t(
          `${x} ${agree(who(ctx, x), 'восстановлен', 'восстановлена')}: ходит ${agree(who(ctx, x), 'последним', 'последней')}`,
          `${x} was restored: moves last`,
        ),
        optionNote(ctx, 'restoredOrder'),
      ),
    );
  const denied = prev ? reverseByPrevious(ctx, denied0, prev) : inviteesOrder(ctx, denied0);
  for (const x of denied)
    causes.push(
      cause(
        day?.deniedSteps[x] ?? null,
        'A-41',
        t(
          `${x} ${agree(who(ctx, x), 'лишён', 'лишена')} голоса: ходит ${agree(who(ctx, x), 'последним', 'последней')}`,
          `${x} was denied the vote: moves last`,
        ),
        optionNote(ctx, 'deniedPosition'),
      ),
    );
  const body =
    optionValue(ctx, 'deniedPosition') === 'lastAmongVoters'
      ? [...voters, ...denied, ...nonVoters, ...restoredLast]
      : [...voters, ...nonVoters, ...restoredLast, ...denied];
  const order = planchetFirst(ctx, [...knocked, ...body], causes);
  return { order, voters, knocked, denied, causes, recordAsPrevious: order };
}
