import { who } from '../context.ts';
import { nextFloat } from '../../../engine/random.ts';
import type { Move, NightInput } from '../../../engine/scenario.ts';
import type { Span } from '../../../engine/span.ts';
import { t, type Text } from '../../../engine/text.ts';
import { isInGame, type TmPlayer } from '../state.ts';
import { ABILITIES, abilityOfRole, PEACE_VERBS } from './abilities.ts';
import { abbessMayRestore } from './abbess.ts';
import type { TmClauseId } from '../clauses.ts';
import type { TmCause } from '../context.ts';
import { cause, memoOf, player } from './run.ts';
import type { Ability, Fn, NightAction, NightRun } from './types.ts';

/** Reports an invalid move as an error diagnostic; the move is refused and the night goes on. */
function refuseMove(run: NightRun, code: string, ru: string, en: string, move: Move): null {
  run.ctx.trace.diagnose(code, 'error', t(ru, en), move.span);
  return null;
}

/** The ability a player holds tonight: his role's, or the Father's inherited one (never the Abbess's, A-150). */
export function abilityOf(run: NightRun, p: TmPlayer): { ability: Ability | null; role: string } {
  if (p.role !== 'father') return { ability: abilityOfRole(p.role), role: p.role };
  const role = run.fatherRole;
  if (role === null || role === 'abbess') return { ability: null, role: 'father' };
  return { ability: abilityOfRole(role), role };
}

/** The clause behind each refusal of a role move, for the cause on the refused step. */
const REFUSAL_CLAUSE: Readonly<Record<string, TmClauseId>> = {
  TARGET_COUNT: 'A-62', TARGET_UNKNOWN: 'A-62', TARGET_NOT_IN_GAME: 'A-63', TARGET_SAME: 'A-62', SELF_TARGET: 'A-76',
  MILADY_TARGETS: 'A-87', KITTY_SELF_KEEP_USED: 'A-136', KITTY_REPEAT: 'A-137',
  ABBESS_USED: 'A-147', ABBESS_NO_JAILED_MAF: 'A-149', ABBESS_TARGET_ALIVE: 'A-147', ABBESS_TARGET: 'A-148',
};

/** The cause on a refused step: the rule that refused it, with the option when a reading decided it (C-32, C-54, C-81). */
function refusalCause(run: NightRun, code: string, ability: Ability | null, p: TmPlayer, note: Text): TmCause {
  if (code === 'TARGET_SAME') return cause(null, ability === 'pair' ? 'A-141' : ability === 'swapActions' ? 'A-87' : 'A-62', note);
  if (code === 'ABBESS_TARGET') return cause(null, p.team === 'mafia' ? 'A-148' : 'A-147', note, run, 'mafiaAbbessTargets');
  if (code === 'SELF_TARGET' && ability !== 'protect') return cause(null, 'A-76', note, run, 'selfTarget');
  if (code === 'MILADY_TARGETS') return cause(null, 'A-87', note, run, 'miledyTargets');
  if (code === 'KITTY_REPEAT') return cause(null, 'A-137', note, run, 'kittyRepeatRule');
  return cause(null, REFUSAL_CLAUSE[code] ?? 'A-62', note);
}

/**
 * Checks a move's targets (A-63, A-76, A-137, A-149, C-32, C-54); returns the valid targets or null.
 * A refusal is a diagnostic, and its reason goes into `why` for the refused step's causes.
 */
function validTargets(run: NightRun, p: TmPlayer, ability: Ability | null, abilityRole: string, move: Move, why: TmCause[]): string[] | null {
  const refuse = (r: NightRun, code: string, ru: string, en: string, m: Move): null => {
    why.push(refusalCause(r, code, ability, p, t(ru, en)));
    return refuseMove(r, code, ru, en, m);
  };
  const targets = move.targets.length === 0 && move.verb === 'keep' ? [p.name] : [...move.targets];
  const needed = ability ? ABILITIES[ability].targets : 1;
  if (targets.length !== needed) {
    return refuse(run, 'TARGET_COUNT', `${p.name}: нужно целей — ${needed}, указано ${targets.length}`, `${p.name}: ${needed} target(s) needed, ${targets.length} given`, move);
  }
  for (const name of targets) {
    const target = player(run, name);
    if (!target) return refuse(run, 'TARGET_UNKNOWN', `Неизвестная цель «${name}»`, `Unknown target "${name}"`, move);
    if (ability === 'restore') continue;
    if (!isInGame(target)) {
      return refuse(run, 'TARGET_NOT_IN_GAME', `Ходы принимаются только на живых: «${name}» выбыл (A-63)`, `Moves are taken on the living only: "${name}" is out (A-63)`, move);
    }
  }
  if (needed === 2 && targets[0] === targets[1]) {
    return refuse(run, 'TARGET_SAME', `${p.name}: две цели должны быть разными`, `${p.name}: the two targets must differ`, move);
  }
  const self = targets.includes(p.name);
  if (self && ability === 'protect') {
    return refuse(run, 'SELF_TARGET', 'Себя телохранитель защитить не может (A-76)', 'Porthos cannot protect himself (A-76)', move);
  }
  if (self && ability === 'swapActions' && run.opt('miledyTargets') === 'twoDistinctOthers') {
    return refuse(run, 'MILADY_TARGETS', 'Миледи очаровывает двух других персонажей (C-54)', 'Milady charms two other characters (C-54)', move);
  }
  if (self && ability === 'amulet') {
    const fresh = p.role === 'father' && run.opt('fatherOneShotState') === 'fresh';
    const used = fresh ? memoOf(run.ctx).fatherSelfKeepUsed : run.ctx.state.kittySelfKeepUsed;
    if (used) return refuse(run, 'KITTY_SELF_KEEP_USED', 'Оставить амулет себе можно один раз за игру (A-136)', 'Kitty may keep the amulet only once per game (A-136)', move);
  } else if (self && ability !== null && run.opt('selfTarget') === 'forbiddenUnlessStated') {
    return refuse(run, 'SELF_TARGET', `${p.name} не может ходить на себя (C-32)`, `${p.name} may not target himself (C-32)`, move);
  }
  // «Сама два раза подряд» binds whoever gives the amulet as his own function: Kitty, or the Father who took
  // her functions (L128 «берет его функции на себя»; her last-recipient memory follows C-96). Not a forced giver.
  if (ability === 'amulet' && abilityRole === 'kitty' && (p.role === 'kitty' || p.role === 'father') && !self && repeatsKitty(run, p, targets[0]!)) {
    return refuse(run, 'KITTY_REPEAT', `Кэтти сама не дает амулет ${targets[0]} два раза подряд (A-137)`, `Kitty may not herself give the amulet to ${targets[0]} twice in a row (A-137)`, move);
  }
  if (ability === 'restore') {
    const bar = abbessMayRestore(run, p, targets[0]!);
    if (bar) return refuse(run, bar.code, bar.text.ru, bar.text.en, move);
  }
  return targets;
}

/** C-81: is this target barred for this giver tonight? A Father under C-96 fresh counts only his own gifts. */
function repeatsKitty(run: NightRun, giver: TmPlayer, target: string): boolean {
  const rule = run.opt('kittyRepeatRule');
  const memo = memoOf(run.ctx);
  const own = giver.role === 'father' && run.opt('fatherOneShotState') === 'fresh';
  if (rule === 'declaredTargetConsecutiveNights' && !own) return run.ctx.state.kittyLastTarget === target;
  const last = own ? memo.fatherLastGift : memo.kittyLastGift;
  if (!last || last.target !== target) return false;
  return rule === 'consecutiveUses' || last.night === run.night - 1;
}

/** A function record. */
export function fnOf(ability: Ability, role: string, targets: readonly string[], owner: string, killer: boolean): Fn {
  return { ability, role, targets, owner, killer, chosen: targets };
}

/** Picks the night's killer move (A-10, C-4, C-7); may return a host-assigned one. */
function pickKiller(run: NightRun, moves: readonly Move[], inOrder: ReadonlySet<string>, header: Span): { actor: string; target: string; move: Move } | null {
  let found: { actor: string; target: string; move: Move } | null = null;
  for (const m of moves) {
    if (!m.killer) continue;
    if (found) { refuseMove(run, 'KILLER_TWICE', 'Мушкет один: второй выстрел не принят (A-10)', 'One musket: a second kill is refused (A-10)', m); continue; }
    const p = player(run, m.actor);
    if (!p || !inOrder.has(m.actor)) continue;
    if (p.team !== 'mafia') { refuseMove(run, 'KILLER_NOT_MAFIA', `${m.actor} не маф и не может быть киллером (A-10)`, `${m.actor} is not a maf and cannot be the killer (A-10)`, m); continue; }
    const ts = validTargets(run, p, 'kill', 'killer', m, []);
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
    run.ctx.trace.diagnose('KILLER_MISSING', 'warning', t('Мафия не прислала выстрел: убийства нет (C-4)', 'The mafia sent no kill: no kill tonight (C-4)'), header);
    return null;
  }
  const pool = run.order.filter((n) => run.opt('mafiaMayTargetMafia') === 'true' ? true : player(run, n)?.team !== 'mafia');
  let f: number;
  [f, run.ctx.state.rng] = nextFloat(run.ctx.state.rng);
  const actor = mafs[Math.floor(f * mafs.length)]!;
  const targets = pool.filter((n) => n !== actor);
  if (targets.length === 0) return null;
  [f, run.ctx.state.rng] = nextFloat(run.ctx.state.rng);
  const target = targets[Math.floor(f * targets.length)]!;
  run.ctx.trace.diagnose('KILLER_MISSING', 'warning', t(`Мафия не прислала выстрел: ведущий назначил — ${actor} стреляет в ${who(run.ctx, target).forms.acc} (C-4; опция missingMafiaKill = noKill это отключает)`, `The mafia sent no kill: the host assigned ${actor} to shoot ${target} (C-4; option missingMafiaKill = noKill turns this off)`), header);
  // The invented shot points at the night's header line: that is where a `killer` line is missing.
  return { actor, target, move: { actor, killer: true, targets: [target], span: header } };
}

/** Builds the night's action records from the moves, in the final order, refusing invalid moves. */
export function buildActions(run: NightRun, night: NightInput): void {
  const inOrder = new Set(run.order);
  const roleMoves = new Map<string, Move>();
  for (const m of night.moves) {
    const p = player(run, m.actor);
    if (!p) { refuseMove(run, 'MOVE_UNKNOWN_ACTOR', `Неизвестный игрок «${m.actor}»`, `Unknown player "${m.actor}"`, m); continue; }
    if (!inOrder.has(m.actor)) { refuseMove(run, 'MOVE_ACTOR_OUT', `${m.actor} выбыл и не ходит`, `${m.actor} is out of the game and cannot move`, m); continue; }
    if (m.killer) continue;
    if (roleMoves.has(m.actor)) run.ctx.trace.diagnose('MOVE_REPLACED', 'warning', t(`${m.actor}: действителен последний названный ход`, `${m.actor}: the last move named is valid`), m.span);
    roleMoves.set(m.actor, m);
  }
  const killer = pickKiller(run, night.moves, inOrder, night.span);
  const livingMafs = run.order.filter((n) => player(run, n)?.team === 'mafia').length;
  const killFirst = run.opt('loneMafSequence') === 'killFirst';
  const silent: string[] = [];
  for (let i = 0; i < run.order.length; i++) {
    const name = run.order[i]!;
    const p = player(run, name)!;
    const slot = i + 1;
    const base = `n${run.night}.s${slot}`;
    const recs: NightAction[] = [];
    const isKiller = killer?.actor === name;
    const lone = isKiller && livingMafs === 1;
    const move = roleMoves.get(name) ?? null;
    if (isKiller && move && !lone) {
      run.ctx.trace.diagnose('KILLER_ROLE_MOVE_IGNORED', 'warning', t(`${name} — киллер: ${who(run.ctx, name).gender === 'f' ? 'её' : 'его'} ход по роли не работает (A-11)`, `${name} is the killer: their role move does not work (A-11)`), move.span);
    }
    // The lone maf also moves by role — when he submitted a role move.
    const roleRec = !isKiller || (lone && move) ? roleRecord(run, p, move, slot, base, `n${run.night}.${name}`) : null;
    if (roleRec && !move && roleRec.hasAbility) silent.push(name);
    const killRec = isKiller ? newRecord(run, p, 'kill', killer.move, [killer.target], slot, roleRec ? `${base}.kill` : base, `n${run.night}.${name}${roleRec ? '.kill' : ''}`,
      true, false, [fnOf('kill', 'killer', [killer.target], name, true)], null) : null;
    if (killRec && roleRec) recs.push(...(killFirst ? [killRec, roleRec] : [roleRec, killRec]));
    else if (killRec) recs.push(killRec);
    else if (roleRec) recs.push(roleRec);
    run.byActor.set(name, recs);
    run.queue.push(...recs);
  }
  if (silent.length > 0) missingMoves(run, silent, night.span);
}

/** L201 «Цели ночного хода обязательно принимаются у всех»: role-holders without a move are flagged once, at the night (issue 8.4). */
function missingMoves(run: NightRun, names: readonly string[], header: Span): void {
  const who = names.join(', ');
  run.ctx.trace.diagnose('MOVE_MISSING', 'warning', t(`Нет ночного хода у игроков с ночными способностями: ${who}. Ход сдают все (L201); что им сообщить — опция missingMoveMessage`,
    `No night move from players with night abilities: ${who}. Everyone must send one (L201); what they are told is option missingMoveMessage`), header);
}

/** The record of a player's role move (or of his thought target, for players without a night ability). */
function roleRecord(run: NightRun, p: TmPlayer, move: Move | null, slot: number, stepId: string, id: string): NightAction {
  const { ability, role } = abilityOf(run, p);
  const peaceful = ability === 'trevilleKill' && move?.verb !== undefined && PEACE_VERBS.includes(move.verb);
  const why: TmCause[] = [];
  const declared = move ? validTargets(run, p, peaceful ? 'trevilleKill' : ability, role, move, why) : null;
  const refused = move !== null && declared === null;
  const own = ability && declared && !peaceful ? [fnOf(ability, role, declared, p.name, false)] : [];
  const latent = peaceful && declared ? fnOf('trevilleKill', role, declared, p.name, false) : null;
  const rec = newRecord(run, p, 'role', move, declared ?? [], slot, stepId, id, ability !== null && !peaceful, peaceful, own, latent);
  if (refused) {
    rec.status = 'refused';
    rec.causes.push(...why);
  }
  return rec;
}

/** A record with empty resolution state. */
function newRecord(
  run: NightRun, p: TmPlayer, kind: 'role' | 'kill', move: Move | null, declared: readonly string[], slot: number,
  stepId: string, id: string, hasAbility: boolean, peaceful: boolean, own: Fn[], latent: Fn | null,
): NightAction {
  return {
    id, stepId, slot, actor: p.name, player: p, kind, move, declared, hasAbility, peaceful, latent,
    own, fns: own.slice(), forced: false, charmStep: null, blocks: [], status: 'pending', executed: false,
    note: null, causes: [], changes: [], affects: [], performed: null, life: move !== null, terminal: false,
    targetIdle: false, deathFailure: false, reportCode: null,
  };

}
