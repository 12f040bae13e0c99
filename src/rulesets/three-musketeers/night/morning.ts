import { agree } from '../../../engine/grammar/people.ts';
import { t, type Text } from '../../../engine/text.ts';
import type { Death, NightSummary, Report } from '../../../engine/timeline.ts';
import type { TmClauseId } from '../clauses.ts';
import { who } from '../context.ts';
import { rolesWith } from '../roles/index.ts';
import { writesSuicideNote } from '../roles/traits.ts';
import { suicideWords } from './attack-kit.ts';
import { die } from './deaths.ts';
import { morningMessages } from './notify.ts';
import { cause, memoOf, player } from './run.ts';
import type { NightDeath, NightRun } from './types.ts';
import { watchReports } from './watchers.ts';
import { tmNightFacts } from '../night-facts.ts';
import { nightStep } from '../../../engine/step-id.ts';
import { memoryPhaseBegins } from '../../../engine/memory-watch.ts';

/** No one (shared, never written to). */
const NO_NAMES: ReadonlySet<string> = new Set();

/** The clause behind each kind of night death. */
const DEATH_CLAUSE: Readonly<Record<NightDeath['kind'], TmClauseId>> = {
  kill: 'A-12',
  trap: 'A-77',
  bomb: 'A-99',
  hit: 'A-122',
  treville: 'A-157',
  suicide: 'A-159',
};

/** The public morning post: names of the dead, their status, the explosion — nothing else (A-6, A-168, C-106). */
function publicPost(run: NightRun, deaths: readonly Death[]): Text {
  const list = deaths
    .map((d) => `${d.player} (${d.team === 'mafia' ? 'маф' : agree(who(run.ctx, d.player), 'честный', 'честная')})`)
    .join(', ');
  const listEn = deaths.map((d) => `${d.player} (${d.team === 'mafia' ? 'mafia' : 'honest'})`).join(', ');
  // «погиб» / «погибла» for one death, «погибли» for several.
  const died = deaths.length === 1 ? agree(who(run.ctx, deaths[0]!.player), 'погиб', 'погибла') : 'погибли';
  let ru = deaths.length > 0 ? `Этой ночью ${died}: ${list}.` : 'Этой ночью никто не погиб.';
  let en = deaths.length > 0 ? `Died tonight: ${listEn}.` : 'Nobody died tonight.';
  if (run.bomb) {
    ru += ' Взорвалась бомба.';
    en += ' The bomb exploded.';
  }
  if (run.restored.length > 0 && run.opt('publicRestoreNotice') === 'announce') {
    ru += ` Вернулись в игру: ${run.restored.join(', ')}.`;
    en += ` Back in the game: ${run.restored.join(', ')}.`;
  }
  return t(ru, en);
}

/** State that outlives the night: sermon, blocks, and what each role's night leaves (its `morning` hook). */
function carryOver(run: NightRun): void {
  const st = run.ctx.state;
  const memo = memoOf(run.ctx);
  st.previousFinalOrder = [...run.order];
  memo.blockedNextNight = run.nextBlocked.map((b) => ({ ...b }));
  // What each character's night leaves for the day and the next night (the role files' morning hooks).
  for (const role of rolesWith('morning')) role.morning!(run);
}

/**
 * De Tréville's note «…и покончили с собой» (A-158, C.R 11) is how a dead man learns his end (L136
 * «Игрок не узнает о том, как погиб. Кроме … де Тревиля, если он покончил с собой»): it stands only
 * for one whose suicide is his death at dawn. It goes when the bomb cancelled the suicide (C-65), when
 * another hand killed him first, and when the Abbess restored him after an immediate suicide (C-85,
 * C-89): he wakes alive with a living player's messages, as any restored victim does.
 */
function withdrawSuicideNotes(run: NightRun): void {
  const endedBySuicide = (name: string): boolean =>
    player(run, name)?.alive === false && run.deaths.find((d) => d.player === name)?.kind === 'suicide';
  for (let i = run.reports.length - 1; i >= 0; i--) {
    const r = run.reports[i]!;
    if (writesSuicideNote(r.role) && !endedBySuicide(r.recipient)) run.reports.splice(i, 1);
  }
}

/** Who died tonight and is dead at dawn (not restored). */
function stillDead(run: NightRun): Set<string> {
  const out = new Set<string>();
  for (const d of run.deaths) if (player(run, d.player)?.alive === false) out.add(d.player);
  return out;
}

/** The morning after a night: suicides, state, messages, reports, the public post and the summary. */
export function morning(run: NightRun): void {
  const id = nightStep(run.night, 'morning');
  if (!(run.bomb && run.opt('bombCancelsPendingSuicide') === 'true')) {
    for (const s of run.suicides) {
      const p = player(run, s.player);
      const w = suicideWords(run, s.player, s.target);
      if (p) die(run, p, 'suicide', w.cause, s.step, s.player, null, w.learns, 'suicide');
    }
  }
  withdrawSuicideNotes(run);
  carryOver(run);
  // The roles' morning hooks have returned and keep no memory: the rest of the morning is a new phase
  // for the watch, so its settles ask only of memories reached since, not again of all they wrote.
  memoryPhaseBegins(run.ctx.state.memory);
  // (no sets made on a night without deaths or stopped hits, most nights)
  const deadTonight = run.deaths.length > 0 ? stillDead(run) : NO_NAMES;
  const m11 = run.stoppedHits.length > 0 && run.opt('failedHitVictimInformed') === 'true' ? new Set(run.stoppedHits) : NO_NAMES;
  morningMessages(run, deadTonight, m11);
  const deaths: Death[] = [];
  for (const d of run.deaths) {
    const p = player(run, d.player);
    if (!p || p.alive || deaths.some((x) => x.player === d.player)) continue;
    deaths.push({ player: d.player, role: p.role, team: p.team, cause: d.cause, step: d.step });
  }
  const reports: Report[] = watchReports(run); // a fresh list: the role reports follow it
  for (let i = 0; i < run.reports.length; i++) reports.push(run.reports[i]!);
  if (run.opt('mafiaDeathCause') === 'teamLearns') {
    for (const d of run.deaths) {
      const dead = player(run, d.player);
      if (dead?.team !== 'mafia') continue;
      for (const m of run.ctx.state.players) {
        if (m.team === 'mafia' && m.alive && !m.jailed)
          reports.push({
            recipient: m.name,
            role: 'mafia',
            step: d.step,
            lines: [t(`${d.player}: ${d.cause.ru}`, `${d.player}: ${d.cause.en}`)],
          });
      }
    }
  }
  const pub = publicPost(run, deaths);
  run.ctx.trace.enter('morning', run.night);
  run.ctx.trace.step({
    id,
    phase: 'morning',
    number: run.night,
    outcome: 'info',
    summary: pub,
    automatic: true,
    causes: run.deaths.map((d) => cause(d.step, DEATH_CLAUSE[d.kind], t(`${d.player}: ${d.cause.ru}`, `${d.player}: ${d.cause.en}`))),
    changes: [],
    affects: deaths.map((d) => d.player),
  });
  // The roles' own morning steps (the Father's inheritance, A-153).
  for (const role of rolesWith('dawn')) role.dawn!(run);
  for (const rec of run.queue) {
    if (rec.life && rec.player.alive && run.messages.has(rec.actor)) run.ctx.trace.life(rec.id, run.night, rec.actor, 'action.report', id);
  }
  const messages = record(run.messages);
  run.ctx.state.lastNight = {
    night: run.night,
    order: run.order,
    knocked: [...run.knocked],
    knockSteps: record(run.knockSteps),
    restored: [...run.restored],
  };
  run.ctx.trace.nights.push({
    night: run.night,
    order: run.order,
    deaths,
    facts: tmNightFacts({ knocked: run.knocked, restored: run.restored, bomb: run.bomb !== null }),
    messages,
    reports,
    public: pub,
    ...(run.ctx.state.lastEvening
      ? { officialOrder: run.ctx.state.lastEvening.officialOrder, publicOrder: run.ctx.state.lastEvening.publicOrder }
      : {}),
  });
}

/**
 * A map as a record, in its order (Object.fromEntries takes the slow, generic way even for an empty
 * map; forEach makes no [key, value] pair per entry, as for…of does).
 */
function record<V>(map: ReadonlyMap<string, V>): Record<string, V> {
  const out: Record<string, V> = {};
  if (map.size > 0) map.forEach((v, k) => void (out[k] = v));
  return out;
}
