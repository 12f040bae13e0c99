import { memoryOf, memorySlot, memoryView, type MemoryHolder } from '../../../engine/role-memory.ts';
import { t } from '../../../engine/text.ts';
import { who } from '../context.ts';
import { cause, logEvent } from '../night/run.ts';
import { deadTarget, shielded, type FnResult } from '../night/support.ts';
import type { Fn, NightAction, NightRun } from '../night/types.ts';
import type { TmPlayer, TmState } from '../state.ts';
import { defineRole, one, type Refusal, type TmRole } from './role.ts';
import { isInheritor } from './traits.ts';
import { first, past, same } from './words.ts';
import { roleAbout } from './role-about.ts';

/** A gift of the amulet and its night. */
interface Gift {
  readonly target: string;
  readonly night: number;
}

/**
 * Kitty's memory (C-81, A-136): her last gift, her last declared target, the target tomorrow's bar
 * compares with, and her one self-keep. The Father under C-96 fresh keeps his own copy (the heir's).
 */
export const kittyMemory = memorySlot(
  'kitty',
  () => ({
    /** What tomorrow's repeat bar compares with under the reading in force (also the `hadAmulet` fact). */
    lastTarget: null as string | null,
    selfKeepUsed: false,
    /** Her last own gift (C-81 actualGift / consecutiveUses). */
    lastGift: null as Gift | null,
    /** Her own declared amulet target and its night, given or not (to explain an accepted repeat). */
    lastDeclared: null as Gift | null,
  }),
  // The roster shows her last amulet's holder and her self-keep; the gifts explain tomorrow's bar.
  (m, put) => {
    put(m.lastTarget);
    put(m.selfKeepUsed);
  },
);

/** Kitty's memory in a state, her own or the Father's fresh copy. */
function memo(state: TmState, holder: MemoryHolder = 'own'): ReturnType<typeof kittyMemory.fresh> {
  return memoryOf(state.memory, kittyMemory, holder);
}

/** Kitty: the data the first paint reads (names, case forms, the names of its abilities). */
const kittyAbout = roleAbout({
  id: 'kitty',
  spec: {
    name: t('Кэтти', 'Kitty'),
    nickname: t('Доктор', 'Doctor'),
    aliases: ['Кэтти', 'Кэтии', 'Кэти', 'Доктор', 'Kitty'],
    when: 'night',
    targets: 1,
    clauses: ['A-135', 'A-136', 'A-137', 'A-138'],
    ability: t(
      'Даёт амулет: киллер, де Тревиль и палач не могут напасть на его обладателя. Раз ' +
        'за игру может оставить себе; сама не даёт одному два раза подряд.',
      'Lends her amulet: the killer, de Tréville and the executioner cannot attack its holder. ' +
        'Once per game may keep it; never to the same player twice in a row herself.',
    ),
  },
  forms: { g: 'f', ru: same('Кэтти'), en: 'Kitty' },
  night: {
    id: 'amulet',
    label: t('амулет', 'amulet'),
    verbs: { keep: ['keep', 'оставить'] }, // she keeps the amulet herself, A-136
  },
});

/** Kitty: the data above, with its traits, hooks and night action. */
export const kitty: TmRole<'kitty', 'amulet'> = defineRole({
  ...kittyAbout,
  memory: kittyMemory,
  carried: (state, bit) => (memoryView(state.memory, kittyMemory).selfKeepUsed ? bit.selfKeepUsed : 0),
  carriedOn: (state, p, bit) => (memoryView(state.memory, kittyMemory).lastTarget === p.name ? bit.hadAmulet : 0),
  startFacts: {
    hadAmulet: (use, p) => {
      const m = memo(use.state);
      m.lastTarget = p.name;
      m.lastGift = { target: p.name, night: use.lastNight };
      m.lastDeclared = { target: p.name, night: use.lastNight };
    },
    selfKeepUsed: (use, p) => {
      memo(use.state, use.ownCounters(p) ? 'heir' : 'own').selfKeepUsed = true;
    },
  },
  morning: rememberGift,
  night: {
    ...kittyAbout.night,
    targets: 1,
    attack: null,
    harmful: false,
    blocker: false,
    watcher: null,
    clause: 'A-135',
    summary: t('амулет', 'amulet'),
    deed: (g, n) =>
      t(`${past(g, 'повесил', 'повесила')} ${first(n).ru('dat')} на шею амулет`, `hung the amulet round ${first(n).en}'s neck`),
    perform: one(amulet),
    selfRule: keepRule,
    checkTargets: (run, p, targets) =>
      targets.includes(p.name) || !repeatsKitty(run, p, targets[0]!)
        ? null
        : {
            code: 'KITTY_REPEAT',
            clause: 'A-137',
            option: 'kittyRepeatRule',
            text: t(
              `Кэтти сама не дает амулет ${targets[0]} два раза подряд (A-137)`,
              `Kitty may not herself give the amulet to ${targets[0]} twice in a row (A-137)`,
            ),
          },
    early: [
      {
        option: 'amuletTiming',
        place: (run, _rec, _fn, target, placed) => void run.amulets.set(target, [...(run.amulets.get(target) ?? []), placed]),
      },
    ],
  },
});

/** Kitty's amulet (A-135..A-137): attacks after the giver's slot do not rise against the holder. */
function amulet(run: NightRun, rec: NightAction, fn: Fn, name: string): FnResult {
  const r = deadTarget(run, rec, fn, name, true) ?? shielded(run, rec, fn, name);
  if (r) return r;
  logEvent(run, { kind: 'act', actor: rec.actor, ability: fn.ability, targets: [name], killer: false, landed: true, via: null });
  const list = run.amulets.get(name) ?? [];
  if (!list.some((p) => p.step === rec.stepId)) list.push({ fromSlot: run.pos, step: rec.stepId, by: rec.actor });
  run.amulets.set(name, list);
  const own = fn.owner === rec.actor && !rec.forced;
  const heir = isInheritor(rec.player);
  const fresh = heir && run.opt('fatherOneShotState') === 'fresh';
  if (own && rec.player.role === 'kitty' && rec.own[0]?.targets[0] === name) notARepeat(run, rec, name);
  // Kitty's gift, or the Father's as Kitty (C-96: into her memory, or his own under fresh).
  if (own && (rec.player.role === 'kitty' || (heir && fn.role === 'kitty'))) {
    memo(run.ctx.state, fresh ? 'heir' : 'own').lastGift = { target: name, night: run.night };
  }
  if (own && name === rec.actor) memo(run.ctx.state, fresh ? 'heir' : 'own').selfKeepUsed = true;
  rec.affects.push(name);
  return 'performed';
}

/**
 * Kitty named the same player last night but gave him nothing herself (stopped, or Milady took her move):
 * under the default reading that night is no gift (L120 «дать»), so tonight's gift is not a repeat (C-81).
 */
function notARepeat(run: NightRun, rec: NightAction, name: string): void {
  const m = memo(run.ctx.state);
  const declared = m.lastDeclared;
  if (run.opt('kittyRepeatRule') === 'declaredTargetConsecutiveNights' || declared?.target !== name || declared.night !== run.night - 1)
    return;
  if (m.lastGift?.target === name && m.lastGift.night === run.night - 1) return;
  rec.causes.push(
    cause(
      null,
      'A-137',
      t(
        `Прошлой ночью Кэтти называла ${who(run.ctx, name).forms.acc}, но сама амулет не дала: это не повтор (L120 «дать»)`,
        `Last night Kitty named ${name} but gave no amulet herself: this is no repeat (L120 "give")`,
      ),
      run,
      'kittyRepeatRule',
    ),
  );
}

/** Keeping the amulet herself: once per game; a Father under C-96 fresh counts his own. */
function keepRule(run: NightRun, p: TmPlayer): Refusal | 'allowed' {
  const fresh = isInheritor(p) && run.opt('fatherOneShotState') === 'fresh';
  const used = memo(run.ctx.state, fresh ? 'heir' : 'own').selfKeepUsed;
  if (!used) return 'allowed';
  return {
    code: 'KITTY_SELF_KEEP_USED',
    clause: 'A-136',
    text: t('Оставить амулет себе можно один раз за игру (A-136)', 'Kitty may keep the amulet only once per game (A-136)'),
  };
}

// «Сама два раза подряд» binds whoever gives the amulet as his own function: Kitty, or the Father who took
// her functions (L128 «берет его функции на себя»; her last-recipient memory follows C-96). Not a forced giver.
/** C-81: is this target barred for this giver tonight? A Father under C-96 fresh counts only his own gifts. */
function repeatsKitty(run: NightRun, giver: TmPlayer, target: string): boolean {
  const rule = run.opt('kittyRepeatRule');
  const own = isInheritor(giver) && run.opt('fatherOneShotState') === 'fresh';
  if (rule === 'declaredTargetConsecutiveNights' && !own) return memoryView(run.ctx.state.memory, kittyMemory).lastTarget === target;
  const last = memoryView(run.ctx.state.memory, kittyMemory, own ? 'heir' : 'own').lastGift;
  if (!last || last.target !== target) return false;
  return rule === 'consecutiveUses' || last.night === run.night - 1;
}

/** Kitty's declared target, or the Father's as Kitty when he carries her memory (C-96 inheritUsage), for C-81 tomorrow. */
function rememberGift(run: NightRun): void {
  let target: string | null = null;
  for (const rec of run.queue) {
    const own = rec.own[0];
    const giver =
      rec.player.role === 'kitty' || (isInheritor(rec.player) && own?.role === 'kitty' && run.opt('fatherOneShotState') === 'inheritUsage');
    if (giver && rec.kind === 'role' && own?.ability === 'amulet') target = own.targets[0] ?? null;
  }
  const m = memo(run.ctx.state);
  m.lastDeclared = target === null ? null : { target, night: run.night };
  const settled = settleKittyNight(run, target);
  // What tomorrow's bar compares with (C-81), so the roster's `hadAmulet` says what a start from here must
  // write: under the default only a gift she really gave tonight (issue 8.3), never a night she was stopped.
  const rule = run.opt('kittyRepeatRule');
  const gift = m.lastGift;
  m.lastTarget =
    rule === 'declaredTargetConsecutiveNights'
      ? settled
      : rule === 'consecutiveUses'
        ? (gift?.target ?? null)
        : gift?.night === run.night
          ? gift.target
          : null;
}

/** Kitty's own role record when Milady's charm replaced or took its function (C-81 kittyCharmedNight). */
function charmedKitty(run: NightRun): NightAction | null {
  return (
    run.queue.find((r) => r.player.role === 'kitty' && r.kind === 'role' && r.own[0]?.ability === 'amulet' && r.charmStep !== null) ?? null
  );
}

/** Whom a charm partner gave Kitty's amulet to tonight (her function performed by another). */
function partnerRecipient(run: NightRun, kitty: string): string | null {
  for (const r of run.queue) {
    if (r.actor === kitty || r.status !== 'performed') continue;
    if (r.fns.some((f) => f.ability === 'amulet' && f.owner === kitty)) return r.performed?.targets[0] ?? null;
  }
  return null;
}

/**
 * What tonight counts as for «Сама два раза подряд дать амулет одному персонажу не может» (L120,
 * C-81) when Milady took Kitty's move: her gifts of her own are recorded where they land (support.ts);
 * a charmed night counts as the kittyCharmedNight reading says. Returns the target the declared-target
 * reading compares with tomorrow.
 */
function settleKittyNight(run: NightRun, declared: string | null): string | null {
  const rec = charmedKitty(run);
  if (!rec) return declared;
  const mode = run.opt('kittyCharmedNight');
  const counted =
    mode === 'declaredTarget' ? (rec.own[0]!.targets[0] ?? null) : mode === 'amuletRecipient' ? partnerRecipient(run, rec.actor) : null;
  if (counted) memo(run.ctx.state).lastGift = { target: counted, night: run.night };
  return counted;
}
