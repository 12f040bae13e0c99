import { who } from '../context.ts';
import { agree } from '../../../engine/grammar/people.ts';
import { t, type Text } from '../../../engine/text.ts';
import type { TmClauseId } from '../clauses.ts';
import type { TmStep } from '../context.ts';
import type { TmPlayer } from '../state.ts';
import { MUSKETEERS } from './abilities.ts';
import { enName, ruName } from './names.ts';
import { blockLaterSlots } from './blocks.ts';
import { die, heldMusket } from './deaths.ts';
import { fnRef, recRef } from './refs.ts';
import { cause, logEvent, memoOf, player } from './run.ts';
import { deadTarget, type FnResult } from './support.ts';
import { guestSafe, inForce } from './targets.ts';
import type { Fn, NightAction, NightRun, Placed } from './types.ts';

/** What a maf learns of his own death (A-20, C-8). */
function mafLearns(p: TmPlayer, how: string, howEn: string): ReturnType<typeof t> | null {
  return p.team === 'mafia' ? t(`Причина смерти: ${how}.`, `Cause of death: ${howEn}.`) : null;
}

/** A performer acting on another's function is "forced" (Milady); the genuine holder or the mafia killer is not. */
function isForced(rec: NightAction, fn: Fn): boolean {
  return fn.owner !== rec.actor;
}

/** The first amulet in force on a player (C-82 timing via early registration). */
function amuletOn(run: NightRun, name: string): Placed | null {
  for (const a of run.amulets.get(name) ?? []) if (inForce(run, a)) return a;
  return null;
}

/** The Porthos protection in force on a player whose trap is still armed (C-30, C-42 trapMultiUse). */
function protectionOn(run: NightRun, name: string): (Placed & { used: boolean }) | null {
  const multi = run.opt('trapMultiUse') === 'true';
  // A guard set before Porthos was killed stands by default (L81 «хотя их действия могут быть совершены»).
  const endsWithDeath = run.opt('porthosDeathEndsGuard') === 'true';
  for (const p of run.protections.get(name) ?? []) {
    if (endsWithDeath && player(run, p.by)?.alive === false) continue;
    if (inForce(run, p) && (multi || !p.used)) return p;
  }
  return null;
}

/** Is at least one of "the four" alive (A-98, C-63)? */
export function protectorsAlive(run: NightRun): boolean {
  const mode = run.opt('constanceProtectors');
  for (const p of run.ctx.state.players) {
    if (!p.alive || p.jailed) continue;
    if (MUSKETEERS.includes(p.role) && (mode !== 'honestOnly' || p.team === 'honest')) return true;
    if (mode === 'includeFatherInheritor' && p.role === 'father' && MUSKETEERS.includes(run.ctx.state.fatherRole ?? '')) return true;
  }
  return false;
}

/** Does killing this victim with this function set off Constance's bomb (A-99, C-5, C-48, C-97)? */
function explodes(run: NightRun, rec: NightAction, fn: Fn, victim: TmPlayer): boolean {
  const bomb = victim.role === 'constance' || (victim.role === 'father' && run.fatherRole === 'constance' && run.opt('fatherInheritsBomb') === 'true');
  if (!bomb) return false;
  if (heldMusket(run, victim.name) && run.opt('killerSuppresses') !== 'nightActionOnly') return false;
  if (fn.ability === 'kill' && isForced(rec, fn) && run.opt('forcedKillerIsKiller') === 'false') return false;
  return protectorsAlive(run);
}

/** Appends an automatic step right after the record's own step. */
function extra(run: NightRun, rec: NightAction, suffix: string, s: Omit<TmStep, 'id' | 'phase' | 'number' | 'slot'>): string {
  let id = `${rec.stepId}.${suffix}`;
  for (let i = 2; run.extra.some((e) => e.id === id); i++) id = `${rec.stepId}.${suffix}${i}`;
  run.extra.push({ id, phase: 'night', number: run.night, slot: rec.slot, automatic: true, ...s });
  return id;
}

/** The bomb: the musketeers kill the attacker and the night ends (A-99..A-101, C-62, C-93). */
function explode(run: NightRun, rec: NightAction, fn: Fn, victim: TmPlayer): void {
  const attacker = rec.player;
  const later = run.queue.filter((r) => !r.executed && r !== rec);
  const id = extra(run, rec, 'bomb', {
    actor: victim.name, role: victim.role, outcome: 'performed',
    summary: t(`Констанция кричит: мушкетеры убивают ${who(run.ctx, attacker.name).forms.acc}, ночь заканчивается`, `Constance screams: the musketeers kill ${attacker.name}; the night ends`),
    causes: [cause(rec.stepId, 'A-99', t(`${attacker.name} убил Констанцию, пока жив кто-то из четверки`, `${attacker.name} killed Constance while one of the four lives`)),
      cause(rec.stepId, 'A-100', t('Ночь заканчивается: больше никто не ходит', 'The night ends: nobody else moves')),
      cause(rec.stepId, 'A-101', run.opt('constanceDiesOnExplosion') === 'true'
        ? t('Констанция гибнет при взрыве', 'Constance dies in the explosion') : t('Констанция переживает взрыв', 'Constance survives the explosion'), run, 'constanceDiesOnExplosion')],
    changes: later.flatMap((r) => { const before = recRef(r); return before ? [{ target: r.stepId, kind: 'cancelled' as const, before, after: null }] : []; }),
    affects: [victim.name, attacker.name],
  });
  run.bomb = { slot: rec.slot, step: id };
  const killVictim = (): void => {
    if (run.opt('constanceDiesOnExplosion') === 'true') {
      die(run, victim, 'bomb', t('взорвалась (бомба)', 'exploded (the bomb)'), rec.stepId, rec.actor, fn.ability,
        t('Вы «взорвались»: на Ваш крик прибежали мушкетеры.', 'You "exploded": the musketeers came running at your scream.'), null);
    }
  };
  const killAttacker = (): void => {
    die(run, attacker, 'bomb', t(causeFor(run, attacker, 'убит мушкетерами (взрыв бомбы)'), 'killed by the musketeers (the bomb)'), id, '', null,
      mafLearns(attacker, 'Вас убили мушкетеры, прибежавшие на крик Констанции', 'the musketeers who came to Constance\'s scream killed you'), 'bomb');
  };
  if (run.opt('fatherBombOrder') === 'attackerLast') { killVictim(); killAttacker(); } else { killAttacker(); killVictim(); }
  // The shot does not cite its consequence (the bomb step cites the shot): only its summary says so.
  rec.note ??= t('Констанция взорвалась: мушкетеры убивают нападавшего', 'Constance exploded: the musketeers kill the attacker');
}

/** De Tréville's suicide: the cause agrees with him, the PM with the honest one he went to kill. */
export function suicideWords(run: NightRun, actor: string, target: string): { cause: Text; learns: Text } {
  const a = who(run.ctx, actor);
  const v = who(run.ctx, target);
  return {
    cause: t(agree(a, 'покончил с собой', 'покончила с собой'), 'killed themselves'),
    learns: t(`Вы покончили с собой: ${target} ${agree(v, 'оказался честным', 'оказалась честной')}.`, `You killed yourself: ${target} was honest.`),
  };
}

/** A lethal blow that lands: the victim dies, or the bomb goes off. */
/** A cause of death agreeing with the victim: «застрелена из мушкета», «погибла в ловушке». */
function causeFor(run: NightRun, victim: TmPlayer, how: string): string {
  if (who(run.ctx, victim.name).gender !== 'f') return how;
  return how.replace(/^(застрелен|убит)(?=\s)/, '$1а').replace(/^погиб(?=\s)/, 'погибла');
}

function lethal(run: NightRun, rec: NightAction, fn: Fn, victim: TmPlayer, kind: 'kill' | 'treville' | 'hit', written: string, howEn: string): void {
  if (explodes(run, rec, fn, victim)) { explode(run, rec, fn, victim); return; }
  const how = causeFor(run, victim, written);
  die(run, victim, kind, t(how, howEn), rec.stepId, rec.actor, fn.ability, mafLearns(victim, how, howEn), null);
  rec.affects.push(victim.name);
}

/** Porthos's trap catches the attacker (A-77, A-78, C-38..C-42). */
function trap(run: NightRun, rec: NightAction, fn: Fn, victim: TmPlayer, prot: Placed & { used: boolean }): FnResult {
  prot.used = true;
  const attacker = rec.player;
  let summary = t(`Ловушка Портоса: ${attacker.name} погибает`, `Porthos's trap: ${attacker.name} dies`);
  let clause: TmClauseId = fn.ability === 'trevilleKill' ? 'A-161' : 'A-77';
  let key: 'trevilleVsPorthosHonest' | 'trevilleTrapOnMafProtectee' | 'executionerBlocked' | 'trapCatchesForced' = 'trapCatchesForced';
  if (fn.ability === 'knockout') {
    clause = 'A-78';
    key = 'executionerBlocked';
    const mode = run.opt('executionerBlocked');
    if (mode === 'blockedNoSlotChange') attacker.clubbed = true;
    else if (mode === 'asKnockedOut') attacker.knocked = true;
    else if (mode === 'nextNightBlocked') run.nextBlocked.push({ value: attacker.name, step: rec.stepId, clause: 'A-78' });
    summary = t(`Ловушка Портоса: ${attacker.name} получает дубинкой по голове (${mode})`, `Porthos's trap: ${attacker.name} is clubbed on the head (${mode})`);
  }
  const id = extra(run, rec, 'trap', {
    actor: prot.by, role: 'porthos', outcome: 'performed', summary,
    causes: [cause(prot.step, clause, t(`${prot.by} ${agree(who(run.ctx, prot.by), 'защищал', 'защищала')} ${who(run.ctx, victim.name).forms.acc} до нападения`, `${prot.by} protected ${victim.name} before the attack`), run, key),
      cause(rec.stepId, clause, t(`${attacker.name} нападает на ${who(run.ctx, victim.name).forms.acc}`, `${attacker.name} attacks ${victim.name}`))],
    changes: [{ target: rec.stepId, kind: 'trapped', before: fnRef(rec.actor, fn, [victim.name]), after: null }],
    affects: [attacker.name],
  });
  // Seen in this order: he comes at the protectee, then dies in the trap (issue 8.2).
  logEvent(run, { kind: 'act', actor: rec.actor, ability: fn.ability, targets: [victim.name], killer: fn.killer, landed: false, via: null, stop: fn.ability === 'knockout' ? 'club' : 'trap' });
  if (fn.ability !== 'knockout') {
    die(run, attacker, 'trap', t(causeFor(run, attacker, 'погиб в ловушке Портоса'), 'died in Porthos\'s trap'), id, prot.by, 'protect',
      mafLearns(attacker, 'ловушка Портоса', 'Porthos\'s trap'), 'trap');
  }
  // The attack cites the protection, not the trap step (which cites the attack): no cycle.
  rec.causes.push(cause(prot.step, clause, t(`${victim.name} под защитой Портоса`, `${victim.name} is under Porthos's protection`), run, 'protectionTiming'));
  rec.note = t(`${victim.name} под защитой Портоса: ловушка`, `${victim.name} is under Porthos's protection: the trap`);
  return 'failed';
}

/** The rule that stops this attack on a shielded target: the attacker's own rule where it names the shields. */
function shieldClause(fn: Fn, shieldRule: TmClauseId, amulet: boolean): TmClauseId {
  if (fn.ability === 'kill') return 'A-15';
  if (fn.ability === 'knockout') return 'A-127';
  return amulet ? 'A-160' : shieldRule;
}

/** The killer, de Tréville or the executioner attacks at the attacker's slot (A-12, A-15, A-67, C-30). */
export function attack(run: NightRun, rec: NightAction, fn: Fn, name: string): FnResult {
  const dead = deadTarget(run, rec, fn, name, true);
  if (dead) return dead;
  const victim = player(run, name)!;
  const forced = isForced(rec, fn);
  const guest = guestSafe(run, fn, name);
  const amu = amuletOn(run, name);
  const amulet = amu && (!forced || run.opt('amuletCoversForcedAttackers') === 'true') ? amu : null;
  const prot = protectionOn(run, name);
  const notKiller = fn.ability === 'kill' && forced && run.opt('forcedKillerIsKiller') === 'false'; // C-48 (1)
  const catches = prot !== null && (!forced || run.opt('trapCatchesForced') === 'true') && !notKiller
    && !((guest || amulet) && run.opt('porthosTrapWithOtherProtection') === 'noTrigger');
  if (prot && catches) {
    const honest = seesHonest(run, rec.player, victim);
    if (fn.ability === 'trevilleKill' && honest && run.opt('trevilleVsPorthosHonest') === 'suicide') return trevilleHonest(run, rec, fn, victim);
    if (fn.ability === 'trevilleKill' && !honest && run.opt('trevilleTrapOnMafProtectee') === 'killsMaf') {
      lethal(run, rec, fn, victim, 'treville', 'убит де Тревилем', 'killed by de Tréville');
      rec.causes.push(cause(prot.step, 'A-161', t('Ловушка не останавливает казнь предателя (C-39)', 'The trap does not stop a traitor\'s execution (C-39)'), run, 'trevilleTrapOnMafProtectee'));
      return 'performed';
    }
    return trap(run, rec, fn, victim, prot);
  }
  const shield = guest ?? amulet ?? prot;
  if (shield) {
    const [clause, what, whatEn, key] = guest ? ['A-73', 'гость Атоса', 'Athos\'s guest', 'athosProtection'] as const
      : amulet ? ['A-135', 'амулет Кэтти', 'Kitty\'s amulet', 'amuletTiming'] as const
      : ['A-79', 'защита Портоса', 'Porthos\'s protection', 'trapCatchesForced'] as const;
    rec.causes.push(cause(shield.step, shieldClause(fn, clause, amulet !== null), t(`${name}: ${what} — рука не поднимается`, `${name}: ${whatEn}; the hand does not rise`), run, key));
    rec.note = t(`${name} ${agree(who(run.ctx, name), 'защищён', 'защищена')}: ${what}`, `${name} is protected: ${whatEn}`);
    rec.changes.push({ target: rec.stepId, kind: 'protected', before: fnRef(rec.actor, fn, [name]), after: null });
    logEvent(run, { kind: 'act', actor: rec.actor, ability: fn.ability, targets: [name], killer: fn.killer, landed: false, via: null, stop: guest ? 'tavern' : amulet ? 'amulet' : 'protection' });
    if (fn.ability === 'knockout') {
      run.stoppedHits.push(name);
      if (run.opt('hitCountsOnlyLanded') === 'false') victim.hits++;
    }
    if (fn.ability === 'trevilleKill' && victim.role === 'constance' && seesHonest(run, rec.player, victim) && run.opt('bombOnTrevilleAttempt') === 'anyAttempt' && protectorsAlive(run)) {
      explode(run, rec, fn, victim);
    }
    return 'failed';
  }
  rec.affects.push(name);
  if (fn.ability === 'kill') {
    lethal(run, rec, fn, victim, 'kill', 'застрелен из мушкета', 'shot with the musket');
    rec.causes.push(cause(null, 'A-12', t(`${rec.actor} стреляет в ${who(run.ctx, name).forms.acc} на своем ходу`, `${rec.actor} shoots ${name} at his slot`), run, 'protectionTiming'));
    return 'performed';
  }
  if (fn.ability === 'trevilleKill') {
    if (!seesHonest(run, rec.player, victim)) {
      lethal(run, rec, fn, victim, 'treville', 'убит де Тревилем', 'killed by de Tréville');
      rec.causes.push(cause(null, 'A-157', t(`${name} — предатель: погибает`, `${name} is a traitor: dies`), run, 'trevilleStatusRule'));
      return 'performed';
    }
    return trevilleHonest(run, rec, fn, victim);
  }
  return hit(run, rec, fn, victim);
}

/** De Tréville's view of the victim (C-84): true if he "sees sincere honesty". */
function seesHonest(run: NightRun, treville: TmPlayer, victim: TmPlayer): boolean {
  return run.opt('trevilleStatusRule') === 'absolute' ? victim.team !== 'mafia' : victim.team === treville.team;
}

/** De Tréville reaches an honest victim: the victim lives, he kills himself (A-158, A-159, C-85, C-86). */
function trevilleHonest(run: NightRun, rec: NightAction, fn: Fn, victim: TmPlayer): FnResult {
  logEvent(run, { kind: 'act', actor: rec.actor, ability: fn.ability, targets: [victim.name], killer: false, landed: false, via: null, stop: 'honest' });
  if (victim.role === 'constance' && run.opt('bombOnTrevilleAttempt') === 'anyAttempt' && protectorsAlive(run)) {
    explode(run, rec, fn, victim);
    return 'performed';
  }
  if (isForced(rec, fn) && run.opt('forcedTrevilleSuicide') === 'false') {
    rec.causes.push(cause(null, 'A-158', t('Принужденный исполнитель не кончает с собой (C-86)', 'A forced performer does not kill himself (C-86)'), run, 'forcedTrevilleSuicide'));
    return 'performed';
  }
  run.reports.push({
    recipient: rec.actor, role: 'treville', step: rec.stepId,
    lines: [t(`Вы ходили убивать ${ruName(victim, victim.name, 'acc')}, увидели в глазах жертвы искреннюю честность и покончили с собой.`,
      `You went to kill ${enName(victim, victim.name)}, saw sincere honesty in the victim's eyes and killed yourself.`)],
  });
  rec.causes.push(cause(null, 'A-158', t(`${victim.name} ${agree(who(run.ctx, victim.name), 'честный', 'честная')}: ${rec.actor} кончает с собой`, `${victim.name} is honest: ${rec.actor} kills themselves`), run, 'trevilleSuicideTiming'));
  if (run.opt('trevilleSuicideTiming') === 'immediate') {
    const s = suicideWords(run, rec.actor, victim.name);
    die(run, rec.player, 'suicide', s.cause, rec.stepId, rec.actor, null, s.learns, 'suicide');
  } else run.suicides.push({ player: rec.actor, target: victim.name, step: rec.stepId });
  return 'performed';
}

/** The executioner's hit: knockout, or death on the second hit (A-121..A-129, C-76..C-80, C-41). */
function hit(run: NightRun, rec: NightAction, fn: Fn, victim: TmPlayer): FnResult {
  const name = victim.name;
  const tonight = run.hitsTonight.get(name) ?? 0;
  const memo = memoOf(run.ctx);
  if (tonight >= 1 && run.opt('doubleHitSameNightKills') === 'false') {
    rec.causes.push(cause(null, 'A-122', t('Не более одного удара за ночь (C-80)', 'At most one hit a night (C-80)'), run, 'doubleHitSameNightKills'));
    logEvent(run, { kind: 'act', actor: rec.actor, ability: fn.ability, targets: [name], killer: false, landed: false, via: null });
    return 'performed';
  }
  let kills = tonight >= 1;
  if (!kills && victim.hits >= 1) {
    const rule = run.opt('secondHitKills');
    kills = rule === 'anyLaterHit' || (rule === 'whileUnconscious' && wasOut(run, name))
      || (rule === 'consecutiveNights' && memo.lastHitNight[name] === run.night - 1);
  }
  victim.hits++;
  run.hitsTonight.set(name, tonight + 1);
  memo.lastHitNight[name] = run.night;
  if (kills) {
    lethal(run, rec, fn, victim, 'hit', 'повторный удар палача', 'the executioner\'s second hit');
    rec.causes.push(cause(null, 'A-122', t('Повторный удар убивает', 'A second hit kills'), run, 'secondHitKills'));
    return 'performed';
  }
  logEvent(run, { kind: 'act', actor: rec.actor, ability: fn.ability, targets: [name], killer: false, landed: true, via: null });
  victim.knocked = true;
  if (!run.knocked.includes(name)) run.knocked.push(name);
  run.knockSteps.set(name, rec.stepId);
  // The victim's move is changed only if it is still to come and the knockout takes it (A-129, C-78):
  // a move already made stands, and the step says nothing about it (issue 8.5).
  rec.causes.push(cause(null, 'A-121', t(`${name} без сознания на сутки`, `${name} is unconscious for a day`)));
  if (run.opt('knockoutBlocksSameNight') === 'true') {
    blockLaterSlots(run, rec, name, 'A-129', t(`${name} без сознания`, `${name} is unconscious`), 'knockoutBlocksSameNight');
  }
  if (victim.role === 'constance') {
    const mode = run.opt('executionerBlockedWithConstance');
    if (mode === 'blockedNoSlotChange') rec.player.clubbed = true;
    else if (mode === 'asKnockedOut') rec.player.knocked = true;
    else if (mode === 'nextNightBlocked') run.nextBlocked.push({ value: rec.actor, step: rec.stepId, clause: 'A-102' });
    rec.causes.push(cause(null, 'A-102', t(`${rec.actor} блокируется вместе с Констанцией, ночь продолжается`, `${rec.actor} is blocked together with Constance; the night goes on`), run, 'executionerBlockedWithConstance'));
  }
  return 'performed';
}

/** Was the player still unconscious when this night began (C-76 whileUnconscious: only under C-79 literal24h)? */
function wasOut(run: NightRun, name: string): boolean {
  return run.opt('knockoutDuration') === 'literal24h' && memoOf(run.ctx).lastHitNight[name] === run.night - 1;
}
