import type { OptionValues } from '../../../engine/option.ts';
import { optionValue } from '../options.ts';
import type { StartFactUse } from '../start-hook.ts';
import { t } from '../../../engine/text.ts';
import { attack, lethal } from '../night/attack.ts';
import { blockLaterSlots } from '../night/blocks.ts';
import { cause, logEvent } from '../night/run.ts';
import { memoryView } from '../../../engine/role-memory.ts';
import { executionerMemo, executionerMemory, forgetStillOut, stillOutBit, stillUnconscious } from './executioner-memory.ts';
import type { FnResult } from '../night/support.ts';
import type { Fn, NightAction, NightRun } from '../night/types.ts';
import type { TmPlayer } from '../state.ts';
import { carriesBomb } from './traits.ts';
import { defineRole, one, type TmRole } from './role.ts';
import { first, past } from './words.ts';
import { roleAbout } from './role-about.ts';

/** Executioner of Lille: the data the first paint reads (names, case forms, the names of its abilities). */
const executionerAbout = roleAbout({
  id: 'executioner',
  spec: {
    name: t('Палач из Лилля', 'Executioner of Lille'),
    nickname: t('Пукалка', 'Zapper'),
    aliases: ['Палач из Лилля', 'Палача из Лилля', 'Палач', 'Палача', 'Пукалка', 'Executioner'],
    when: 'night',
    targets: 1,
    clauses: ['A-121', 'A-122', 'A-123', 'A-124', 'A-125'],
    ability: t(
      'Бьёт обухом топора: жертва без сознания сутки (не голосует, ' + 'следующей ночью ходит первой). Повторный удар убивает.',
      'Hits with the axe butt: the victim is out for a day (no vote, slot 1 next night). A second hit kills.',
    ),
  },
  forms: {
    g: 'm',
    ru: ['Палач из Лилля', 'Палача из Лилля', 'Палачу из Лилля', 'Палача из Лилля', 'Палачом из Лилля'],
    en: 'the Executioner',
  },
  night: {
    id: 'knockout',
    label: t('удар обухом', 'axe-butt blow'),
  },
});

/** Executioner of Lille: the data above, with its traits, hooks and night action. */
export const executioner: TmRole<'executioner', 'knockout'> = defineRole({
  ...executionerAbout,
  memory: executionerMemory,
  carriedOn: (state, p, bit) => stillOutBit(state, p, bit.hitLastNight),
  nightStart: forgetStillOut,
  wakes: stillUnconscious,
  startFacts: {
    knocked: (_use, p) => void (p.hits = Math.max(p.hits, 1)),
    knockedOut: (use, p) => {
      p.hits = Math.max(p.hits, 1);
      p.knocked = true;
      lastNightHit(use, p, readsLastHit(use.options));
    },
    hitLastNight: (use, p) => lastNightHit(use, p, true),
    blockedWithConstance: blockedWithConstance,
  },
  night: {
    ...executionerAbout.night,
    targets: 1,
    attack: { kind: 'axe', knocksOut: true, land: hit, stopped: stoppedHit },
    harmful: true,
    blocker: false,
    watcher: null,
    clause: 'A-121',
    summary: t('удар обухом', 'axe-butt hit'),
    deed: (g, n) => t(`${past(g, 'ударил', 'ударила')} ${first(n).ru('acc')} обухом топора`, `hit ${first(n).en} with the axe butt`),
    perform: one(attack),
    attempt: (g, target) => t(`${past(g, 'замахнулся', 'замахнулась')} топором на ${target.ru('acc')}`, `swung the axe at ${target.en}`),
    killing: (g, target) =>
      t(`${past(g, 'ударил', 'ударила')} ${target.ru('acc')} обухом топора насмерть`, `struck ${target.en} dead with the axe butt`),
  },
});

/** The executioner's hit: knockout, or death on the second hit (A-121..A-129, C-76..C-80, C-41). */
function hit(run: NightRun, rec: NightAction, fn: Fn, victim: TmPlayer): FnResult {
  const name = victim.name;
  const tonight = run.hitsTonight.get(name) ?? 0;
  const memo = executionerMemo(run.ctx.state);
  if (tonight >= 1 && run.opt('doubleHitSameNightKills') === 'false') {
    rec.causes.push(
      cause(null, 'A-122', t('Не более одного удара за ночь (C-80)', 'At most one hit a night (C-80)'), run, 'doubleHitSameNightKills'),
    );
    logEvent(run, { kind: 'act', actor: rec.actor, ability: fn.ability, targets: [name], killer: false, landed: false, via: null });
    return 'performed';
  }
  let kills = tonight >= 1;
  if (!kills && victim.hits >= 1) {
    const rule = run.opt('secondHitKills');
    kills =
      rule === 'anyLaterHit' ||
      (rule === 'whileUnconscious' && wasOut(run, name)) ||
      (rule === 'consecutiveNights' && memo.lastHit[name] === run.night - 1);
  }
  victim.hits++;
  run.hitsTonight.set(name, tonight + 1);
  memo.lastHit[name] = run.night;
  // Where the next night reads tonight's blow (carry.ts, consecutiveNights above), a start fact remembers it.
  if (readsLastHit(run.ctx.options) && !memo.stillOut.some((m) => m.value === name)) memo.stillOut.push({ value: name, step: rec.stepId });
  if (kills) {
    lethal(run, rec, fn, victim, 'hit', 'повторный удар палача', "the executioner's second hit");
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
  if (carriesBomb(victim.role)) {
    const mode = run.opt('executionerBlockedWithConstance');
    if (mode === 'blockedNoSlotChange') rec.player.clubbed = true;
    else if (mode === 'asKnockedOut') rec.player.knocked = true;
    else if (mode === 'nextNightBlocked') run.nextBlocked.push({ value: rec.actor, step: rec.stepId, clause: 'A-102' });
    rec.causes.push(
      cause(
        null,
        'A-102',
        t(
          `${rec.actor} блокируется вместе с Констанцией, ночь продолжается`,
          `${rec.actor} is blocked together with Constance; the night goes on`,
        ),
        run,
        'executionerBlockedWithConstance',
      ),
    );
  }
  return 'performed';
}

/** Was the player still unconscious when this night began (C-76 whileUnconscious: only under C-79 literal24h)? */
function wasOut(run: NightRun, name: string): boolean {
  return (
    run.opt('knockoutDuration') === 'literal24h' && memoryView(run.ctx.state.memory, executionerMemory).lastHit[name] === run.night - 1
  );
}

/** A blow stopped at a shield is still an attempt (C-105); under C-81 it even counts as a hit. */
function stoppedHit(run: NightRun, _rec: NightAction, _fn: Fn, victim: TmPlayer): void {
  run.stoppedHits.push(victim.name);
  if (run.opt('hitCountsOnlyLanded') === 'false') victim.hits++;
}

/** Does the next night read last night's executioner blow (C-79 literal24h: still out; C-77 consecutiveNights)? */
function readsLastHit(options: OptionValues): boolean {
  return (
    optionValue({ options }, 'knockoutDuration') === 'literal24h' || optionValue({ options }, 'secondHitKills') === 'consecutiveNights'
  );
}

/** Start facts `knockedOut`/`hitLastNight`: last night's blow, where tonight reads it. */
function lastNightHit(use: StartFactUse, p: TmPlayer, readTonight: boolean): void {
  const memo = executionerMemo(use.state);
  memo.lastHit[p.name] = use.lastNight;
  if (readTonight) memo.stillOut.push({ value: p.name, step: null });
}

/** Start fact `blockedWithConstance`: his first hit on Constance last night, read as C-41 reads it at the hit. */
function blockedWithConstance(use: StartFactUse, p: TmPlayer): void {
  const mode = optionValue({ options: use.options }, 'executionerBlockedWithConstance');
  if (mode === 'blockedNoSlotChange') p.clubbed = true;
  else if (mode === 'asKnockedOut') p.knocked = true;
  else if (mode === 'nextNightBlocked') use.memo.blockedNextNight.push({ value: p.name, step: null, clause: 'A-102' });
}
