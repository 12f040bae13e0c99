import type { FactBits } from '../carried-facts.ts';
import type { StartFactUse } from '../start-hook.ts';
import type { Marked, TmPlayer, TmState } from '../state.ts';
import { optionValue } from '../options.ts';
import { pairsPlayers } from './traits.ts';
import { t } from '../../../engine/text.ts';
import { idle } from '../night/blocks.ts';
import { logEvent, player } from '../night/run.ts';
import { memoryOf, memorySlot, memoryView } from '../../../engine/role-memory.ts';
import type { StepId } from '../../../engine/timeline.ts';
import { deadTarget, shielded, type FnResult } from '../night/support.ts';
import type { Fn, NightAction, NightRun } from '../night/types.ts';
import { defineRole, type TmRole } from './role.ts';
import { and, andEn, past } from './words.ts';
import { roleAbout } from './role-about.ts';

/** A pair in force for the next day; `dayOnly` under C-61 full24h for a move only sent (C-59 submitted). */
type DayPairMemo = Marked<readonly [string, string]> & { readonly slot?: number; readonly dayOnly?: true };

/**
 * Felton's memory: the pairs in force for the next day (their mutual votes are not counted, A-145)
 * and, under C-61 full24h, the pairs that still hold in the next night's early slots, up to his slot.
 */
export const feltonMemory = memorySlot(
  'felton',
  () => ({
    pairs: [] as DayPairMemo[],
    carry: [] as { readonly a: string; readonly b: string; readonly untilSlot: number; readonly step: StepId | null }[],
  }),
  // The roster shows the pairs in force (paired, pairedDayOnly), not the night's carried slots.
  (m, put) => {
    for (const p of m.pairs) {
      put(p.value[0]);
      put(p.value[1]);
      put(p.dayOnly === true);
    }
  },
);

/** Felton's memory in a state (one copy: the Father's pairs as Felton are his pairs too). */
export function feltonMemo(state: TmState): ReturnType<typeof feltonMemory.fresh> {
  return memoryOf(state.memory, feltonMemory);
}

/** John Felton: the data the first paint reads (names, case forms, the names of its abilities). */
const feltonAbout = roleAbout({
  id: 'felton',
  spec: {
    name: t('Джон Фельтон', 'John Felton'),
    nickname: t('Сводчик', 'Pairer'),
    aliases: ['Джон Фельтон', 'Джона Фельтона', 'Фельтон', 'Фельтона', 'Сводчик', 'Felton', 'John Felton'],
    when: 'night',
    targets: 2,
    clauses: ['A-141', 'A-142', 'A-143', 'A-144', 'A-145', 'A-146'],
    ability: t(
      'Сводит двоих: сутки они ничего не могут сделать друг другу, и ' + 'их голоса друг против друга не учитываются.',
      'Pairs two players: for a day they can do nothing to each other, ' + 'and their votes against each other are not counted.',
    ),
  },
  forms: { g: 'm', ru: ['Джон Фельтон', 'Джона Фельтона', 'Джону Фельтону', 'Джона Фельтона', 'Джоном Фельтоном'], en: 'John Felton' },
  night: {
    id: 'pair',
    label: t('сведение', 'pairing'),
  },
});

/** John Felton: the data above, with its traits, hooks and night action. */
export const felton: TmRole<'felton', 'pair'> = defineRole({
  ...feltonAbout,
  pairs: true,
  memory: feltonMemory,
  carriedOn: (state, p, bit) => pairBit(memoryView(state.memory, feltonMemory).pairs, p.name, bit),
  startFacts: { paired: pairedLastNight, pairedDayOnly: pairedOnlySent },
  morning: rememberPairs,
  nightStart: carryPairs,
  dayPair: (state, a, b) => {
    const hit = memoryView(state.memory, feltonMemory).pairs.find(
      (m) => (m.value[0] === a && m.value[1] === b) || (m.value[0] === b && m.value[1] === a),
    );
    return hit ? { step: hit.step, pair: hit.value, ...(hit.slot !== undefined ? { slot: hit.slot } : {}) } : null;
  },
  night: {
    ...feltonAbout.night,
    targets: 2,
    attack: null,
    harmful: true,
    blocker: true,
    watcher: null,
    clause: 'A-141',
    summary: t('сводничество', 'pairing'),
    deed: (g, n) => t(`${past(g, 'свел', 'свела')} ${and(n, 'acc')}`, `brought ${andEn(n)} together`),
    perform: pair,
    sameTargetClause: 'A-141',
  },
});

/** Felton pairs two characters: from his slot they can do nothing to each other (A-141..A-144). */
function pair(run: NightRun, rec: NightAction, fn: Fn, targets: readonly string[]): FnResult {
  const [a, b] = [targets[0]!, targets[1]!];
  const r =
    deadTarget(run, rec, fn, a, true) ?? deadTarget(run, rec, fn, b, true) ?? shielded(run, rec, fn, a) ?? shielded(run, rec, fn, b);
  if (r) return r;
  logEvent(run, { kind: 'act', actor: rec.actor, ability: fn.ability, targets: [a, b], killer: false, landed: true, via: null });
  run.pairs.push({ a, b, fromSlot: run.pos, untilSlot: 0, step: rec.stepId, by: rec.actor });
  rec.targetIdle = idle(run, a) && idle(run, b);
  rec.affects.push(a, b);
  return 'performed';
}

/** No functions (a shared empty list for records that performed nothing). */
const NO_FNS: readonly Fn[] = [];

/** Tonight's pairs bar their mutual votes by day (A-145, C-59) and, under C-61 full24h, tomorrow's early slots. */
function rememberPairs(run: NightRun): void {
  const memo = feltonMemo(run.ctx.state);
  const pairs: DayPairMemo[] = [];
  const submitted = run.opt('feltonTookPlace') === 'submitted';
  for (const rec of run.queue) {
    for (const fn of submitted ? rec.own : rec.status === 'performed' ? rec.fns : NO_FNS) {
      if (fn.ability !== 'pair' || (!submitted && !fn.targets.every((n) => player(run, n)?.alive))) continue;
      // Where the pairing went (a mirror may turn it): in a move carrying two functions, its own entry.
      const went = rec.fns.length > 1 ? rec.outcomes.find((o) => o.ability === fn.ability)?.targets : rec.performed?.targets;
      const a = went?.[0] ?? fn.targets[0]!;
      const b = went?.[1] ?? fn.targets[1]!;
      const full24h = run.opt('feltonDuration') === 'full24h';
      // A move only sent holds no night effect: a start fact tells the pair apart (start-facts.ts, pairedDayOnly).
      pairs.push({ value: [a, b], step: rec.stepId, slot: rec.slot, ...(full24h && rec.status !== 'performed' ? { dayOnly: true } : {}) });
      if (full24h && rec.status === 'performed') memo.carry.push({ a, b, untilSlot: rec.slot, step: rec.stepId });
    }
  }
  memo.pairs = pairs;
}

/** C-61 full24h: last night's pairs hold from the start of tonight up to Felton's slot of last night. */
function carryPairs(run: NightRun): void {
  const memo = feltonMemo(run.ctx.state);
  for (const c of memo.carry) run.pairs.push({ a: c.a, b: c.b, fromSlot: 0, untilSlot: c.untilSlot, step: c.step, by: 'felton' });
  memo.carry = [];
}

// A plain loop: the recorded roster asks after every step, and the list is nearly always empty.
/** The bit of the Felton pair a player is in, if any: a pair only sent under C-61 full24h holds nothing tonight. */
function pairBit(list: readonly DayPairMemo[], name: string, bit: FactBits): number {
  for (let i = 0; i < list.length; i++)
    if (list[i]!.value[0] === name || list[i]!.value[1] === name) return list[i]!.dayOnly ? bit.pairedDayOnly : bit.paired;
  return 0;
}

/**
 * Start fact `paired`: Felton's pair of last night. It bars their mutual votes today and,
 * under C-61 full24h, the early slots of tonight too — up to Felton's slot in the previous order.
 */
function pairedLastNight(use: StartFactUse, a: TmPlayer, _fact: unknown, b?: TmPlayer): void {
  if (!b) return;
  feltonMemo(use.state).pairs.push({ value: [a.name, b.name], step: null });
  if (optionValue({ options: use.options }, 'feltonDuration') !== 'full24h' || !use.previousOrder) return;
  const felton = use.state.players.find((x) => pairsPlayers(x.role));
  const slot = felton ? use.previousOrder.indexOf(felton.name) + 1 : 0;
  if (slot > 0) feltonMemo(use.state).carry.push({ a: a.name, b: b.name, untilSlot: slot, step: null });
}

/** Start fact `pairedDayOnly`: a pair only sent (C-59 submitted) bars today's votes but holds nothing tonight (C-61). */
function pairedOnlySent(use: StartFactUse, a: TmPlayer, _fact: unknown, b?: TmPlayer): void {
  if (b) feltonMemo(use.state).pairs.push({ value: [a.name, b.name], step: null, dayOnly: true });
}
