import { who, type TmCause } from '../context.ts';
import type { Move, NightInput } from '../../../engine/scenario.ts';
import type { Span } from '../../../engine/span.ts';
import { t, type Text } from '../../../engine/text.ts';
import type { TmPlayer } from '../state.ts';
import { ABILITIES, abilityOfRole } from './abilities.ts';
import { KILLER, MUSKET, type InheritedRole } from '../roles/index.ts';
import type { Refusal } from '../roles/role.ts';
import { isInheritor, notInherited } from '../roles/traits.ts';
import { pickKiller } from './killer.ts';
import { checkTargets } from './target-rules.ts';
import { cause, player } from './run.ts';
import type { Ability, Fn, NightAction, NightRun } from './types.ts';
import { nightSlot, subStep, type StepId } from '../../../engine/step-id.ts';

/** Reports an invalid move as an error diagnostic; the move is refused and the night goes on. */
export function refuseMove(run: NightRun, code: string, ru: string, en: string, move: Move): null {
  return refuseMoveSaid(run, code, t(ru, en), move);
}

/** The same, in words already made (shared ones: engine/phrasebook.ts). */
function refuseMoveSaid(run: NightRun, code: string, text: Text, move: Move): null {
  run.ctx.trace.diagnose(code, 'error', text, move.span);
  return null;
}

// A player who is out is refused every night he is still written in, in the same words: made once
// per resolve (engine/phrasebook.ts), frozen.
const actorOut = (_: null, name: string): Text =>
  Object.freeze(t(`${name} выбыл и не ходит`, `${name} is out of the game and cannot move`));

/** The ability a player holds tonight: his role's, or the Father's inherited one (never the Abbess's, A-150). */
export function abilityOf(run: NightRun, p: TmPlayer): { ability: Ability | null; role: InheritedRole } {
  if (!isInheritor(p)) return { ability: abilityOfRole(p.role), role: p.role };
  const role = run.fatherRole;
  if (role === null || notInherited(role)) return { ability: null, role: p.role };
  return { ability: abilityOfRole(role), role };
}

/** The cause on a refused step: the rule that refused it, with the option when a reading decided it (C-32, C-54, C-81). */
export function refusalCause(run: NightRun, r: Refusal): TmCause {
  return r.option ? cause(null, r.clause, r.text, run, r.option) : cause(null, r.clause, r.text);
}

/**
 * Checks a move's targets (target-rules.ts); returns the valid targets or null. A refusal is a
 * diagnostic, and its reason goes into `why` for the refused step's causes.
 */
export function validTargets(run: NightRun, p: TmPlayer, ability: Ability | null, move: Move, why: TmCause[]): string[] | null {
  const checked = checkTargets(run, p, ability, move);
  if ('targets' in checked) return checked.targets;
  const r = checked.refusal;
  why.push(checked.why ?? refusalCause(run, r));
  return refuseMoveSaid(run, r.code, r.text, move);
}

/** A function record. */
export function fnOf(ability: Ability, role: Fn['role'], targets: readonly string[], owner: string, killer: boolean): Fn {
  return { ability, role, targets, owner, killer, chosen: targets };
}

/** Builds the night's action records from the moves, in the final order, refusing invalid moves. */
export function buildActions(run: NightRun, night: NightInput): void {
  const inOrder = run.slotOf; // the final order's names (no set made per night)
  const roleMoves: (Move | undefined)[] = []; // by slot - 1 (no map of names made per night)
  for (const m of night.moves) {
    const p = player(run, m.actor);
    if (!p) {
      refuseMove(run, 'MOVE_UNKNOWN_ACTOR', `Неизвестный игрок «${m.actor}»`, `Unknown player "${m.actor}"`, m);
      continue;
    }
    if (!inOrder.has(m.actor)) {
      refuseMoveSaid(run, 'MOVE_ACTOR_OUT', run.ctx.trace.phrases.say(m.actor, actorOut, null), m);
      continue;
    }
    if (m.killer) continue;
    const at = inOrder.get(m.actor)! - 1;
    if (roleMoves[at] !== undefined)
      run.ctx.trace.diagnose(
        'MOVE_REPLACED',
        'warning',
        t(`${m.actor}: действителен последний названный ход`, `${m.actor}: the last move named is valid`),
        m.span,
      );
    roleMoves[at] = m;
  }
  const killer = pickKiller(run, night.moves, inOrder, night.span);
  let livingMafs = 0; // counted, not listed
  for (let i = 0; i < run.order.length; i++) if (player(run, run.order[i]!)?.team === 'mafia') livingMafs++;
  const killFirst = run.opt('loneMafSequence') === 'killFirst';
  const silent: string[] = [];
  for (let i = 0; i < run.order.length; i++) {
    const name = run.order[i]!;
    const p = player(run, name)!;
    const slot = i + 1;
    const base = nightSlot(run.night, slot);
    const recs: NightAction[] = [];
    const isKiller = killer?.actor === name;
    const lone = isKiller && livingMafs === 1;
    const move = roleMoves[i] ?? null;
    if (isKiller && move && !lone) {
      run.ctx.trace.diagnose(
        'KILLER_ROLE_MOVE_IGNORED',
        'warning',
        t(
          `${name} — киллер: ${who(run.ctx, name).gender === 'f' ? 'её' : 'его'} ход по роли не работает (A-11)`,
          `${name} is the killer: their role move does not work (A-11)`,
        ),
        move.span,
      );
    }
    // The lone maf also moves by role — when he submitted a role move.
    const roleRec = !isKiller || (lone && move) ? roleRecord(run, p, move, slot, base, `n${run.night}.${name}`) : null;
    if (roleRec && !move && roleRec.hasAbility) silent.push(name);
    const killRec = isKiller
      ? newRecord(
          run,
          p,
          'kill',
          killer.move,
          [killer.target],
          slot,
          roleRec ? subStep(base, 'kill') : base,
          `n${run.night}.${name}${roleRec ? '.kill' : ''}`,
          true,
          false,
          [fnOf(MUSKET.id, KILLER, [killer.target], name, true)],
          null,
        )
      : null;
    if (killRec && roleRec) recs.push(killFirst ? killRec : roleRec, killFirst ? roleRec : killRec);
    else if (killRec) recs.push(killRec);
    else if (roleRec) recs.push(roleRec);
    run.byActor.set(name, recs);
    for (let r = 0; r < recs.length; r++) run.queue.push(recs[r]!);
  }
  if (silent.length > 0) missingMoves(run, silent, night.span);
}

/** L201 «Цели ночного хода обязательно принимаются у всех»: role-holders without a move are flagged once, at the night (issue 8.4). */
function missingMoves(run: NightRun, names: readonly string[], header: Span): void {
  const who = names.join(', ');
  run.ctx.trace.diagnose(
    'MOVE_MISSING',
    'warning',
    t(
      `Нет ночного хода у игроков с ночными способностями: ${who}. Ход сдают все (L201); что им сообщить — опция missingMoveMessage`,
      `No night move from players with night abilities: ${who}. ` +
        'Everyone must send one (L201); what they are told is option missingMoveMessage',
    ),
    header,
  );
}

/** The record of a player's role move (or of his thought target, for players without a night ability). */
function roleRecord(run: NightRun, p: TmPlayer, move: Move | null, slot: number, stepId: StepId, id: string): NightAction {
  const { ability, role } = abilityOf(run, p);
  const peaceful =
    ability !== null &&
    ABILITIES[ability].peaceVerbs !== undefined &&
    move?.verb !== undefined &&
    ABILITIES[ability].peaceVerbs!.includes(move.verb);
  const why: TmCause[] = [];
  const declared = move ? validTargets(run, p, ability, move, why) : null;
  const refused = move !== null && declared === null;
  const own = ability && declared && !peaceful ? [fnOf(ability, role, declared, p.name, false)] : [];
  const latent = peaceful && ability && declared ? fnOf(ability, role, declared, p.name, false) : null;
  const rec = newRecord(run, p, 'role', move, declared ?? [], slot, stepId, id, ability !== null && !peaceful, peaceful, own, latent);
  if (refused) {
    rec.status = 'refused';
    rec.causes.push(...why);
  }
  return rec;
}

/** A record with empty resolution state. */
function newRecord(
  run: NightRun,
  p: TmPlayer,
  kind: 'role' | 'kill',
  move: Move | null,
  declared: readonly string[],
  slot: number,
  stepId: StepId,
  id: string,
  hasAbility: boolean,
  peaceful: boolean,
  own: Fn[],
  latent: Fn | null,
): NightAction {
  return {
    id,
    stepId,
    slot,
    actor: p.name,
    player: p,
    kind,
    move,
    declared,
    hasAbility,
    peaceful,
    latent,
    own,
    fns: own.slice(),
    forced: false,
    charmStep: null,
    blocks: [],
    status: 'pending',
    executed: false,
    note: null,
    causes: [],
    changes: [],
    affects: [],
    performed: null,
    aimed: [],
    done: [],
    outcomes: [],
    life: move !== null,
    terminal: false,
    targetIdle: false,
    deathFailure: false,
    reportCode: null,
  };
}
