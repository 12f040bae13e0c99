import { agree } from '../../../engine/grammar/people.ts';
import { memoryOf, memorySlot, memoryView } from '../../../engine/role-memory.ts';
import { t } from '../../../engine/text.ts';
import { who } from '../context.ts';
import { restored } from '../night/deaths.ts';
import { cause, player } from '../night/run.ts';
import type { NightAction, NightRun } from '../night/types.ts';
import type { TmPlayer, TmState } from '../state.ts';
import { defineRole, one, type Refusal, type TmRole } from './role.ts';
import { first, past } from './words.ts';
import { roleAbout } from './role-about.ts';

/** The Abbess's memory: her one prayer, spent when she restored someone (or, under C-90, was blocked). */
export const abbessMemory = memorySlot(
  'abbess',
  () => ({ used: false }),
  (m, put) => put(m.used),
);

function memo(state: TmState): ReturnType<typeof abbessMemory.fresh> {
  return memoryOf(state.memory, abbessMemory);
}

/** The Abbess: the data the first paint reads (names, case forms, the names of its abilities). */
const abbessAbout = roleAbout({
  id: 'abbess',
  spec: {
    name: t('Аббатиса', 'the Abbess'),
    nickname: t('Некромант', 'Necromancer'),
    aliases: ['Аббатиса', 'Аббатисы', 'Аббатису', 'Некромант', 'Abbess'],
    when: 'night',
    targets: 1,
    clauses: ['A-147', 'A-148', 'A-149', 'A-150'],
    ability: t(
      'Раз за игру ночью восстанавливает убитого ночью (мафиози — ещё и ' + 'посаженного мафа), если посажен хоть один маф.',
      'Once per game restores a night-killed player (a mafia Abbess: or a ' + 'jailed maf), if at least one maf has been jailed.',
    ),
  },
  forms: { g: 'f', ru: ['Аббатиса', 'Аббатисы', 'Аббатисе', 'Аббатису', 'Аббатисой'], en: 'the Abbess' },
  night: {
    id: 'restore',
    label: t('молитва (воскрешение)', 'prayer (restoration)'),
  },
});

/** The Abbess: the data above, with its traits, hooks and night action. */
export const abbess: TmRole<'abbess', 'restore'> = defineRole({
  ...abbessAbout,
  memory: abbessMemory,
  carried: (state, bit) => (memoryView(state.memory, abbessMemory).used ? bit.restoreUsed : 0),
  startFacts: { restoreUsed: (use) => void (memo(use.state).used = true) },
  morning: (run) => {
    // C-90: a blocked prayer is spent too under abbessBlockedSpends.
    const blocked = run.queue.some((rec) => rec.player.role === 'abbess' && rec.status === 'blocked');
    if (blocked && run.opt('abbessBlockedSpends') === 'true') memo(run.ctx.state).used = true;
  },
  notInherited: true,
  unmultiplied: true,
  night: {
    ...abbessAbout.night,
    targets: 1,
    attack: null,
    harmful: false,
    blocker: false,
    watcher: null,
    clause: 'A-147',
    summary: t('молитва', 'prayer'),
    deed: (g, n) =>
      t(
        `${past(g, 'вознес', 'вознесла')} молитву и ${past(g, 'вернул', 'вернула')} к жизни ${first(n).ru('acc')}`,
        `prayed and brought ${first(n).en} back to life`,
      ),
    perform: one((run, rec, _fn, name) => performRestore(run, rec, name)),
    targetsOut: true,
    passesTavern: true,
    checkTargets: (run, p, targets) => abbessMayRestore(run, p, targets[0]!),
  },
});

/** Is a maf "jailed in the game" (A-149, C-88)? */
function hasJailedMaf(run: NightRun): boolean {
  if (run.opt('abbessCondition') === 'everJailedMaf') {
    return run.ctx.state.mafJailed || run.ctx.state.players.some((p) => p.jailed && p.team === 'mafia');
  }
  return run.ctx.state.players.some((p) => p.jailed && p.team === 'mafia');
}

/** Why the Abbess may not restore this target tonight (A-147..A-150, C-87..C-89), or null if she may. */
function abbessMayRestore(run: NightRun, abbess: TmPlayer, name: string): Refusal | null {
  const st = run.ctx.state;
  if (memoryView(st.memory, abbessMemory).used)
    return {
      code: 'ABBESS_USED',
      clause: 'A-147',
      text: t('Аббатиса уже использовала молитву (A-147)', 'The Abbess has already used her prayer (A-147)'),
    };
  if (!hasJailedMaf(run))
    return {
      code: 'ABBESS_NO_JAILED_MAF',
      clause: 'A-149',
      text: t('В игре нет посаженного мафа (A-149)', 'No maf has been jailed (A-149)'),
    };
  const target = player(run, name);
  if (!target) return { code: 'TARGET_UNKNOWN', clause: 'A-62', text: t(`Неизвестная цель «${name}»`, `Unknown target "${name}"`) };
  if (target.alive && !target.jailed) {
    if (run.opt('abbessSameNight') === 'true') return null; // may die before her slot (C-89)
    return {
      code: 'ABBESS_TARGET_ALIVE',
      clause: 'A-147',
      text: t(
        `${name} ${agree(who(run.ctx, name), 'жив', 'жива')}: восстановить можно только убитого ночью (A-147)`,
        `${name} is alive: only the night-killed can be restored (A-147)`,
      ),
    };
  }
  return eligible(run, abbess, target)
    ? null
    : {
        code: 'ABBESS_TARGET',
        clause: abbess.team === 'mafia' ? 'A-148' : 'A-147',
        option: 'mafiaAbbessTargets',
        text: t(
          `Аббатиса не может восстановить ${who(run.ctx, name).forms.acc} (A-147, A-148)`,
          `The Abbess may not restore ${name} (A-147, A-148)`,
        ),
      };
}

/** C-87: may this Abbess restore this (dead or jailed) player? */
function eligible(run: NightRun, abbess: TmPlayer, target: TmPlayer): boolean {
  // Leaving the game is either a night death or a jailing, so a dead, not jailed player was killed at night.
  const nightKilled = !target.alive && !target.jailed;
  const jailedMaf = target.jailed && target.team === 'mafia';
  if (abbess.team !== 'mafia') return nightKilled && !target.jailed;
  if (run.opt('mafiaAbbessTargets') === 'literal') return (nightKilled && target.team === 'honest') || jailedMaf;
  return nightKilled || jailedMaf;
}

/** The Abbess's prayer at her slot: restores the target if still eligible. Returns the record status. */
function performRestore(run: NightRun, rec: NightAction, name: string): 'performed' | 'failed' {
  const target = player(run, name);
  const st = run.ctx.state;
  if (!target || (target.alive && !target.jailed) || !eligible(run, rec.player, target)) {
    rec.note = t(`${who(run.ctx, name).forms.acc} нельзя восстановить`, `${name} cannot be restored`);
    rec.causes.push(
      cause(
        null,
        'A-147',
        t('Восстановить можно только убитого ночью (или посаженного мафа)', 'Only the night-killed (or a jailed maf) can be restored'),
        run,
        'abbessSameNight',
      ),
    );
    return 'failed';
  }
  target.alive = true;
  target.jailed = false;
  if (run.opt('restoredStateKept') === 'false') {
    target.hits = 0;
    target.knocked = false;
    target.clubbed = false;
  }
  memo(st).used = true;
  run.restored.push(name);
  rec.affects.push(name);
  rec.causes.push(
    cause(
      null,
      'A-147',
      t(`Аббатиса восстановила ${who(run.ctx, name).forms.acc}`, `The Abbess restored ${name}`),
      run,
      'restoredStateKept',
    ),
  );
  restored(run, name);
  return 'performed';
}
