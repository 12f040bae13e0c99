import { t } from '../../../engine/text.ts';
import { because, opt, type LkContext, who } from '../context.ts';
import { maniacAccepted } from '../messages.ts';
import { livingWithRole } from '../state.ts';
import { firstAcceptable, lifeOf, slotNumber } from './attempts.ts';
import { actionRef, type NightBook } from './book.ts';
import { blockedAsGuest, deadTarget, drawOne, selfTarget } from './checks.ts';
import { fire, shotSummary } from './shots.ts';

/** Slot 4: the Maniac must kill (D-42), never himself (D-41), and acts even if shot (D-44). */
export function resolveManiac(ctx: LkContext, book: NightBook): void {
  const { state, trace } = ctx;
  const mn = livingWithRole(state, 'maniac');
  if (!mn) return;
  const pick = firstAcceptable(ctx, book, 'maniac', 'maniac', 'kill', [mn.name], (_sm, target) => deadTarget(ctx, target) ?? selfTarget(mn.name, target, 'D-41'));
  let target = pick?.target ?? null;
  let automatic = false;
  if (!pick && book.movesOf('maniac').length === 0) {
    trace.diagnose('LK-MANIAC-MISSING', 'warning', t(`Маньяк (${mn.name}) не выбрал жертву, а обязан убивать каждую ночь (D-42)`, `The Maniac (${mn.name}) named no victim but must kill every night (D-42)`), book.span);
    if (opt(ctx, 'lkManiacNoAnswer') === 'randomVictim') {
      target = drawOne(ctx, state.players.filter((p) => p.alive && p.name !== mn.name).map((p) => p.name));
      automatic = target !== null;
    }
  }
  if (!target) return;
  const id = book.id('maniac');
  if (blockedAsGuest(ctx, book, 'maniac', mn.name, 'maniac', 'kill', target, pick?.sm.move ?? null)) return;
  book.order.push(mn.name);
  const ref = actionRef(mn.name, 'kill', 'maniac', [target]);
  const r = fire(ctx, book, 'maniac', ref, id);
  const first = automatic
    ? because(ctx, null, 'D-42', 'Маньяк не ответил: жертва по жребию', 'The Maniac did not answer: a victim by lot', 'lkManiacNoAnswer')
    : because(ctx, null, 'D-42', `«Убиваю ${who(ctx, target).forms.acc}.» — «Принято.»`, `"I kill ${target}." — "Accepted."`);
  const actsDead = book.wounds.has(mn.name) ? [because(ctx, null, 'D-44', 'Маньяк ранен этой ночью, но действует', 'The Maniac is shot tonight but still acts')] : [];
  trace.step({
    id, phase: 'night', number: book.night, slot: slotNumber('maniac'), actor: mn.name, role: 'maniac', submitted: ref,
    ...(r.missed ? {} : { performed: ref }),
    outcome: r.missed ? 'failed' : 'performed', summary: shotSummary(t('Маньяк', 'The Maniac'), who(ctx, target), r),
    causes: [first, ...r.causes, ...actsDead],
    changes: r.missed ? [{ target: id, kind: 'protected', before: ref, after: null }] : [],
    affects: r.missed ? [target] : [...r.wounded],
    ...(pick ? { source: pick.sm.move.span } : { automatic: true }),
  });
  lifeOf(ctx, book, id, mn.name, r.missed ? 'action.fail' : 'action.perform');
  if (pick) book.send(mn.name, maniacAccepted(who(ctx, target), id));
  book.maniacShot = { target, step: id, missed: r.missed };
}
