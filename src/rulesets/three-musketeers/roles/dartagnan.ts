import { cause } from '../../../engine/cause.ts';
import type { DayPowerEvent } from '../../../engine/scenario.ts';
import { t } from '../../../engine/text.ts';
import { who } from '../context.ts';
import type { TmContext } from '../context.ts';
import { dayEventId, type DayBook } from '../day/book.ts';
import { pairingBarsPower } from '../day/pairing.ts';
import { memoryOf, memorySlot, memoryView, type MemoryHolder } from '../../../engine/role-memory.ts';
import type { TmState } from '../state.ts';
import { optionNote, optionOn, optionValue } from '../day/option-value.ts';
import { gateDayPower, refusePower } from '../day/power-gate.ts';
import { recordDayStep } from '../day/step.ts';
import { isInheritor } from '../roles/traits.ts';
import { defineRole, type TmRole } from './role.ts';
import { roleAbout } from './role-about.ts';

/**
 * D'Artagnan's memory: his one duel and Rochefort's lasting neutralisation of it (C-70 permanent).
 * The Father under C-96 fresh keeps his own duel in the heir's copy.
 */
export const dartagnanMemory = memorySlot(
  'dartagnan',
  () => ({ used: false, neutralized: false }),
  (m, put) => {
    put(m.used);
    put(m.neutralized);
  },
);

function memo(state: TmState, holder: MemoryHolder = 'own'): ReturnType<typeof dartagnanMemory.fresh> {
  return memoryOf(state.memory, dartagnanMemory, holder);
}

/** D'Artagnan: the data the first paint reads (names, case forms, the names of its abilities). */
const dartagnanAbout = roleAbout({
  id: 'dartagnan',
  spec: {
    name: t("Д'Артаньян", "D'Artagnan"),
    nickname: t('Дуэлянт', 'Duelist'),
    aliases: ["Д'Артаньян", "Д'Артаньяна", "Д'Артаньяну", 'Дартаньян', 'Дуэлянт', "D'Artagnan", 'Dartagnan'],
    when: 'day',
    targets: 1,
    clauses: ['A-83', 'A-84', 'A-85', 'A-86'],
    ability: t(
      'Раз за игру днём вызывает любого на дуэль и побеждает: день кончается ' +
        'посадкой вызванного, ночной порядок — обратный официальному.',
      'Once per game by day duels anyone and wins: the day ends with that player ' +
        'jailed; the night order is the reverse of the official one.',
    ),
  },
  forms: { g: 'm', ru: ["Д'Артаньян", "Д'Артаньяна", "Д'Артаньяну", "Д'Артаньяна", "Д'Артаньяном"], en: "D'Artagnan" },
  night: null,
  powers: { duel: { label: t('дуэль', 'duel'), spellings: ['duel', 'дуэль'] } },
});

/** D'Artagnan: the data above, with its traits, hooks and night action. */
export const dartagnan: TmRole<'dartagnan', never> = defineRole({
  ...dartagnanAbout,
  neutralize: (ctx, book, id, permanent) => {
    if (memoryView(ctx.state.memory, dartagnanMemory).used) return false;
    book.neutralized.duel = id;
    if (permanent) memo(ctx.state).neutralized = true;
    return true;
  },
  memory: dartagnanMemory,
  carried: (state, bit) => {
    const m = memoryView(state.memory, dartagnanMemory);
    return (m.used ? bit.duelUsed : 0) | (m.neutralized ? bit.duelNeutralized : 0);
  },
  startFacts: {
    duelUsed: (use, p) => void (memo(use.state, use.ownCounters(p) ? 'heir' : 'own').used = true),
    duelNeutralized: (use) => void (memo(use.state).neutralized = true),
  },
  musketeer: true,
  night: null,
  powers: { duel: { ...dartagnanAbout.powers.duel, clause: 'A-83', perform: dartagnanDuel } },
});

/** D'Artagnan's once-per-game `duel X`: X is jailed and the day ends at once. */
export function dartagnanDuel(ctx: TmContext, book: DayBook, ev: DayPowerEvent, n: number): void {
  const gate = gateDayPower(ctx, book, ev, n);
  if (!gate) return;
  const { actor, targets } = gate;
  const target = targets[0];
  if (!target || targets.length > 1) {
    refusePower(ctx, book, ev, n, 'POWER_TARGET_COUNT', t('Дуэль — с одним противником', 'A duel takes exactly one opponent'), 'A-83');
    return;
  }
  if (target.name === actor.name) {
    refusePower(ctx, book, ev, n, 'DUEL_SELF', t("Д'Артаньян не может вызвать себя", "D'Artagnan cannot challenge himself"), 'A-83');
    return;
  }
  const heir = isInheritor(actor);
  const ownCounter = heir && optionValue(ctx, 'fatherOneShotState') === 'fresh';
  if (memoryView(ctx.state.memory, dartagnanMemory, ownCounter ? 'heir' : 'own').used) {
    refusePower(
      ctx,
      book,
      ev,
      n,
      'DUEL_USED',
      t('Дуэль уже использована: один раз за игру', 'The duel is already used: once per game'),
      'A-83',
      heir ? { option: optionNote(ctx, 'fatherOneShotState') } : {},
    );
    return;
  }
  if (book.neutralized.duel || memoryView(ctx.state.memory, dartagnanMemory).neutralized) {
    refusePower(
      ctx,
      book,
      ev,
      n,
      'DUEL_NEUTRALIZED',
      t("Рошфор отказал Д'Артаньяну в голосовании: дуэль нейтрализована", "Rochefort refused D'Artagnan the vote: the duel is neutralised"),
      'A-107',
      { step: book.neutralized.duel, option: optionNote(ctx, 'rochefortNeutralizeDuration') },
    );
    return;
  }
  const bar = optionOn(ctx, 'duelBlockedByFelton') ? pairingBarsPower(ctx, actor.name, target.name) : null;
  if (bar) {
    refusePower(
      ctx,
      book,
      ev,
      n,
      'FELTON_BARS_POWER',
      t(
        `${actor.name} и ${target.name} сведены Фельтоном: дуэль невозможна`,
        `${actor.name} and ${target.name} are paired by Felton: no duel`,
      ),
      'A-141',
      { step: bar.step, option: optionNote(ctx, 'duelBlockedByFelton'), severity: 'warning' },
    );
    return;
  }
  memo(ctx.state, ownCounter ? 'heir' : 'own').used = true;
  const id = dayEventId(book.day, n);
  book.duel = { actor: actor.name, target: target.name, step: id };
  recordDayStep(ctx, {
    id,
    day: book.day,
    actor: actor.name,
    role: 'dartagnan',
    ability: 'duel',
    targets: [target.name],
    outcome: 'performed',
    summary: t(
      `Д'Артаньян вызывает ${who(ctx, target.name).forms.acc} на дуэль и побеждает: день окончен`,
      `D'Artagnan duels ${target.name} and wins: the day is over`,
    ),
    causes: [
      cause(null, 'A-83', t('Раз за игру вызывает любого и побеждает', 'Once per game duels anyone and wins')),
      cause(
        null,
        'A-84',
        t(
          'День заканчивается посадкой вызванного; поданные голоса не действуют',
          'The day ends with the challenged jailed; ballots cast are void',
        ),
      ),
    ],
    affects: [target.name],
    span: ev.span,
  });
}
