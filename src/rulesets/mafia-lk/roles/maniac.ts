import { t } from '../../../engine/text.ts';
import type { HostMessage } from '../../../engine/timeline.ts';
import { because, opt, type LkContext, who } from '../context.ts';
import { fixedMessage, maniacAccepted, rolePm } from '../messages.ts';
import { livingWithRole } from '../state.ts';
import { firstAcceptable, lifeOf } from '../night/attempts.ts';
import { actionRef, type NightBook } from '../night/book.ts';
import { blockedAsGuest, deadTarget, drawOne, selfTarget } from '../night/checks.ts';
import { fire, shotSummary } from '../night/shots.ts';
import { maniacMemo, maniacMemory, rapistVictim } from './maniac-rapist.ts';
import { lkRole } from './role.ts';
import { lkRoleAbout } from './role-about.ts';
import { nightStep } from '../../../engine/step-id.ts';

/** The Maniac: the data the first paint reads (names, rule text, clauses). */
const maniacAbout = lkRoleAbout({
  id: 'maniac',
  spec: {
    name: t('Маньяк', 'Maniac'),
    aliases: ['Маньяк', 'Маньяка', 'Маньяку', 'Маньяком', 'Maniac', 'Serial killer'],
    when: 'night',
    nightAbility: true,
    targets: 1,
    clauses: ['D-37', 'D-38', 'D-40', 'D-41', 'D-42', 'D-43', 'D-44'],
    ability: t(
      'В первую ночь выбирает сторону: «за себя» (тёмный) или «за город» (светлый, по умолчанию). ' +
        'Обязан убивать каждую ночь; действует, даже если убит. Шериф видит его «мирным».',
      'On the first night picks a side: "for myself" (dark) or "for the town" (light, the default). ' +
        'Must kill every night; acts even if killed. The Sheriff is told "civilian".',
    ),
  },
});

/** Turn 4: the Maniac must kill (D-42), never himself (D-41), and acts even if shot (D-44). */
function resolveManiac(ctx: LkContext, book: NightBook): void {
  const { state, trace } = ctx;
  const mn = livingWithRole(state, 'maniac');
  if (!mn) return;
  const pick = firstAcceptable(
    ctx,
    book,
    'maniac',
    'maniac',
    'kill',
    [mn.name],
    (_sm, target) => deadTarget(ctx, target) ?? selfTarget(mn.name, target, 'D-41'),
  );
  let target = pick?.target ?? null;
  let automatic = false;
  if (!pick && book.movesOf('maniac').length === 0) {
    trace.diagnose(
      'LK-MANIAC-MISSING',
      'warning',
      t(
        `Маньяк (${mn.name}) не выбрал жертву, а обязан убивать каждую ночь (D-42)`,
        `The Maniac (${mn.name}) named no victim but must kill every night (D-42)`,
      ),
      book.span,
    );
    if (opt(ctx, 'lkManiacNoAnswer') === 'randomVictim') {
      target = drawOne(
        ctx,
        state.players.filter((p) => p.alive && p.name !== mn.name).map((p) => p.name),
      );
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
  const actsDead = book.wounds.has(mn.name)
    ? [because(ctx, null, 'D-44', 'Маньяк ранен этой ночью, но действует', 'The Maniac is shot tonight but still acts')]
    : [];
  trace.step({
    id,
    phase: 'night',
    number: book.night,
    slot: book.slotNumber('maniac'),
    actor: mn.name,
    role: 'maniac',
    submitted: ref,
    ...(r.missed ? {} : { performed: ref }),
    outcome: r.missed ? 'failed' : 'performed',
    summary: shotSummary(t('Маньяк', 'The Maniac'), who(ctx, target), r),
    causes: [first, ...r.causes, ...actsDead],
    changes: r.missed ? [{ target: id, kind: 'protected', before: ref, after: null }] : [],
    affects: r.missed ? [target] : [...r.wounded],
    ...(pick ? { source: pick.sm.move.span } : { automatic: true }),
  });
  lifeOf(ctx, book, id, mn.name, r.missed ? 'action.fail' : 'action.perform');
  if (pick) book.send(mn.name, maniacAccepted(who(ctx, target), id));
}

/** Night 0 (D-37, D-38): the Maniac's side is fixed — his answer «За себя», or the town by default. */
function recordSide(ctx: LkContext, messages: Record<string, HostMessage[]>): void {
  const { state, trace } = ctx;
  const mn = state.players.find((p) => p.def === maniac);
  if (!mn) return;
  const dark = mn.team === 'maniac';
  const sideId = nightStep(0, 'maniac.side'); // apart from the Maniac's own night-0 shot (n0.maniac) under lkNight0Actions
  trace.step({
    id: sideId,
    phase: 'night',
    number: 0,
    actor: mn.name,
    role: 'maniac',
    outcome: 'info',
    affects: [mn.name],
    changes: [],
    automatic: !dark,
    summary: dark
      ? t('Маньяк играет за себя (тёмный)', 'The Maniac plays for himself (dark)')
      : t('Маньяк играет за город (светлый)', 'The Maniac plays for the town (light)'),
    causes: dark
      ? [because(ctx, null, 'D-37', 'Ответ маньяка: «За себя»', 'The Maniac answers "For myself"', 'lkDarkManiac')]
      : [
          because(ctx, null, 'D-37', 'Маньяк ответил «За город»', 'The Maniac answered "For the town"'),
          because(
            ctx,
            null,
            'D-38',
            'или не ответил до первого дня — тогда тоже играет за город',
            'or gave no answer before day 1, which also means the town',
          ),
        ],
  });
  if (dark) (messages[mn.name] ??= []).push(fixedMessage('LK-MANIAC-SIDE', sideId));
}

/** The Maniac (D-37 … D-44): picks a side on night 0, must kill every night, acts even if shot. */
export const maniac = lkRole({
  ...maniacAbout,
  team: 'honest',
  chooseTeam: (declared) => (declared === 'honest' ? 'honest' : 'maniac'),
  unique: true,
  core: true,
  extension: { clause: 'D-43', memo: (state) => maniacMemo(state).extension },
  night: { slot: 'maniac', turn: 4, killedBy: t('маньяк', 'the Maniac'), resolve: resolveManiac },
  checked: () => ({ mafia: false, clause: 'D-40' }),
  pm: (_ctx, p, step) =>
    rolePm(
      p.def.spec.name,
      p.def.spec.name,
      'hostLine',
      ['Вы играете за город или за себя?'],
      ['Do you play for the town or for yourself?'],
      step,
    ),
  afterRolesSent: recordSide,
  // D-89 (optional rule lkManiacRapist): his victim last night may not discuss today.
  memory: maniacMemory,
  atResults: rapistVictim,
  mutesToday: (state) => maniacMemo(state).muted.splice(0),
  carriedOn: (state, p) => (maniacMemo(state).muted.some((m) => m.value === p.name) ? ['muted'] : []),
  startFacts: { muted: (state, p) => void maniacMemo(state).muted.push({ value: p.name, step: null }) },
  publicName: (p) => {
    const name = p.def.spec.name;
    return p.team === 'maniac' ? t(`${name.ru} (за себя)`, `${name.en} (dark)`) : t(`${name.ru} (за город)`, `${name.en} (light)`);
  },
});
