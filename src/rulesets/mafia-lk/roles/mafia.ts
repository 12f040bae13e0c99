import { t } from '../../../engine/text.ts';
import type { HostMessage, StepId } from '../../../engine/timeline.ts';
import { because, isOn, type LkContext, who } from '../context.ts';
import { childRefused, mafiaAccepted, mafiaSpeaker, rolePm } from '../messages.ts';
import { isMafiaMember, mafiaDecider, playerByName, type LkPlayer } from '../state.ts';
import { firstAcceptable, lifeOf } from '../night/attempts.ts';
import { actionRef, type NightBook } from '../night/book.ts';
import { blockedAsGuest, deadTarget } from '../night/checks.ts';
import { coverCause, fire, shotSummary } from '../night/shots.ts';
import { coverRuling } from '../night/cover-table.ts';
import { lkRole, type NightTurn } from './role.ts';
import { lkRoleAbout } from './role-about.ts';

/** «Мафия (2)»: how a ranked mafioso is written (D-12). */
const ranks = (n: number): string[] => [`Мафия (${n})`, `Мафия(${n})`, `Mafia (${n})`];

/** A mafioso: the data the first paint reads (names, rule text, clauses). */
const mafiaAbout = lkRoleAbout({
  id: 'mafia',
  spec: {
    name: t('Мафия', 'Mafioso'),
    aliases: ['Мафия', 'Мафиози', 'Мафиозо', 'Mafioso', 'Mafia', ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].flatMap(ranks)],
    when: 'night',
    nightAbility: true,
    targets: 1,
    clauses: ['D-12', 'D-18', 'D-19'],
    ability: t(
      'Чёрный игрок, участвует в ночном голосовании мафии. Нельзя стрелять в мафию или Дона. ' +
        'Ранг (1), (2)… — порядок наследования поста Дона.',
      "A black player who takes part in the mafia's night vote. May not shoot mafia or the Don. " +
        'The rank (1), (2)… is the order of succession to Don.',
    ),
  },
});

/**
 * Turn 2: the mafia's shot, taken from the Don or the senior mafioso (D-11, D-17). No «самосуд»
 * (D-15, D-18). A shot at a shielded role (the Child, D-55) is cancelled, with no other victim that night.
 */
function resolveMafia(ctx: LkContext, book: NightBook): void {
  const { state, trace } = ctx;
  const decider = mafiaDecider(state);
  const lines = book.movesOf('mafia');
  if (!decider) {
    for (const l of lines) trace.diagnose('LK-NO-MAFIA', 'error', t('В игре не осталось мафии', 'No mafia left in the game'), l.move.span);
    return;
  }
  const chat = state.players.filter((p) => p.alive && isMafiaMember(p)).map((p) => p.name);
  const pick = firstAcceptable(ctx, book, 'mafia', 'don', 'kill', chat, (_sm, target) => {
    const dead = deadTarget(ctx, target);
    if (dead) return dead;
    const victim = playerByName(state, target);
    if (victim && isMafiaMember(victim)) {
      return {
        code: 'LK-MAFIA-SELF',
        clause: state.donSeat === decider.name ? 'D-15' : 'D-18',
        reason: t(`${target} — мафия: самосуд запрещён`, `${target} is mafia: shooting one's own is forbidden`),
      };
    }
    return null;
  });
  if (!pick) {
    if (lines.length === 0 && isOn(ctx, 'lkMafiaMustShoot')) {
      trace.diagnose(
        'LK-MAFIA-MISSING',
        'warning',
        t('Мафия не сделала выстрел, а обязана (lkMafiaMustShoot)', 'The mafia did not shoot but must (lkMafiaMustShoot)'),
        book.span,
      );
    }
    return;
  }
  const { sm, target } = pick;
  const id = book.id('mafia');
  if (blockedAsGuest(ctx, book, 'mafia', decider.name, decider.role, 'kill', target, sm.move)) return;
  book.order.push(decider.name);
  const submitted = actionRef(decider.name, 'kill', decider.role, [target]);
  const victim = playerByName(state, target);
  const speaker = mafiaSpeaker(state.donSeat === decider.name, decider.rank);
  // The Child as the guest: the cover table says whether the host still refuses, or the shot just misses (D-55).
  const asGuest = coverRuling(ctx, book.visit, 'shield', target);
  const shield = asGuest?.outcome === 'missed' ? null : victim?.def.mafiaShield?.(ctx, target);
  if (shield) {
    trace.diagnose(shield.code, 'warning', shield.diagnostic, sm.move.span);
    trace.step({
      id,
      phase: 'night',
      number: book.night,
      slot: book.slotNumber('mafia'),
      actor: decider.name,
      role: decider.role,
      submitted,
      outcome: 'cancelled',
      summary: shield.summary,
      causes: asGuest ? [...shield.causes, coverCause(ctx, book, asGuest, target)] : [...shield.causes],
      changes: [{ target: id, kind: 'cancelled', before: submitted, after: null }],
      affects: [target],
      source: sm.move.span,
    });
    lifeOf(ctx, book, id, decider.name, 'action.cancel');
    for (const m of chat) book.send(m, childRefused(speaker, target, id));
    return;
  }
  const r = fire(ctx, book, 'mafia', submitted, id);
  trace.step({
    id,
    phase: 'night',
    number: book.night,
    slot: book.slotNumber('mafia'),
    actor: decider.name,
    role: decider.role,
    submitted,
    ...(r.missed ? {} : { performed: submitted }),
    outcome: r.missed ? 'failed' : 'performed',
    summary: shotSummary(t('Мафия', 'The mafia'), who(ctx, target), r),
    causes: [
      because(
        ctx,
        null,
        'D-17',
        `Мафия выбрала жертву – ${target}; ведущий: «Цель принята»`,
        `The mafia chose ${target}; host: "Target accepted"`,
      ),
      ...r.causes,
    ],
    changes: r.missed ? [{ target: id, kind: 'protected', before: submitted, after: null }] : [],
    affects: r.missed ? [target] : [...r.wounded],
    source: sm.move.span,
  });
  lifeOf(ctx, book, id, decider.name, r.missed ? 'action.fail' : 'action.perform');
  for (const m of chat) book.send(m, mafiaAccepted(speaker, target, id));
}

/** The mafia's one shot a night (D-17): the Don's and every mafioso's turn. */
export const MAFIA_SHOT = {
  slot: 'mafia',
  turn: 2,
  teamMove: true,
  killedBy: t('выстрел мафии', "the mafia's shot"),
  resolve: resolveMafia,
} as const satisfies NightTurn;

/** «Дон Мафии» or «Мафия (n)», as the mafia PMs name the members (L19-22). */
function rankName(p: LkPlayer): [string, string] {
  return p.def.leadsMafia ? ['Дон Мафии', 'Mafia Don'] : [`Мафия (${p.rank})`, `Mafia (${p.rank})`];
}

/** A mafia member's PM with his allies, the Don first, then by rank, as in L19-22 and L35-38 (D-19). */
export function mafiaPm(ctx: LkContext, p: LkPlayer, step: StepId): HostMessage {
  const [ru, en] = rankName(p);
  const allies = ctx.state.players.filter((o) => o !== p && isMafiaMember(o)).sort((a, b) => a.rank - b.rank);
  const alliesRu = ['Ваши союзники:', ...allies.map((a) => `${a.name} – ${rankName(a)[0]}`)];
  const alliesEn = ['Your allies:', ...allies.map((a) => `${a.name} – ${rankName(a)[1]}`)];
  return rolePm(t(ru, en), t(ru, en), 'inline', alliesRu, alliesEn, step);
}

/** A mafioso (D-12, D-18, D-19): black, in the night vote; the rank (1), (2)… is the order of succession. */
export const mafia = lkRole({
  ...mafiaAbout,
  team: 'mafia',
  ranked: true,
  night: MAFIA_SHOT,
  pm: mafiaPm,
});
