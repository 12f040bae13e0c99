import { t } from '../../../engine/text.ts';
import { because, isOn, opt, type LkContext, who } from '../context.ts';
import { rolePm, sheriffAnswer, sheriffShotAccepted } from '../messages.ts';
import { livingWithRole, playerByName, type LkPlayer } from '../state.ts';
import { firstAcceptable, lifeOf } from '../night/attempts.ts';
import { actionRef, type NightBook } from '../night/book.ts';
import { blockedAsGuest, deadTarget, selfTarget } from '../night/checks.ts';
import { fire, shotSummary } from '../night/shots.ts';
import { memoryOf, memorySlot } from '../../../engine/role-memory.ts';
import { freshExtension, lkRole, type CheckAnswer } from './role.ts';
import { lkRoleAbout } from './role-about.ts';

/** The Sheriff: the data the first paint reads (names, rule text, clauses). */
const sheriffAbout = lkRoleAbout({
  id: 'sheriff',
  spec: {
    name: t('Шериф', 'Sheriff'),
    aliases: ['Шериф', 'Шерифа', 'Шерифу', 'Шерифом', 'Комиссар', 'Комиссара', 'Sheriff', 'Commissar'],
    when: 'night',
    nightAbility: true,
    targets: 1,
    clauses: ['D-20', 'D-21', 'D-22', 'D-25', 'D-26', 'D-27'],
    ability: t(
      'Каждую ночь либо проверяет игрока (ответ «мафия» / «мирный»), либо стреляет в него. ' +
        'Действует, даже если его убили этой ночью. Раз за партию может продлить день.',
      'Each night either checks a player (answer "mafia" / "civilian") or shoots one. Acts even if shot that night. ' +
        'Once per game may extend the day.',
    ),
  },
  abilities: {
    check: { label: t('проверка', 'check'), spellings: ['check', 'проверка'], pmWords: ['провер'] }, // D-20
    // D-25; a PM says «Стреляю в Васю»
    shoot: { label: t('выстрел шерифа', "sheriff's shot"), spellings: ['shoot', 'выстрел'], pmWords: ['стреля', 'выстрел', 'убива'] },
  },
});

/** What a check answers (D-21): the team, unless the checked role says otherwise (D-14, D-33, D-40, lkChildCheck). */
export function checkAnswer(ctx: LkContext, p: LkPlayer | undefined): CheckAnswer {
  if (!p) return { mafia: false, clause: 'D-21' };
  return p.def.checked?.(ctx) ?? { mafia: p.def.team === 'mafia', clause: 'D-21' };
}

/** The verb of a Sheriff line: check (default, with a note) or shoot. */
function verbOf(verb: string | undefined): 'check' | 'shoot' | null {
  if (verb === undefined || verb === 'check') return 'check';
  return verb === 'shoot' ? 'shoot' : null;
}

/** Turn 3: the Sheriff checks («мафия» / «мирный») or shoots («Цель принята»); he acts even if shot (D-27). */
function resolveSheriff(ctx: LkContext, book: NightBook): void {
  const { state, trace } = ctx;
  const sh = livingWithRole(state, 'sheriff');
  if (!sh) return;
  const pick = firstAcceptable(ctx, book, 'sheriff', 'sheriff', 'check', [sh.name], (sm, target) => {
    const verb = verbOf(sm.move.verb);
    if (!verb)
      return {
        code: 'LK-VERB',
        clause: 'D-20',
        reason: t(
          `у шерифа два действия: check или shoot, не «${sm.move.verb ?? ''}»`,
          `the Sheriff has two actions, check or shoot, not "${sm.move.verb ?? ''}"`,
        ),
      };
    const dead = deadTarget(ctx, target);
    if (dead) return dead;
    if (verb === 'shoot') return selfTarget(sh.name, target, 'D-25');
    if (target !== sh.name || opt(ctx, 'lkSheriffSelfCheck') === 'allowed') return null;
    return {
      code: 'LK-SELF-TARGET',
      clause: 'D-21',
      reason: t('шериф не проверяет себя (lkSheriffSelfCheck)', 'the Sheriff does not check himself (lkSheriffSelfCheck)'),
    };
  });
  if (!pick) {
    if (book.movesOf('sheriff').length === 0 && isOn(ctx, 'lkSheriffMandatory')) {
      trace.diagnose(
        'LK-SHERIFF-MISSING',
        'warning',
        t('Шериф не сделал ход, а обязан (lkSheriffMandatory)', 'The Sheriff made no move but must (lkSheriffMandatory)'),
        book.span,
      );
    }
    return;
  }
  const { sm, target } = pick;
  if (sm.move.verb === undefined) {
    trace.diagnose(
      'LK-SHERIFF-VERB',
      'info',
      t('Ход шерифа без глагола понят как проверка', 'A Sheriff move without a verb is read as a check'),
      sm.move.span,
    );
  }
  const verb = verbOf(sm.move.verb) ?? 'check';
  const id = book.id('sheriff');
  if (blockedAsGuest(ctx, book, 'sheriff', sh.name, 'sheriff', verb, target, sm.move)) return;
  book.order.push(sh.name);
  const ref = actionRef(sh.name, verb, 'sheriff', [target]);
  const shotToday = book.wounds.has(sh.name);
  const actsDead = shotToday
    ? [because(ctx, null, 'D-27', 'Шериф ранен этой ночью, но действует', 'The Sheriff is shot tonight but still acts')]
    : [];
  if (verb === 'check') {
    const answer = checkAnswer(ctx, playerByName(state, target));
    const mafia = answer.mafia;
    trace.step({
      id,
      phase: 'night',
      number: book.night,
      slot: book.slotNumber('sheriff'),
      actor: sh.name,
      role: 'sheriff',
      submitted: ref,
      performed: ref,
      outcome: 'performed',
      summary: t(
        `Шериф проверяет ${who(ctx, target).forms.acc}: «${mafia ? 'мафия' : 'мирный'}»`,
        `The Sheriff checks ${target}: "${mafia ? 'mafia' : 'civilian'}"`,
      ),
      causes: [
        because(
          ctx,
          null,
          answer.clause,
          `Ответ шерифу: ${mafia ? 'мафия' : 'мирный'}`,
          `The Sheriff is told: ${mafia ? 'mafia' : 'civilian'}`,
          answer.option,
        ),
        ...actsDead,
      ],
      changes: [],
      affects: [],
      source: sm.move.span,
    });
    lifeOf(ctx, book, id, sh.name, 'action.perform');
    book.send(sh.name, sheriffAnswer(target, mafia, id));
    book.reports.push({
      recipient: sh.name,
      role: 'sheriff',
      lines: [t(mafia ? 'мафия' : 'мирный', mafia ? 'mafia' : 'civilian')],
      step: id,
    });
    return;
  }
  const r = fire(ctx, book, 'sheriff', ref, id);
  trace.step({
    id,
    phase: 'night',
    number: book.night,
    slot: book.slotNumber('sheriff'),
    actor: sh.name,
    role: 'sheriff',
    submitted: ref,
    ...(r.missed ? {} : { performed: ref }),
    outcome: r.missed ? 'failed' : 'performed',
    summary: shotSummary(t('Шериф', 'The Sheriff'), who(ctx, target), r),
    causes: [
      because(ctx, null, 'D-22', `Стреляю в игрока ${target} — «Цель принята»`, `"I shoot player ${target}" — "Target accepted"`),
      ...r.causes,
      ...actsDead,
    ],
    changes: r.missed ? [{ target: id, kind: 'protected', before: ref, after: null }] : [],
    affects: r.missed ? [target] : [...r.wounded],
    source: sm.move.span,
  });
  lifeOf(ctx, book, id, sh.name, r.missed ? 'action.fail' : 'action.perform');
  book.send(sh.name, sheriffShotAccepted(target, id));
}

/** The Sheriff's memory: his once-per-game day extension (D-26). */
export const sheriffMemory = memorySlot('sheriff', () => ({ extension: freshExtension() }));

/** The Sheriff (D-20 … D-27): checks or shoots each night, acts even if shot, may extend the day once. */
export const sheriff = lkRole({
  ...sheriffAbout,
  team: 'honest',
  unique: true,
  core: true,
  memory: sheriffMemory,
  extension: { clause: 'D-26', memo: (state) => memoryOf(state.memory, sheriffMemory).extension },
  night: { slot: 'sheriff', turn: 3, killedBy: t('выстрел шерифа', "the Sheriff's shot"), resolve: resolveSheriff },
  pm: (_ctx, p, step) => rolePm(p.def.spec.name, p.def.spec.name, 'inline', ['Удачной охоты!'], ['Good hunting!'], step),
});
