import { agree } from '../../../engine/grammar/people.ts';
import { t } from '../../../engine/text.ts';
import { who } from '../context.ts';
import type { TmPlayer } from '../state.ts';
import { ABILITIES } from './abilities.ts';
import { interaction, SHIELD_NAME, SHIELD_PRECEDENCE } from './attack-table.ts';
import { AMULET_ON_FORCED, club, readingIn, trapSprings } from './attack-readings.ts';
import type { RoleId } from '../roles/index.ts';
import { causeFor, extra, isForced, mafLearns } from './attack-kit.ts';
import { explode, explodes } from './bomb.ts';
import { die } from './deaths.ts';
import { stopAt } from './refs.ts';
import { cause, logEvent, player } from './run.ts';
import { deadTarget, type FnResult } from './support.ts';
import { guestSafe, inForce } from './targets.ts';
import type { Strike } from '../roles/role.ts';
import type { Fn, NightAction, NightRun, Placed } from './types.ts';

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

/** A lethal blow that lands: the victim dies, or the bomb goes off. */
export function lethal(
  run: NightRun,
  rec: NightAction,
  fn: Fn,
  victim: TmPlayer,
  kind: 'kill' | 'treville' | 'hit',
  written: string,
  howEn: string,
): void {
  if (explodes(run, rec, fn, victim)) {
    explode(run, rec, fn, victim);
    return;
  }
  const how = causeFor(run, victim, written);
  die(run, victim, kind, t(how, howEn), rec.stepId, rec.actor, fn.ability, mafLearns(victim, how, howEn), null);
  rec.affects.push(victim.name);
}

/** Porthos's trap is set for the attacker: the table rules it, with his own reading where it asks how he sees the victim. */
function sprung(run: NightRun, rec: NightAction, fn: Fn, victim: TmPlayer, prot: Placed & { used: boolean }): FnResult {
  const strike = strikeOf(fn);
  const byStanding = interaction(strike.kind, 'trap').byStanding;
  if (!byStanding || !strike.sees) return trap(run, rec, fn, victim, prot);
  const entry = byStanding[strike.sees(run, rec, victim)];
  const r = readingIn(run, entry);
  if (r.rules === 'spares') return strike.spare!(run, rec, fn, victim);
  if (r.rules === 'trap') return trap(run, rec, fn, victim, prot);
  strike.slay!(run, rec, fn, victim);
  rec.causes.push(cause(prot.step, r.clause, r.reason, run, entry.option));
  return 'performed';
}

/** Porthos's trap catches the attacker: the table says whether it kills or clubs him (A-77, A-78, C-38..C-42). */
function trap(run: NightRun, rec: NightAction, fn: Fn, victim: TmPlayer, prot: Placed & { used: boolean }): FnResult {
  prot.used = true;
  const attacker = rec.player;
  const rule = interaction(strikeOf(fn).kind, 'trap');
  let summary = t(`Ловушка Портоса: ${attacker.name} погибает`, `Porthos's trap: ${attacker.name} dies`);
  if (rule.outcome === 'trapClubs' && rule.club) {
    const mode = run.opt(rule.club.option);
    const clause = rule.clause;
    club(attacker, readingIn(run, rule.club).rules, () => run.nextBlocked.push({ value: attacker.name, step: rec.stepId, clause }));
    summary = t(
      `Ловушка Портоса: ${attacker.name} получает дубинкой по голове (${mode})`,
      `Porthos's trap: ${attacker.name} is clubbed on the head (${mode})`,
    );
  }
  const id = extra(run, rec, 'trap', {
    actor: prot.by,
    role: 'porthos' satisfies RoleId,
    outcome: 'performed',
    summary,
    causes: [
      cause(
        prot.step,
        rule.clause,
        t(
          `${prot.by} ${agree(who(run.ctx, prot.by), 'защищал', 'защищала')} ${who(run.ctx, victim.name).forms.acc} до нападения`,
          `${prot.by} protected ${victim.name} before the attack`,
        ),
        run,
        rule.option,
      ),
      cause(
        rec.stepId,
        rule.clause,
        t(`${attacker.name} нападает на ${who(run.ctx, victim.name).forms.acc}`, `${attacker.name} attacks ${victim.name}`),
      ),
    ],
    changes: [{ target: rec.stepId, kind: 'trapped', ...stopAt(rec, fn, victim.name) }],
    affects: [attacker.name],
  });
  // Seen in this order: he comes at the protectee, then dies in the trap (issue 8.2).
  logEvent(run, {
    kind: 'act',
    actor: rec.actor,
    ability: fn.ability,
    targets: [victim.name],
    killer: fn.killer,
    landed: false,
    via: null,
    stop: rule.stop,
  });
  if (rule.outcome === 'trapKills') {
    die(
      run,
      attacker,
      'trap',
      t(causeFor(run, attacker, 'погиб в ловушке Портоса'), "died in Porthos's trap"),
      id,
      prot.by,
      'protect',
      mafLearns(attacker, 'ловушка Портоса', "Porthos's trap"),
      'trap',
    );
  }
  // The attack cites the protection, not the trap step (which cites the attack): no cycle.
  rec.causes.push(
    cause(
      prot.step,
      rule.clause,
      t(`${victim.name} под защитой Портоса`, `${victim.name} is under Porthos's protection`),
      run,
      'protectionTiming',
    ),
  );
  rec.note = t(`${victim.name} под защитой Портоса: ловушка`, `${victim.name} is under Porthos's protection: the trap`);
  return 'failed';
}

/** The attack rules of a function's ability (attack() is only ever the hook of an attacking ability). */
function strikeOf(fn: Fn): Strike {
  return ABILITIES[fn.ability].attack!;
}

/** The killer, de Tréville or the executioner attacks at the attacker's slot (A-12, A-15, A-67, C-30). */
export function attack(run: NightRun, rec: NightAction, fn: Fn, name: string): FnResult {
  const dead = deadTarget(run, rec, fn, name, true);
  if (dead) return dead;
  const victim = player(run, name)!;
  const strike = strikeOf(fn);
  const forced = isForced(rec, fn);
  const guest = guestSafe(run, fn, name);
  const amu = amuletOn(run, name);
  const amulet = amu && (!forced || readingIn(run, AMULET_ON_FORCED).rules) ? amu : null;
  const prot = protectionOn(run, name);
  if (prot && trapSprings(run, strike.kind, forced, guest !== null || amulet !== null)) return sprung(run, rec, fn, victim, prot);
  const standing = { tavern: guest, amulet, guard: prot };
  const kind = SHIELD_PRECEDENCE.find((k) => standing[k] !== null);
  const shield = kind ? standing[kind] : null;
  if (kind && shield) {
    const rule = interaction(strike.kind, kind);
    const what = SHIELD_NAME[kind];
    rec.causes.push(
      cause(
        shield.step,
        rule.clause,
        t(`${name}: ${what.ru} — рука не поднимается`, `${name}: ${what.en}; the hand does not rise`),
        run,
        rule.option,
      ),
    );
    rec.note = t(`${name} ${agree(who(run.ctx, name), 'защищён', 'защищена')}: ${what.ru}`, `${name} is protected: ${what.en}`);
    rec.changes.push({ target: rec.stepId, kind: 'protected', ...stopAt(rec, fn, name) });
    logEvent(run, {
      kind: 'act',
      actor: rec.actor,
      ability: fn.ability,
      targets: [name],
      killer: fn.killer,
      landed: false,
      via: null,
      stop: rule.stop,
    });
    strike.stopped?.(run, rec, fn, victim);
    return 'failed';
  }
  rec.affects.push(name);
  return strike.land(run, rec, fn, victim);
}
