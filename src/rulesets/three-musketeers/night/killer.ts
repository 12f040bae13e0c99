import { who } from '../context.ts';
import { nextFloat } from '../../../engine/random.ts';
import type { Move } from '../../../engine/scenario.ts';
import type { Span } from '../../../engine/span.ts';
import { t } from '../../../engine/text.ts';
import { MUSKET } from '../roles/index.ts';
import { refuseMove, validTargets } from './actions.ts';
import { player } from './run.ts';
import type { NightRun } from './types.ts';

/** Picks the night's killer move (A-10, C-4, C-7); may return a host-assigned one. */
export function pickKiller(
  run: NightRun,
  moves: readonly Move[],
  inOrder: { has(name: string): boolean },
  header: Span,
): { actor: string; target: string; move: Move } | null {
  let found: { actor: string; target: string; move: Move } | null = null;
  for (const m of moves) {
    if (!m.killer) continue;
    if (found) {
      refuseMove(run, 'KILLER_TWICE', 'Мушкет один: второй выстрел не принят (A-10)', 'One musket: a second kill is refused (A-10)', m);
      continue;
    }
    const p = player(run, m.actor);
    if (!p || !inOrder.has(m.actor)) continue;
    if (p.team !== 'mafia') {
      refuseMove(
        run,
        'KILLER_NOT_MAFIA',
        `${m.actor} не маф и не может быть киллером (A-10)`,
        `${m.actor} is not a maf and cannot be the killer (A-10)`,
        m,
      );
      continue;
    }
    const ts = validTargets(run, p, MUSKET.id, m, []);
    if (!ts) continue;
    const target = player(run, ts[0]!);
    if (target?.team === 'mafia' && run.opt('mafiaMayTargetMafia') === 'false') {
      refuseMove(run, 'KILLER_TARGETS_MAFIA', 'Киллер не стреляет в мафа (C-7)', 'The killer may not shoot a maf (C-7)', m);
      continue;
    }
    found = { actor: m.actor, target: ts[0]!, move: m };
  }
  if (found || moves.some((m) => m.killer)) return found;
  const mafs = run.order.filter((n) => player(run, n)?.team === 'mafia');
  if (mafs.length < 2) return null; // a lone maf may decline
  if (run.opt('missingMafiaKill') === 'noKill') {
    run.ctx.trace.diagnose(
      'KILLER_MISSING',
      'warning',
      t('Мафия не прислала выстрел: убийства нет (C-4)', 'The mafia sent no kill: no kill tonight (C-4)'),
      header,
    );
    return null;
  }
  const pool = run.order.filter((n) => (run.opt('mafiaMayTargetMafia') === 'true' ? true : player(run, n)?.team !== 'mafia'));
  let f: number;
  [f, run.ctx.state.rng] = nextFloat(run.ctx.state.rng);
  const actor = mafs[Math.floor(f * mafs.length)]!;
  const targets = pool.filter((n) => n !== actor);
  if (targets.length === 0) return null;
  [f, run.ctx.state.rng] = nextFloat(run.ctx.state.rng);
  const target = targets[Math.floor(f * targets.length)]!;
  run.ctx.trace.diagnose(
    'KILLER_MISSING',
    'warning',
    t(
      `Мафия не прислала выстрел: ведущий назначил — ${actor} стреляет в ${who(run.ctx, target).forms.acc} ` +
        '(C-4; опция missingMafiaKill = noKill это отключает)',
      `The mafia sent no kill: the host assigned ${actor} to shoot ${target} (C-4; option missingMafiaKill = noKill turns this off)`,
    ),
    header,
  );
  // The invented shot points at the night's header line: that is where a `killer` line is missing.
  return { actor, target, move: { actor, killer: true, targets: [target], span: header } };
}
