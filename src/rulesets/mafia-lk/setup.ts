import { t, type Text } from '../../engine/text.ts';
import type { HostMessage } from '../../engine/timeline.ts';
import { because, opt, type LkContext } from './context.ts';
import { fixedMessage, rolePm } from './messages.ts';
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
  if (scenario.players.length === 0) return; // nothing to rule on: the DSL says so (PLAYERS_MISSING)
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

/** The allies a mafia PM lists: the Don first, then by rank, as in L19-22 and L35-38 (D-19). */
function alliesOf(ctx: LkContext, p: LkPlayer): LkPlayer[] {
  return ctx.state.players.filter((o) => o !== p && (o.role === 'don' || o.role === 'mafia')).sort((a, b) => a.rank - b.rank);
}

/** The subject and role of a PM: the Priestess's subject is «Жрица Любви» and her body «Жрица любви» (L123, L125). */
function pmTitle(p: LkPlayer): { subject: Text; role: Text } {
  if (p.role === 'priestess') return { subject: t('Жрица Любви', 'Priestess of Love'), role: t('Жрица любви', 'Priestess of Love') };
  const spec = lkRole(p.role === 'child' ? 'civilian' : p.role);
  const name = spec?.name ?? t(p.role, p.role);
  return { subject: name, role: name };
}

/**
 * The role PM of one player, as in the rulebook's examples (D-3, D-19, D-54; D.R 18). The Child's
 * PM is the civilian's, word for word (L137-139: only the host knows the real role).
 */
function pmFor(ctx: LkContext, p: LkPlayer, step: string): HostMessage {
  if (p.role === 'don' || p.role === 'mafia') {
    const [ru, en] = rankName(p);
    const allies = alliesOf(ctx, p);
    return rolePm(t(ru, en), t(ru, en), 'inline', ['Ваши союзники:', ...allies.map((a) => `${a.name} – ${rankName(a)[0]}`)], ['Your allies:', ...allies.map((a) => `${a.name} – ${rankName(a)[1]}`)], step);
  }
  const { subject, role } = pmTitle(p);
  if (p.role === 'sheriff') return rolePm(subject, role, 'inline', ['Удачной охоты!'], ['Good hunting!'], step);
  if (p.role === 'maniac') return rolePm(subject, role, 'hostLine', ['Вы играете за город или за себя?'], ['Do you play for the town or for yourself?'], step);
  return rolePm(subject, role, p.role === 'doctor' ? 'inline' : 'hostLine', [], [], step);
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
  const sideId = 'n0.maniac.side'; // apart from the Maniac's own night-0 shot (n0.maniac) under lkNight0Actions
  trace.step({
    id: sideId, phase: 'night', number: 0, actor: mn.name, role: 'maniac', outcome: 'info', affects: [mn.name], changes: [], automatic: !dark,
    summary: dark ? t('Маньяк играет за себя (тёмный)', 'The Maniac plays for himself (dark)') : t('Маньяк играет за город (светлый)', 'The Maniac plays for the town (light)'),
    causes: dark
      ? [because(ctx, null, 'D-37', 'Ответ маньяка: «За себя»', 'The Maniac answers "For myself"', 'lkDarkManiac')]
      : [because(ctx, null, 'D-37', 'Маньяк ответил «За город»', 'The Maniac answered "For the town"'),
        because(ctx, null, 'D-38', 'или не ответил до первого дня — тогда тоже играет за город', 'or gave no answer before day 1, which also means the town')],
  });
  if (dark) (messages[mn.name] ??= []).push(fixedMessage('LK-MANIAC-SIDE', sideId));
}
