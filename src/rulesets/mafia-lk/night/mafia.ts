import { t } from '../../../engine/text.ts';
import { because, isOn, opt, type LkContext, who } from '../context.ts';
import { childRefused, mafiaAccepted, mafiaSpeaker } from '../messages.ts';
import { isMafiaMember, mafiaDecider, playerByName } from '../state.ts';
import { firstAcceptable, lifeOf, slotNumber } from './attempts.ts';
import { actionRef, type NightBook } from './book.ts';
import { blockedAsGuest, deadTarget } from './checks.ts';
import { fire, shotSummary } from './shots.ts';

/** Is the Child still under the mafia's protection (D-55; after the father's death: D-A18)? */
function childProtected(ctx: LkContext): boolean {
  if (opt(ctx, 'lkChildProtectionAfterDonDeath') === 'persists') return true;
  const father = ctx.state.originalDon ? playerByName(ctx.state, ctx.state.originalDon) : undefined;
  return father?.alive ?? false;
}

/**
 * Slot 2: the mafia's shot, taken from the Don or the senior mafioso (D-11, D-17). No «самосуд»
 * (D-15, D-18). A shot at the Child is cancelled with no other victim that night (D-55).
 */
export function resolveMafia(ctx: LkContext, book: NightBook): void {
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
      return { code: 'LK-MAFIA-SELF', clause: state.donSeat === decider.name ? 'D-15' : 'D-18', reason: t(`${target} — мафия: самосуд запрещён`, `${target} is mafia: shooting one's own is forbidden`) };
    }
    return null;
  });
  if (!pick) {
    if (lines.length === 0 && isOn(ctx, 'lkMafiaMustShoot')) {
      trace.diagnose('LK-MAFIA-MISSING', 'warning', t('Мафия не сделала выстрел, а обязана (lkMafiaMustShoot)', 'The mafia did not shoot but must (lkMafiaMustShoot)'), book.span);
    }
    return;
  }
  const { sm, target } = pick;
  const id = book.id('mafia');
  if (blockedAsGuest(ctx, book, 'mafia', decider.name, decider.role, 'kill', target, sm.move)) return;
  book.order.push(decider.name);
  const submitted = actionRef(decider.name, 'kill', decider.role, [target]);
  const victim = playerByName(state, target);
  const speaker = mafiaSpeaker(state.donSeat === decider.name ? 'don' : decider.role, decider.rank);
  const asGuest = book.visit?.guest === target;
  const silentMiss = asGuest && opt(ctx, 'lkChildAsGuestAnnounce') === 'silentMiss';
  if (victim?.role === 'child' && childProtected(ctx) && !silentMiss) {
    trace.diagnose('LK-CHILD-SHOT', 'warning', t(`В Дитя мафии (${target}) мафии стрелять нельзя; жертвы этой ночью нет`, `The mafia may not shoot the Child (${target}); no victim tonight`), sm.move.span);
    trace.step({
      id, phase: 'night', number: book.night, slot: slotNumber('mafia'), actor: decider.name, role: decider.role, submitted,
      outcome: 'cancelled', summary: t(`Мафия стреляет в ${who(ctx, target).forms.acc}: это Дитя мафии — стрелять нельзя, другой жертвы нет`, `The mafia shoot ${target}: the Child — may not be shot, no other victim`),
      causes: [
        because(ctx, null, 'D-55', 'Ведущий объявляет: в этого игрока стрелять нельзя; другую жертву мафия не выбирает', 'The host announces: this player may not be shot; the mafia choose no other victim', 'lkChildProtectionAfterDonDeath'),
        ...(asGuest ? [because(ctx, book.visit?.step ?? null, 'D-55', 'Дитя — гость жрицы, но ведущий всё равно объявляет', 'The Child is the guest, but the host still announces', 'lkChildAsGuestAnnounce')] : []),
      ],
      changes: [{ target: id, kind: 'cancelled', before: submitted, after: null }], affects: [target], source: sm.move.span,
    });
    lifeOf(ctx, book, id, decider.name, 'action.cancel');
    for (const m of chat) book.send(m, childRefused(speaker, target, id));
    return;
  }
  const r = fire(ctx, book, 'mafia', submitted, id);
  trace.step({
    id, phase: 'night', number: book.night, slot: slotNumber('mafia'), actor: decider.name, role: decider.role, submitted,
    ...(r.missed ? {} : { performed: submitted }),
    outcome: r.missed ? 'failed' : 'performed', summary: shotSummary(t('Мафия', 'The mafia'), who(ctx, target), r),
    causes: [because(ctx, null, 'D-17', `Мафия выбрала жертву – ${target}; ведущий: «Цель принята»`, `The mafia chose ${target}; host: "Target accepted"`), ...r.causes],
    changes: r.missed ? [{ target: id, kind: 'protected', before: submitted, after: null }] : [],
    affects: r.missed ? [target] : [...r.wounded], source: sm.move.span,
  });
  lifeOf(ctx, book, id, decider.name, r.missed ? 'action.fail' : 'action.perform');
  for (const m of chat) book.send(m, mafiaAccepted(speaker, target, id));
}
