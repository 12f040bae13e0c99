import { t } from '../../engine/text.ts';
import type { HostMessage } from '../../engine/timeline.ts';
import { because, opt, type LkContext } from './context.ts';
import { message, rolePm } from './messages.ts';
import { lkRole } from './roles.ts';
import type { LkPlayer } from './state.ts';

const UNIQUE = ['don', 'sheriff', 'doctor', 'maniac', 'priestess', 'child'] as const;
const CORE = ['don', 'sheriff', 'doctor', 'maniac'] as const;

/**
 * Composition checks (D-5, D-7, D-8, D-A2): duplicated unique roles, missing core roles, and the
 * roles the rulebook adds automatically at 12 and 15 players. No player is invented.
 */
export function checkComposition(ctx: LkContext): void {
  const { scenario, trace } = ctx;
  const span = scenario.players[0]?.span ?? { line: 0, col: 0, offset: 0, length: 0 };
  const count = (role: string) => scenario.players.filter((p) => p.role === role).length;
  for (const r of UNIQUE) {
    const dup = scenario.players.filter((p) => p.role === r)[1];
    if (dup) trace.diagnose('LK-ROLE-DUPLICATE', 'error', t(`Роль «${lkRole(r)?.name.ru}» может быть только у одного игрока`, `Only one player may have the role "${lkRole(r)?.name.en}"`), dup.span);
  }
  for (const r of CORE) {
    if (count(r) === 0) trace.diagnose('LK-CORE-MISSING', 'info', t(`Основная роль «${lkRole(r)?.name.ru}» не объявлена (D-5: используется всегда)`, `Core role "${lkRole(r)?.name.en}" is not declared (D-5: always in play)`), span);
  }
  const n = scenario.players.length;
  if (n >= 12 && count('priestess') === 0) {
    trace.diagnose('LK-PRIESTESS-AUTO', 'warning', t(`Записано ${n} игроков (≥ 12): Жрица любви вводится автоматически (D-7), но её нет в составе`, `${n} players (≥ 12): the Priestess is added automatically (D-7) but is not in the cast`), span);
  }
  if (n >= 15 && count('child') === 0) {
    trace.diagnose('LK-CHILD-AUTO', 'warning', t(`Записано ${n} игроков (≥ 15): Дитя мафии вводится автоматически (D-8), но его нет в составе`, `${n} players (≥ 15): the Child is added automatically (D-8) but is not in the cast`), span);
  }
  const mafia = count('don') + count('mafia');
  if (opt(ctx, 'lkMafiaCount') === 'oneInThreeToFour' && (mafia < Math.floor(n / 4) || mafia > Math.ceil(n / 3))) {
    trace.diagnose('LK-MAFIA-COUNT', 'warning', t(`Мафии ${mafia} на ${n} игроков: не «1 на 3–4»`, `${mafia} mafia for ${n} players: not "1 per 3–4"`), span);
  }
}

function rankName(p: LkPlayer): [string, string] {
  return p.role === 'don' ? ['Дон Мафии', 'Mafia Don'] : [`Мафия (${p.rank})`, `Mafia (${p.rank})`];
}

/** The role PM of one player, as in the rulebook's examples (D-3, D-19, D-54; D.R 18). */
function pmFor(ctx: LkContext, p: LkPlayer, step: string): HostMessage {
  const allies = ctx.state.players.filter((o) => o !== p && (o.role === 'don' || o.role === 'mafia'));
  if (p.role === 'don' || p.role === 'mafia') {
    const [ru, en] = rankName(p);
    return rolePm(ru, en, ['Ваши союзники:', ...allies.map((a) => `${a.name} – ${rankName(a)[0]}`)], ['Your allies:', ...allies.map((a) => `${a.name} – ${rankName(a)[1]}`)], step);
  }
  if (p.role === 'child') return rolePm('Мирный житель', 'Civilian', [], [], step);
  if (p.role === 'sheriff') return rolePm('Шериф', 'Sheriff', ['Удачной охоты!'], ['Good hunting!'], step);
  if (p.role === 'maniac') return rolePm('Маньяк', 'Maniac', ['Вы играете за город или за себя?'], ['Do you play for the town or for yourself?'], step);
  const spec = lkRole(p.role);
  return rolePm(spec?.name.ru ?? p.role, spec?.name.en ?? p.role, [], [], step);
}

/** Night 0 (D-2, D-3, D-37): every player gets his role PM; the Maniac's side is fixed. */
export function sendRoles(ctx: LkContext, messages: Record<string, HostMessage[]>): void {
  const { state, trace } = ctx;
  const id = 'n0.roles';
  trace.step({
    id, phase: 'night', number: 0, outcome: 'info', automatic: true, affects: state.players.map((p) => p.name), changes: [],
    summary: t('Ночь 0: ведущий рассылает роли', 'Night 0: the host sends the roles'),
    causes: [because(ctx, null, 'D-3', 'Роли рассылаются всем, включая мирных', 'Roles go to everyone, civilians included'), because(ctx, null, 'D-2', 'Первая ночь — раздача ролей', 'The first night is role delivery', 'lkNight0Actions')],
  });
  for (const p of state.players) (messages[p.name] ??= []).push(pmFor(ctx, p, id));
  const mn = state.players.find((p) => p.role === 'maniac');
  if (!mn) return;
  const dark = mn.team === 'maniac';
  const sideId = 'n0.maniac';
  trace.step({
    id: sideId, phase: 'night', number: 0, actor: mn.name, role: 'maniac', outcome: 'info', affects: [mn.name], changes: [], automatic: !dark,
    summary: dark ? t('Маньяк играет за себя (тёмный)', 'The Maniac plays for himself (dark)') : t('Маньяк играет за город (светлый)', 'The Maniac plays for the town (light)'),
    causes: [dark ? because(ctx, null, 'D-37', 'Ответ маньяка: «За себя»', 'The Maniac answers «За себя»', 'lkDarkManiac') : because(ctx, null, 'D-38', 'Нет ответа до первого дня — маньяк играет за город', 'No answer before day 1 — the Maniac plays for the town')],
  });
  (messages[mn.name] ??= []).push(message('LK-MANIAC-SIDE', dark ? t('Маньяк: За себя\nВедущий: Принято.', 'Maniac: For myself\nHost: Accepted.') : t('Маньяк: За город\nВедущий: Принято.', 'Maniac: For the town\nHost: Accepted.'), sideId));
}
