import { CONSTANCE_BOMB } from './constance-bomb.ts';
import { cause } from '../../../engine/cause.ts';
import { agree } from '../../../engine/grammar/people.ts';
import type { DayPowerEvent } from '../../../engine/scenario.ts';
import { t } from '../../../engine/text.ts';
import type { Change } from '../../../engine/timeline.ts';
import { who } from '../context.ts';
import type { TmCause, TmContext } from '../context.ts';
import type { TmClauseId } from '../clauses.ts';
import type { TmOptionKey } from '../options.ts';
import { dayEventId, type DayBook } from '../day/book.ts';
import { pairingBarsPower } from '../day/pairing.ts';
import { memoryOf, memorySlot, memoryView } from '../../../engine/role-memory.ts';
import { optionNote, optionOn, optionValue } from '../day/option-value.ts';
import { gateDayPower, refusePower } from '../day/power-gate.ts';
import { recordDayStep } from '../day/step.ts';
import type { TmState } from '../state.ts';
import { defineRole, type TmRole } from './role.ts';
import { roleAbout } from './role-about.ts';

/** Constance Bonacieux: the data the first paint reads (names, case forms, the names of its abilities). */
const constanceAbout = roleAbout({
  id: 'constance',
  spec: {
    name: t('Констанция Бонасье', 'Constance Bonacieux'),
    nickname: t('Бомба', 'Bomb'),
    aliases: [
      'Констанция Бонасье',
      'Констанции Бонасье',
      'Констанцию Бонасье',
      'Констанция',
      'Констанцию',
      'Констанции',
      'Бомба',
      'Constance',
      'Constance Bonacieux',
    ],
    when: 'passive',
    targets: 0,
    clauses: ['A-98', 'A-99', 'A-100', 'A-101', 'A-102', 'A-103'],
    ability: t(
      "Пока жив кто-то из четвёрки (Д'Артаньян и три мушкетёра), её убийцу убивают " +
        'мушкетёры и ночь заканчивается. Днём может перетянуть до 2 голосов на себя.',
      "While any of the four (D'Artagnan and the three musketeers) lives, her killer is killed by the " +
        'musketeers and the night ends. By day she may pull up to 2 votes onto herself.',
    ),
  },
  forms: {
    g: 'f',
    ru: ['Констанция Бонасье', 'Констанции Бонасье', 'Констанции Бонасье', 'Констанцию Бонасье', 'Констанцией Бонасье'],
    en: 'Constance',
  },
  night: null,
  powers: { pull: { label: t('перетягивание голосов', 'vote pull'), spellings: ['pull', 'перетянуть'] } },
});

/** Constance's memory: the ballots she pulled, by day (A-103, C-68), and Rochefort's lasting neutralisation (C-70). */
export const constanceMemory = memorySlot(
  'constance',
  () => ({ pulls: {} as Record<number, number>, neutralized: false }),
  (m, put) => {
    put(m.neutralized);
    for (const d in m.pulls) {
      put(d);
      put(m.pulls[d as unknown as number]);
    }
  },
);

function memo(state: TmState): ReturnType<typeof constanceMemory.fresh> {
  return memoryOf(state.memory, constanceMemory);
}

/** Constance Bonacieux: the data above, with its traits, hooks and night action. */
export const constance: TmRole<'constance', never> = defineRole({
  ...constanceAbout,
  neutralize: (ctx, book, id, permanent) => {
    const mem = memo(ctx.state);
    if (mem.pulls[book.day] ?? 0) return false;
    book.neutralized.pull = id;
    if (permanent) mem.neutralized = true;
    return true;
  },
  memory: constanceMemory,
  carried: (state, bit) =>
    (pulls(state) >= 2 ? bit.pullUsed : 0) | (memoryView(state.memory, constanceMemory).neutralized ? bit.pullNeutralized : 0),
  startFacts: {
    // On day 0, which no game plays: a per-game count (C-68 perGame) sees them, a day's own count does not.
    pullUsed: (use) => void (memo(use.state).pulls[0] = 2),
    pullNeutralized: (use) => void (memo(use.state).neutralized = true),
  },
  bomb: CONSTANCE_BOMB,
  night: null,
  powers: { pull: { ...constanceAbout.powers.pull, clause: 'A-103', perform: constancePull } },
});

/** The votes she has pulled so far, over all days (two at most, A-103). */
function pulls(state: TmState): number {
  let n = 0;
  const all = memoryView(state.memory, constanceMemory).pulls;
  for (const day in all) n += all[day as unknown as number] ?? 0;
  return n;
}

/** How many ballots Constance has pulled in the window the option counts (day or game). */
function pulledSoFar(ctx: TmContext, day: number): number {
  const pulls = memo(ctx.state).pulls;
  if (optionValue(ctx, 'constancePullFrequency') === 'perGame') return Object.values(pulls).reduce((a, b) => a + b, 0);
  return pulls[day] ?? 0;
}

/** Constance's `pull A, B`: up to 2 ballots of the named voters are redirected onto her. */
export function constancePull(ctx: TmContext, book: DayBook, ev: DayPowerEvent, n: number): void {
  const gate = gateDayPower(ctx, book, ev, n);
  if (!gate) return;
  const { actor, targets } = gate;
  const mem = memo(ctx.state);
  const neutralStep = book.neutralized.pull;
  if (neutralStep || mem.neutralized) {
    refusePower(
      ctx,
      book,
      ev,
      n,
      'PULL_NEUTRALIZED',
      t('Рошфор нейтрализовал перевод голосов Констанции', "Rochefort neutralised Constance's vote pull"),
      'A-107',
      { step: neutralStep, option: optionNote(ctx, 'rochefortNeutralizeDuration') },
    );
    return;
  }
  const id = dayEventId(book.day, n);
  const causes: TmCause[] = [
    cause(null, 'A-103', t('Констанция снимает до 2 голосов и переводит на себя', 'Constance takes up to 2 votes onto herself')),
  ];
  const changes: Change[] = [];
  const moved: string[] = [];
  for (const voter of targets) {
    if (pulledSoFar(ctx, book.day) >= 2) {
      ctx.trace.diagnose(
        'PULL_LIMIT',
        'error',
        t(
          `Констанция уже перевела 2 голоса (${optionValue(ctx, 'constancePullFrequency') === 'perGame' ? 'за игру' : 'за день'}); ` +
            `${voter.name} не затронут`,
          `Constance has already pulled 2 votes (${optionValue(ctx, 'constancePullFrequency')}); ${voter.name} is untouched`,
        ),
        ev.span,
      );
      causes.push(
        cause(
          null,
          'A-103',
          t(
            `Лимит 2 голоса: ${voter.name} не ${agree(who(ctx, voter.name), 'затронут', 'затронута')}`,
            `Limit of 2: ${voter.name} untouched`,
          ),
          optionNote(ctx, 'constancePullFrequency'),
        ),
      );
      continue;
    }
    const bar = optionOn(ctx, 'feltonCoversDayPowers') ? pairingBarsPower(ctx, actor.name, voter.name) : null;
    if (bar) {
      causes.push(
        cause(
          bar.step,
          'A-141',
          t(
            `${voter.name} ${agree(who(ctx, voter.name), 'сведён', 'сведена')} с Констанцией: ` +
              `${agree(who(ctx, voter.name), 'его', 'её')} голос не тронуть`,
            `${voter.name} is paired with Constance: their vote cannot be touched`,
          ),
          optionNote(ctx, 'feltonCoversDayPowers'),
        ),
      );
      continue;
    }
    const ballot = book.live.get(voter.name);
    if (ballot) {
      if (ballot.status === 'paired' || ballot.target === actor.name) {
        causes.push(
          cause(
            ballot.step,
            'A-103',
            t(`Голос ${who(ctx, voter.name).forms.gen} перевод не меняет`, `Pulling ${voter.name}'s vote changes nothing`),
          ),
        );
        continue;
      }
      changes.push({
        target: ballot.step,
        kind: 'redirected',
        before: { actor: voter.name, ability: 'vote', role: voter.role, targets: [ballot.target] },
        after: { actor: voter.name, ability: 'vote', role: voter.role, targets: [actor.name] },
      });
      ballot.target = actor.name;
      ballot.pulledBy = id;
    } else if (optionOn(ctx, 'constancePullCanTakeSelfVotes')) {
      book.pulledSelfVotes.set(voter.name, { step: id, by: actor.name });
      causes.push(
        cause(
          null,
          'A-26',
          t(`Голос «на себя» ${who(ctx, voter.name).forms.gen} уйдёт Констанции`, `${voter.name}'s self-vote goes to Constance`),
          optionNote(ctx, 'constancePullCanTakeSelfVotes'),
        ),
      );
    } else {
      ctx.trace.diagnose(
        'PULL_NO_BALLOT',
        'warning',
        t(
          `${voter.name} ещё не ${agree(who(ctx, voter.name), 'голосовал', 'голосовала')}: снимать нечего`,
          `${voter.name} has not voted: nothing to pull`,
        ),
        ev.span,
      );
      causes.push(
        cause(
          null,
          'A-103',
          t(`У ${who(ctx, voter.name).forms.gen} нет голоса`, `${voter.name} has no ballot`),
          optionNote(ctx, 'constancePullCanTakeSelfVotes'),
        ),
      );
      continue;
    }
    mem.pulls[book.day] = (mem.pulls[book.day] ?? 0) + 1;
    moved.push(voter.name);
  }
  recordDayStep(ctx, {
    id,
    day: book.day,
    actor: actor.name,
    role: 'constance',
    ability: 'pull',
    targets: targets.map((p) => p.name),
    outcome: moved.length ? 'performed' : 'failed',
    summary: moved.length
      ? t(`Констанция переводит на себя голоса: ${moved.join(', ')}`, `Constance pulls onto herself the votes of ${moved.join(', ')}`)
      : t('Констанция не перевела ни одного голоса', 'Constance pulled no vote'),
    causes,
    changes,
    affects: [actor.name, ...moved],
    span: ev.span,
  });
}
