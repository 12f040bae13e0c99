import { agree } from '../../../engine/grammar/people.ts';
import { t } from '../../../engine/text.ts';
import { who } from '../context.ts';
import { blockPending, idle } from '../night/blocks.ts';
import { cause, logEvent, recordsOf } from '../night/run.ts';
import { deadTarget, shielded, type FnResult } from '../night/support.ts';
import type { Fn, NightAction, NightRun } from '../night/types.ts';
import { memoryOf, memorySlot, memoryView } from '../../../engine/role-memory.ts';
import { carryBlock } from '../night/carry.ts';
import type { Marked, TmState } from '../state.ts';
import { defineRole, one, type TmRole } from './role.ts';
import { first, past } from './words.ts';
import { roleAbout } from './role-about.ts';

/** Aramis: the data the first paint reads (names, case forms, the names of its abilities). */
const aramisAbout = roleAbout({
  id: 'aramis',
  spec: {
    name: t('Арамис', 'Aramis'),
    aliases: ['Арамис', 'Арамиса', 'Арамису', 'Aramis'],
    when: 'night',
    targets: 1,
    clauses: ['A-80', 'A-81', 'A-82'],
    ability: t(
      'Проповедь: цель, ещё не сделавшая ход, ничего не делает этой ночью; ' + 'уже походившая — ничего не делает следующей ночью.',
      'Sermon: a target that has not yet moved does nothing tonight; ' + 'one that already moved does nothing next night.',
    ),
  },
  forms: { g: 'm', ru: ['Арамис', 'Арамиса', 'Арамису', 'Арамиса', 'Арамисом'], en: 'Aramis' },
  night: {
    id: 'sermon',
    label: t('проповедь', 'sermon'),
  },
});

/** Aramis's memory: the players whose next night his sermon cancels (M13, A-82), with the sermon step. */
export const aramisMemory = memorySlot(
  'aramis',
  () => ({ preached: [] as Marked<string>[] }),
  (m, put) => {
    for (const s of m.preached) put(s.value);
  },
);

function memo(state: TmState): ReturnType<typeof aramisMemory.fresh> {
  return memoryOf(state.memory, aramisMemory);
}

/** The start of a night: last night's sermon blocks its listener's whole night (A-82, C-33 aramisNextNightBinds). */
function sermonBinds(run: NightRun): void {
  const roleOnly = run.opt('aramisNextNightBinds') === 'roleActionOnly';
  const m = memo(run.ctx.state);
  for (const s of m.preached) {
    const ru = `Проповедь прошлой ночи: ${s.value} ничего не делает`;
    carryBlock(run, s.value, s.step, 'A-82', ru, `Last night's sermon: ${s.value} does nothing`, roleOnly, 'aramisNextNightBinds');
  }
  m.preached = [];
}

/** Aramis: the data above, with its traits, hooks and night action. */
export const aramis: TmRole<'aramis', 'sermon'> = defineRole({
  ...aramisAbout,
  memory: aramisMemory,
  carriedOn: (state, p, bit) => (memoryView(state.memory, aramisMemory).preached.some((s) => s.value === p.name) ? bit.preached : 0),
  startFacts: { preached: (use, p) => void memo(use.state).preached.push({ value: p.name, step: null }) },
  nightStart: sermonBinds,
  morning: (run) => void (memo(run.ctx.state).preached = run.nextSermon.map((s) => ({ value: s.value, step: s.step }))),
  musketeer: true,
  night: {
    ...aramisAbout.night,
    targets: 1,
    attack: null,
    harmful: true,
    blocker: true,
    watcher: null,
    clause: 'A-80',
    summary: t('проповедь', 'sermon'),
    deed: (g, n) => t(`${past(g, 'прочитал', 'прочитала')} проповедь ${first(n).ru('dat')}`, `read a sermon to ${first(n).en}`),
    perform: one(sermon),
  },
});

/** Aramis's sermon (A-80..A-82, C.R 5): blocks tonight if the target has not moved, else next night. */
function sermon(run: NightRun, rec: NightAction, fn: Fn, name: string): FnResult {
  const r = deadTarget(run, rec, fn, name, true) ?? shielded(run, rec, fn, name);
  if (r) return r;
  logEvent(run, { kind: 'act', actor: rec.actor, ability: fn.ability, targets: [name], killer: false, landed: true, via: null });
  rec.targetIdle = idle(run, name);
  const recs = recordsOf(run, name);
  const note = t(`Проповедь: ${name} этой ночью ничего не делает`, `Sermon: ${name} does nothing tonight`);
  const pending = recs.some((x) => !x.executed && (x.fns.length > 0 || x.latent !== null));
  const moved = recs.find((x) => x.status === 'performed');
  if (pending) {
    blockPending(run, rec, name, 'A-81', note);
  } else if (moved) {
    run.nextSermon.push({ value: name, step: rec.stepId });
    // Cites the target's own earlier move (never this step itself: no cycle).
    rec.causes.push(
      cause(
        moved.stepId,
        'A-82',
        t(
          `${name} уже ${agree(who(run.ctx, name), 'походил', 'походила')}: следующей ночью ничего не делает`,
          `${name} already moved: does nothing next night`,
        ),
      ),
    );
  } else {
    blockPending(run, rec, name, 'A-81', note);
    rec.causes.push(
      cause(
        null,
        'A-82',
        t(
          `${name} не ${agree(who(run.ctx, name), 'сделал', 'сделала')} хода: на следующую ночь ничего не переносится (C.R 5)`,
          `${name} performed no move: nothing carries to next night (C.R 5)`,
        ),
      ),
    );
  }
  rec.affects.push(name);
  return 'performed';
}
