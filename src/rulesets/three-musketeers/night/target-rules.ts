import type { Move } from '../../../engine/scenario.ts';
import { t } from '../../../engine/text.ts';
import type { Refusal } from '../roles/role.ts';
import { isInGame, type TmPlayer } from '../state.ts';
import { ABILITIES } from './abilities.ts';
import { frozenCause, type TmCause } from '../context.ts';
import { cause, player } from './run.ts';
import type { Ability, NightRun } from './types.ts';

/** A refusal as checkTargets returns it (a top-level function: a closure made per move cost every move). */
function refuse(refusal: Refusal): { refusal: Refusal } {
  return { refusal };
}

/** A refusal already made, with the cause a refused step cites for it (shared: engine/phrasebook.ts). */
interface SaidRefusal {
  readonly refusal: Refusal;
  readonly why: TmCause;
}

// A move on a player who is out is refused in the same words every night he is still named, made
// once per resolve per target and frozen: a long game names its dead thousands of times.
function notInGame(_: null, name: string): SaidRefusal {
  const text = Object.freeze(
    t(`Ходы принимаются только на живых: «${name}» выбыл (A-63)`, `Moves are taken on the living only: "${name}" is out (A-63)`),
  );
  const refusal: Refusal = Object.freeze({ code: 'TARGET_NOT_IN_GAME', clause: 'A-63', text });
  return Object.freeze({ refusal, why: frozenCause(cause(null, 'A-63', text)) });
}

/**
 * The target rules a move must meet for an ability (A-62, A-63, C-32), then the ability's own
 * (its role file): the targets, or the refusal with its reason. Pure: the caller decides whether a
 * refusal is a diagnostic (a move sent at night, actions.ts) or only a cause (a Father who took a
 * new ability mid-night, roles/father-night.ts). `accepted`: the move already passed A-63 when it was sent (a
 * target who died since is the execution's matter, as for anyone's move).
 */
export function checkTargets(
  run: NightRun,
  p: TmPlayer,
  ability: Ability | null,
  move: Move,
  accepted = false,
): { targets: string[] } | { refusal: Refusal; why?: TmCause } {
  const spec = ability ? ABILITIES[ability] : null;
  const targets = move.targets.length === 0 && move.verb === 'keep' ? [p.name] : move.targets.slice();
  const needed = spec ? spec.targets : 1;
  if (targets.length !== needed) {
    return refuse({
      code: 'TARGET_COUNT',
      clause: 'A-62',
      text: t(
        `${p.name}: нужно целей — ${needed}, указано ${targets.length}`,
        `${p.name}: ${needed} target(s) needed, ${targets.length} given`,
      ),
    });
  }
  for (const name of targets) {
    const target = player(run, name);
    if (!target)
      return refuse({ code: 'TARGET_UNKNOWN', clause: 'A-62', text: t(`Неизвестная цель «${name}»`, `Unknown target "${name}"`) });
    if (spec?.targetsOut || accepted) continue;
    if (!isInGame(target)) return run.ctx.trace.phrases.say(name, notInGame, null);
  }
  if (needed === 2 && targets[0] === targets[1]) {
    return refuse({
      code: 'TARGET_SAME',
      clause: spec?.sameTargetClause ?? 'A-62',
      text: t(`${p.name}: две цели должны быть разными`, `${p.name}: the two targets must differ`),
    });
  }
  const self = targets.includes(p.name);
  const own = self && spec ? (spec.selfRule?.(run, p) ?? null) : null;
  if (own && own !== 'allowed') return refuse(own);
  if (self && spec && own === null && run.opt('selfTarget') === 'forbiddenUnlessStated') {
    return refuse({
      code: 'SELF_TARGET',
      clause: 'A-76',
      option: 'selfTarget',
      text: t(`${p.name} не может ходить на себя (C-32)`, `${p.name} may not target himself (C-32)`),
    });
  }
  const bar = spec?.checkTargets?.(run, p, targets) ?? null;
  return bar ? refuse(bar) : { targets };
}
