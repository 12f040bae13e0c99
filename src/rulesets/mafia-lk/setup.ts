import { t } from '../../engine/text.ts';
import type { HostMessage } from '../../engine/timeline.ts';
import { because, opt, type LkContext } from './context.ts';
import { LK_ROLE_MODULES, lkRoleById } from './roles/index.ts';
import { nightStep } from '../../engine/step-id.ts';

/**
 * Composition checks (D-5, D-7, D-8, D-A2): duplicated unique roles, missing core roles, and the
 * roles the rulebook adds automatically at 12 and 15 players. No player is invented.
 */
export function checkComposition(ctx: LkContext): void {
  const { scenario, trace } = ctx;
  if (scenario.players.length === 0) return; // nothing to rule on: the DSL says so (PLAYERS_MISSING)
  const span = scenario.players[0]?.span ?? { line: 0, col: 0, offset: 0, length: 0 };
  const count = (role: string) => scenario.players.filter((p) => p.role === role).length;
  for (const r of LK_ROLE_MODULES.filter((m) => m.unique)) {
    const dup = scenario.players.filter((p) => p.role === r.id)[1];
    if (dup)
      trace.diagnose(
        'LK-ROLE-DUPLICATE',
        'error',
        t(`Роль «${r.spec.name.ru}» может быть только у одного игрока`, `Only one player may have the role "${r.spec.name.en}"`),
        dup.span,
      );
  }
  for (const r of LK_ROLE_MODULES.filter((m) => m.core)) {
    if (count(r.id) === 0)
      trace.diagnose(
        'LK-CORE-MISSING',
        'info',
        t(
          `Основная роль «${r.spec.name.ru}» не объявлена (D-5: используется всегда)`,
          `Core role "${r.spec.name.en}" is not declared (D-5: always in play)`,
        ),
        span,
      );
  }
  const n = scenario.players.length;
  for (const r of LK_ROLE_MODULES) {
    if (r.autoFrom && n >= r.autoFrom.players && count(r.id) === 0) trace.diagnose(r.autoFrom.code, 'warning', r.autoFrom.missing(n), span);
  }
  const mafia = scenario.players.filter((p) => lkRoleById(p.role)?.team === 'mafia').length;
  if (opt(ctx, 'lkMafiaCount') === 'oneInThreeToFour' && (mafia < Math.floor(n / 4) || mafia > Math.ceil(n / 3))) {
    trace.diagnose(
      'LK-MAFIA-COUNT',
      'warning',
      t(`Мафии ${mafia} на ${n} игроков: не «1 на 3–4»`, `${mafia} mafia for ${n} players: not "1 per 3–4"`),
      span,
    );
  }
}

/** Night 0 (D-2, D-3): every player gets his role PM (each role writes its own); then the roles' night-0 steps (the Maniac's side). */
export function sendRoles(ctx: LkContext, messages: Record<string, HostMessage[]>): void {
  const { state, trace } = ctx;
  const id = nightStep(0, 'roles');
  trace.step({
    id,
    phase: 'night',
    number: 0,
    outcome: 'info',
    automatic: true,
    affects: state.players.map((p) => p.name),
    changes: [],
    summary: t('Ночь 0: ведущий рассылает роли', 'Night 0: the host sends the roles'),
    causes: [
      because(ctx, null, 'D-3', 'Роли рассылаются всем, включая мирных', 'Roles go to everyone, civilians included'),
      because(ctx, null, 'D-2', 'Первая ночь — раздача ролей', 'The first night is role delivery', 'lkNight0Actions'),
    ],
  });
  for (const p of state.players) (messages[p.name] ??= []).push(p.def.pm(ctx, p, id));
  for (const r of LK_ROLE_MODULES) r.afterRolesSent?.(ctx, messages);
}
