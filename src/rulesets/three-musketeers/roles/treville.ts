import { t, type Text } from '../../../engine/text.ts';
import { agree } from '../../../engine/grammar/people.ts';
import { who } from '../context.ts';
import { isForced, suicideWords } from '../night/attack-kit.ts';
import { attack, lethal } from '../night/attack.ts';
import { explode, protectorsAlive } from '../night/bomb.ts';
import { die } from '../night/deaths.ts';
import { enName, ruName } from '../night/names.ts';
import { cause, logEvent } from '../night/run.ts';
import type { FnResult } from '../night/support.ts';
import type { Standing } from '../night/attack-readings.ts';
import type { Fn, NightAction, NightRun } from '../night/types.ts';
import type { TmPlayer } from '../state.ts';
import { carriesBomb } from './traits.ts';
import { defineRole, one, type TmRole } from './role.ts';
import { first, past, type Named } from './words.ts';
import { roleAbout } from './role-about.ts';

/** Captain de Tréville: the data the first paint reads (names, case forms, the names of its abilities). */
const trevilleAbout = roleAbout({
  id: 'treville',
  spec: {
    name: t('Капитан де Тревиль', 'Captain de Tréville'),
    nickname: t('Самурай', 'Samurai'),
    aliases: [
      'Капитан де Тревиль',
      'Капитана де Тревиля',
      'де Тревиль',
      'де Тревилль',
      'де Тревиля',
      'де Тревилля',
      'Тревиль',
      'Тревилль',
      'Самурай',
      'Treville',
      'de Treville',
      'de Tréville',
    ],
    when: 'night',
    targets: 1,
    clauses: ['A-156', 'A-157', 'A-158', 'A-159', 'A-160'],
    ability: t(
      'Может убить ночью: предатель умирает; если жертва честная — де Тревиль кончает с собой, жертва жива.',
      'May kill at night: a traitor dies; if the victim is honest, de ' + 'Tréville kills himself and the victim lives.',
    ),
  },
  forms: { g: 'm', ru: ['де Тревиль', 'де Тревиля', 'де Тревилю', 'де Тревиля', 'де Тревилем'], en: 'de Tréville' },
  night: {
    id: 'trevilleKill',
    label: t('попытка убийства', 'kill attempt'),
    // A peaceful de Tréville names a target only for Milady (clarification 1, L203-207).
    verbs: { peace: ['peace', 'мир', 'think', 'думать'] },
  },
});

/** Captain de Tréville: the data above, with its traits, hooks and night action. */
export const treville: TmRole<'treville', 'trevilleKill'> = defineRole({
  ...trevilleAbout,
  suicideNote: true,
  night: {
    ...trevilleAbout.night,
    targets: 1,
    attack: { kind: 'sword', land: landSword, sees, spare: trevilleHonest, slay, stopped: swordStopped },
    harmful: true,
    blocker: false,
    watcher: null,
    clause: 'A-156',
    summary: t('казнь де Тревиля', "de Tréville's kill"),
    deed: swordDeed,
    perform: one(attack),
    attempt: (g, target) => swordDeed(g, [target]), // his attempt reads as the deed itself
    killing: (g, target) => t(`${past(g, 'убил', 'убила')} ${target.ru('acc')}`, `killed ${target.en}`),
    peaceVerbs: trevilleAbout.night.verbs.peace,
  },
});

/** De Tréville's view of the victim (C-84): true if he "sees sincere honesty". */
function seesHonest(run: NightRun, treville: TmPlayer, victim: TmPlayer): boolean {
  return run.opt('trevilleStatusRule') === 'absolute' ? victim.team !== 'mafia' : victim.team === treville.team;
}

/** De Tréville reaches an honest victim: the victim lives, he kills himself (A-158, A-159, C-85, C-86). */
function trevilleHonest(run: NightRun, rec: NightAction, fn: Fn, victim: TmPlayer): FnResult {
  logEvent(run, {
    kind: 'act',
    actor: rec.actor,
    ability: fn.ability,
    targets: [victim.name],
    killer: false,
    landed: false,
    via: null,
    stop: 'honest',
  });
  if (carriesBomb(victim.role) && run.opt('bombOnTrevilleAttempt') === 'anyAttempt' && protectorsAlive(run)) {
    explode(run, rec, fn, victim);
    return 'performed';
  }
  if (isForced(rec, fn) && run.opt('forcedTrevilleSuicide') === 'false') {
    rec.causes.push(
      cause(
        null,
        'A-158',
        t('Принужденный исполнитель не кончает с собой (C-86)', 'A forced performer does not kill himself (C-86)'),
        run,
        'forcedTrevilleSuicide',
      ),
    );
    return 'performed';
  }
  run.reports.push({
    recipient: rec.actor,
    role: 'treville',
    step: rec.stepId,
    lines: [
      t(
        `Вы ходили убивать ${ruName(victim, victim.name, 'acc')}, увидели в глазах жертвы искреннюю честность и покончили с собой.`,
        `You went to kill ${enName(victim, victim.name)}, saw sincere honesty in the victim's eyes and killed yourself.`,
      ),
    ],
  });
  rec.causes.push(
    cause(
      null,
      'A-158',
      t(
        `${victim.name} ${agree(who(run.ctx, victim.name), 'честный', 'честная')}: ${rec.actor} кончает с собой`,
        `${victim.name} is honest: ${rec.actor} kills themselves`,
      ),
      run,
      'trevilleSuicideTiming',
    ),
  );
  if (run.opt('trevilleSuicideTiming') === 'immediate') {
    const s = suicideWords(run, rec.actor, victim.name);
    die(run, rec.player, 'suicide', s.cause, rec.stepId, rec.actor, null, s.learns, 'suicide');
  } else run.suicides.push({ player: rec.actor, target: victim.name, step: rec.stepId });
  return 'performed';
}

/** The sword reaches an unshielded target: a traitor dies, an honest victim lives and he kills himself. */
function landSword(run: NightRun, rec: NightAction, fn: Fn, victim: TmPlayer): FnResult {
  if (!seesHonest(run, rec.player, victim)) {
    slay(run, rec, fn, victim);
    rec.causes.push(
      cause(null, 'A-157', t(`${victim.name} — предатель: погибает`, `${victim.name} is a traitor: dies`), run, 'trevilleStatusRule'),
    );
    return 'performed';
  }
  return trevilleHonest(run, rec, fn, victim);
}

/** His sword kills the victim (a traitor; or, under C-39 killsMaf, a traitor guarded by Porthos). */
function slay(run: NightRun, rec: NightAction, fn: Fn, victim: TmPlayer): void {
  lethal(run, rec, fn, victim, 'treville', 'убит де Тревилем', 'killed by de Tréville');
}

/** How he sees the victim (C-84), where the attack table's trap readings ask (C-38, C-39). */
function sees(run: NightRun, rec: NightAction, victim: TmPlayer): Standing {
  return seesHonest(run, rec.player, victim) ? 'honest' : 'traitor';
}

/** Stopped at a shield, his attempt on an honest Constance still sets off the bomb under C-87 anyAttempt. */
function swordStopped(run: NightRun, rec: NightAction, fn: Fn, victim: TmPlayer): void {
  if (
    carriesBomb(victim.role) &&
    seesHonest(run, rec.player, victim) &&
    run.opt('bombOnTrevilleAttempt') === 'anyAttempt' &&
    protectorsAlive(run)
  ) {
    explode(run, rec, fn, victim);
  }
}

/** «ворвался со шпагой в шатер к …»: what a watcher sees of him. */
function swordDeed(g: 'm' | 'f', n: readonly Named[]): Text {
  return t(
    `${past(g, 'ворвался', 'ворвалась')} со шпагой в шатер к ${first(n).ru('dat')}`,
    `broke into ${first(n).en}'s tent with a sword`,
  );
}
