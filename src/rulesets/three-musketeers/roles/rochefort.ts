import { cause } from '../../../engine/cause.ts';
import { agree } from '../../../engine/grammar/people.ts';
import type { DayPowerEvent } from '../../../engine/scenario.ts';
import { t } from '../../../engine/text.ts';
import type { Change, StepId } from '../../../engine/timeline.ts';
import { who } from '../context.ts';
import type { TmCause, TmContext } from '../context.ts';
import type { TmClauseId } from '../clauses.ts';
import type { TmOptionKey } from '../options.ts';
import { dayEventId, type DayBook } from '../day/book.ts';
import { pairingBarsPower } from '../day/pairing.ts';
import { memoryOf, memorySlot, memoryView } from '../../../engine/role-memory.ts';
import { optionNote, optionOn, optionValue } from '../day/option-value.ts';
import { effectiveRole } from '../day/players.ts';
import { gateDayPower, refusePower } from '../day/power-gate.ts';
import { recordDayStep } from '../day/step.ts';
import { roleOf } from '../roles/index.ts';
import type { TmPlayer, TmState } from '../state.ts';
import { defineRole, type TmRole } from './role.ts';
import { roleAbout } from './role-about.ts';

/** Rochefort: the data the first paint reads (names, case forms, the names of its abilities). */
const rochefortAbout = roleAbout({
  id: 'rochefort',
  spec: {
    name: t('Рошфор', 'Rochefort'),
    nickname: t('Отмена 1 голоса', 'Cancel 1 vote'),
    aliases: ['Рошфор', 'Рошфора', 'Рошфору', 'Rochefort'],
    when: 'day',
    targets: 1,
    clauses: ['A-105', 'A-106', 'A-107'],
    ability: t(
      'Днём отменяет чей-то голос (переголосование) или отказывает в ' + 'голосовании: отказанный ходит ночью последним.',
      'By day cancels a vote (re-vote) or denies a vote: the denied player moves last at night.',
    ),
  },
  forms: { g: 'm', ru: ['Рошфор', 'Рошфора', 'Рошфору', 'Рошфора', 'Рошфором'], en: 'Rochefort' },
  night: null,
  powers: {
    cancel: { label: t('отмена голоса', 'vote cancelled'), spellings: ['cancel', 'отмена'] },
    deny: { label: t('отказ в голосовании', 'vote denied'), spellings: ['deny', 'отказ'] },
  },
});

/** Rochefort's memory: the days he (or the Father as Rochefort) acted (A-105, C-66). */
export const rochefortMemory = memorySlot(
  'rochefort',
  () => ({ days: [] as number[] }),
  (m, put) => put(m.days.length),
);

function memo(state: TmState): ReturnType<typeof rochefortMemory.fresh> {
  return memoryOf(state.memory, rochefortMemory);
}

/** Rochefort: the data above, with its traits, hooks and night action. */
export const rochefort: TmRole<'rochefort', never> = defineRole({
  ...rochefortAbout,
  memory: rochefortMemory,
  carried: (state, bit) => (memoryView(state.memory, rochefortMemory).days.length ? bit.cancelUsed : 0),
  startFacts: { cancelUsed: (use) => void memo(use.state).days.push(0) },
  night: null,
  powers: {
    cancel: { ...rochefortAbout.powers.cancel, clause: 'A-105', perform: rochefortPower },
    deny: { ...rochefortAbout.powers.deny, clause: 'A-106', perform: rochefortPower },
  },
});

/** Takes away the target's current ballot (cancel or deny), returning the change it records. */
function takeBallot(book: DayBook, target: TmPlayer): Change | null {
  const ballot = book.live.get(target.name);
  if (!ballot) return null;
  ballot.status = 'cancelled';
  book.live.delete(target.name);
  return {
    target: ballot.step,
    kind: 'cancelled',
    before: { actor: target.name, ability: 'vote', role: target.role, targets: [ballot.target] },
    after: null,
  };
}

/** C-70: a denial (or, by option, a cancel) neutralises an unused duel or vote pull. */
function neutralize(ctx: TmContext, book: DayBook, target: TmPlayer, verb: string, id: StepId): TmCause | null {
  if (verb !== 'deny' && optionValue(ctx, 'rochefortNeutralizeBy') !== 'denyOrCancel') return null;
  const permanent = optionValue(ctx, 'rochefortNeutralizeDuration') === 'permanent';
  // The held role's own unused power, if it has one (its role file's `neutralize`).
  if (!roleOf(effectiveRole(ctx, target))?.neutralize?.(ctx, book, id, permanent)) return null;
  // An effect of this step, not a cause from another: no step to cite (citing itself is a cycle).
  return cause(
    null,
    'A-107',
    t(
      `Спецвозможность ${who(ctx, target.name).forms.gen} нейтрализована${permanent ? ' навсегда' : ' на этот день'}`,
      `${target.name}'s special power is neutralised${permanent ? ' for good' : ' for the day'}`,
    ),
    optionNote(ctx, verb === 'deny' ? 'rochefortNeutralizeDuration' : 'rochefortNeutralizeBy'),
  );
}

/** Rochefort's `cancel X` (X re-votes) or `deny X` (X may not vote and moves last). */
export function rochefortPower(ctx: TmContext, book: DayBook, ev: DayPowerEvent, n: number): void {
  const gate = gateDayPower(ctx, book, ev, n);
  if (!gate) return;
  const { actor, targets } = gate;
  const target = targets[0];
  const clause = ev.verb === 'deny' ? 'A-106' : 'A-105';
  if (!target || targets.length > 1) {
    refusePower(
      ctx,
      book,
      ev,
      n,
      'POWER_TARGET_COUNT',
      t('Рошфор действует на одного игрока', 'Rochefort acts on exactly one player'),
      'A-108',
    );
    return;
  }
  const mem = memo(ctx.state);
  const perGame = optionValue(ctx, 'rochefortFrequency') === 'oncePerGame';
  if (perGame ? mem.days.length > 0 : mem.days.includes(book.day)) {
    refusePower(
      ctx,
      book,
      ev,
      n,
      'ROCHEFORT_USED',
      t(`Рошфор уже действовал ${perGame ? 'в этой игре' : 'сегодня'}`, `Rochefort has already acted ${perGame ? 'this game' : 'today'}`),
      'A-108',
      { option: optionNote(ctx, 'rochefortFrequency') },
    );
    return;
  }
  if (target.name === actor.name && !optionOn(ctx, 'rochefortSelf')) {
    refusePower(ctx, book, ev, n, 'ROCHEFORT_SELF', t('Рошфор не может действовать на себя', 'Rochefort may not act on himself'), 'A-105', {
      option: optionNote(ctx, 'rochefortSelf'),
    });
    return;
  }
  const bar = optionOn(ctx, 'feltonCoversDayPowers') ? pairingBarsPower(ctx, actor.name, target.name) : null;
  if (bar) {
    refusePower(
      ctx,
      book,
      ev,
      n,
      'FELTON_BARS_POWER',
      t(
        `${actor.name} и ${target.name} сведены Фельтоном: друг с другом ничего не могут`,
        `${actor.name} and ${target.name} are paired by Felton: they can do nothing to each other`,
      ),
      'A-141',
      { option: optionNote(ctx, 'feltonCoversDayPowers'), step: bar.step, severity: 'warning' },
    );
    return;
  }
  const id = dayEventId(book.day, n);
  const change = takeBallot(book, target);
  if (ev.verb === 'cancel' && !change) {
    refusePower(
      ctx,
      book,
      ev,
      n,
      'CANCEL_NO_BALLOT',
      t(`У ${who(ctx, target.name).forms.gen} нет голоса, который можно отменить`, `${target.name} has no vote to cancel`),
      'A-105',
      { severity: 'warning' },
    );
    return;
  }
  mem.days.push(book.day);
  if (ev.verb === 'cancel') book.cancelled.set(target.name, id);
  else {
    book.cancelled.delete(target.name);
    book.denied.set(target.name, id);
  }
  const causes: TmCause[] = [
    cause(
      null,
      clause,
      ev.verb === 'cancel'
        ? t(
            `Голос ${who(ctx, target.name).forms.gen} отменён: ${agree(who(ctx, target.name), 'он', 'она')} может переголосовать`,
            `${target.name}'s vote is cancelled: they may vote again`,
          )
        : t(
            `${target.name} ${agree(who(ctx, target.name), 'лишён', 'лишена')} голоса и ночью ходит ` +
              `${agree(who(ctx, target.name), 'последним', 'последней')}`,
            `${target.name} is refused the vote and moves last tonight`,
          ),
    ),
  ];
  const neutral = neutralize(ctx, book, target, ev.verb, id);
  if (neutral) causes.push(neutral);
  recordDayStep(ctx, {
    id,
    day: book.day,
    actor: actor.name,
    role: 'rochefort',
    ability: ev.verb,
    targets: [target.name],
    outcome: 'performed',
    summary:
      ev.verb === 'cancel'
        ? t(`Рошфор отменяет голос ${who(ctx, target.name).forms.gen}`, `Rochefort cancels ${target.name}'s vote`)
        : t(`Рошфор отказывает ${who(ctx, target.name).forms.dat} в голосовании`, `Rochefort refuses ${target.name} the vote`),
    causes,
    changes: change ? [change] : [],
    affects: [target.name],
    span: ev.span,
  });
}
