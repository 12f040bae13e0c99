import type { StartFactUse } from '../start-hook.ts';
import type { TmPlayer } from '../state.ts';
import { optionValue } from '../options.ts';
import { pairsPlayers } from './traits.ts';
import { t } from '../../../engine/text.ts';
import { idle } from '../night/blocks.ts';
import { logEvent, memoOf, player } from '../night/run.ts';
import { deadTarget, shielded, type FnResult } from '../night/support.ts';
import type { Fn, NightAction, NightRun } from '../night/types.ts';
import { defineRole, type TmRole } from './role.ts';
import { and, andEn, past } from './words.ts';
import { roleAbout } from './role-about.ts';

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
  startFacts: { paired: pairedLastNight, pairedDayOnly: pairedOnlySent },
  morning: rememberPairs,
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
  const memo = memoOf(run.ctx);
  const pairs: typeof run.ctx.state.feltonPairs = [];
  const submitted = run.opt('feltonTookPlace') === 'submitted';
  for (const rec of run.queue) {
    for (const fn of submitted ? rec.own : rec.status === 'performed' ? rec.fns : NO_FNS) {
      if (fn.ability !== 'pair' || (!submitted && !fn.targets.every((n) => player(run, n)?.alive))) continue;
      const a = rec.performed?.targets[0] ?? fn.targets[0]!;
      const b = rec.performed?.targets[1] ?? fn.targets[1]!;
      const full24h = run.opt('feltonDuration') === 'full24h';
      // A move only sent holds no night effect: a start fact tells the pair apart (start-facts.ts, pairedDayOnly).
      pairs.push({ value: [a, b], step: rec.stepId, slot: rec.slot, ...(full24h && rec.status !== 'performed' ? { dayOnly: true } : {}) });
      if (full24h && rec.status === 'performed') memo.feltonCarry.push({ a, b, untilSlot: rec.slot, step: rec.stepId });
    }
  }
  run.ctx.state.feltonPairs = pairs;
}

/**
 * Start fact `paired`: Felton's pair of last night. It bars their mutual votes today and,
 * under C-61 full24h, the early slots of tonight too — up to Felton's slot in the previous order.
 */
function pairedLastNight(use: StartFactUse, a: TmPlayer, _fact: unknown, b?: TmPlayer): void {
  if (!b) return;
  use.state.feltonPairs.push({ value: [a.name, b.name], step: null });
  if (optionValue({ options: use.options }, 'feltonDuration') !== 'full24h' || !use.previousOrder) return;
  const felton = use.state.players.find((x) => pairsPlayers(x.role));
  const slot = felton ? use.previousOrder.indexOf(felton.name) + 1 : 0;
  if (slot > 0) use.memo.feltonCarry.push({ a: a.name, b: b.name, untilSlot: slot, step: null });
}

/** Start fact `pairedDayOnly`: a pair only sent (C-59 submitted) bars today's votes but holds nothing tonight (C-61). */
function pairedOnlySent(use: StartFactUse, a: TmPlayer, _fact: unknown, b?: TmPlayer): void {
  if (b) use.state.feltonPairs.push({ value: [a.name, b.name], step: null, dayOnly: true });
}
