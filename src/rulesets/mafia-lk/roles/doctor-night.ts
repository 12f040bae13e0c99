import { agree } from '../../../engine/grammar/people.ts';
import { t } from '../../../engine/text.ts';
import type { LkCause } from '../context.ts';
import type { LkClauseId } from '../clauses.ts';
import { because, isOn, type LkContext, who } from '../context.ts';
import { doctorAccepted, stretcherLines, stretcherPrompt } from '../messages.ts';
import { livingWithRole } from '../state.ts';
import { firstAcceptable, lifeOf } from '../night/attempts.ts';
import { actionRef, type NightBook } from '../night/book.ts';
import { blockedAsGuest } from '../night/checks.ts';
import { coverCause } from '../night/shots.ts';
import { savedShots } from '../night/heal.ts';
import { savedBy, stillKills } from './doctor-heal.ts';
import { spendHeal } from './doctor-memory.ts';
import { buildStretcher, selfHealBar, type StretcherEntry } from './doctor-stretcher.ts';

// The Doctor's turn (D-28 … D-36): the stretcher list, his answer, whom the heal saves.

/** The list the Doctor answered: sent after all moves (D-28), with «(лечить нельзя)» tags (D-29). */
function listCauses(ctx: LkContext, list: readonly StretcherEntry[]): LkCause[] {
  const out = [
    because(
      ctx,
      null,
      'D-28',
      `На носилках: ${list.map((e) => e.name).join(', ')}`,
      `On the stretchers: ${list.map((e) => e.name).join(', ')}`,
    ),
  ];
  for (const e of list.filter((x) => x.tag))
    out.push(because(ctx, null, 'D-29', `${e.name} (лечить нельзя)`, `${e.name} (cannot be healed)`, e.tag?.key));
  return out;
}

/** Why a Doctor who was sent the list heals nobody. */
type NoHeal = 'silent' | 'noChoice' | 'refused';

const NO_HEAL: Readonly<Record<NoHeal, { clause: LkClauseId; ru: string; en: string }>> = {
  silent: { clause: 'D-35', ru: 'Доктор не ответил: умрут все жертвы', en: 'The Doctor did not answer: all victims die' },
  noChoice: {
    clause: 'D-58',
    ru: 'Все на носилках помечены «(лечить нельзя)»: решение не требуется, вопроса «Кого будем спасать?» нет (L173)',
    en: 'Everyone on the stretchers is marked "(cannot be healed)": no decision is needed, so no "Whom shall we save?" (L173)',
  },
  refused: {
    clause: 'D-30',
    ru: 'Ни один ответ доктора не принят: никто не вылечен',
    en: "None of the Doctor's answers was accepted: nobody is healed",
  },
};

/** What every step of the Doctor's turn records first: his slot of the night, as the Doctor. */
function doctorStep(book: NightBook, id: ReturnType<NightBook['id']>, actor: string) {
  return { id, phase: 'night', number: book.night, slot: book.slotNumber('doctor'), actor, role: 'doctor' } as const;
}

/**
 * The Doctor's step when he was sent the list but heals nobody (outcome 'none'), so the list
 * report and LK-STRETCHER have a step to cite, recorded before the results like every slot.
 */
function recordNoHeal(ctx: LkContext, book: NightBook, doctor: string, list: readonly StretcherEntry[], why: NoHeal): void {
  const w = NO_HEAL[why];
  ctx.trace.step({
    ...doctorStep(book, book.id('doctor'), doctor),
    outcome: 'none',
    automatic: true,
    summary: t(w.ru, w.en),
    changes: [],
    affects: [],
    causes: [...listCauses(ctx, list), because(ctx, null, w.clause, w.ru, w.en, why === 'refused' ? 'lkInvalidTarget' : undefined)],
  });
}

/**
 * Turn 5: the host sends the stretcher list (D-28, D-29) and the Doctor must heal one listed
 * player (D-30, D-31). A silent Doctor leaves every victim to die (D-35). LK-01: the Doctor who is
 * the shot Priestess's guest cannot save himself (D-36; lkDoctorGuestSelfHeal, lkSelfHealBarScope).
 */
export function resolveDoctor(ctx: LkContext, book: NightBook): void {
  const { state, trace } = ctx;
  const doc = livingWithRole(state, 'doctor');
  const lines = book.movesOf('doctor');
  if (!doc) return;
  const id = book.id('doctor');
  const list = buildStretcher(ctx, book, doc.name);
  if (list.length === 0) {
    for (const l of lines)
      trace.diagnose(
        'LK-DOCTOR-NO-LIST',
        'info',
        t('Носилки пусты: лечить некого', 'The stretchers are empty: nobody to heal'),
        l.move.span,
      );
    return;
  }
  const first = lines[0];
  if (blockedAsGuest(ctx, book, 'doctor', doc.name, 'doctor', 'heal', first?.move.targets[0] ?? '', first?.move ?? null)) return;
  const shown = list.map((e) => ({ name: e.name, unhealable: e.tag !== null }));
  // L173 «ждет его решения (если оно требуется)»: with nobody healable the list goes without the question.
  const nobodyHealable = list.every((e) => e.tag);
  book.send(doc.name, stretcherPrompt(shown, id, !nobodyHealable));
  book.reports.push({ recipient: doc.name, role: 'doctor', lines: stretcherLines(shown), step: id });
  if (nobodyHealable) {
    for (const l of lines)
      trace.diagnose(
        'LK-DOCTOR-NO-CHOICE',
        'info',
        t(
          'Все на носилках помечены «(лечить нельзя)»: решение не требуется',
          'Everyone on the stretchers is marked "(cannot be healed)": no decision needed',
        ),
        l.move.span,
      );
    recordNoHeal(ctx, book, doc.name, list, 'noChoice');
    return;
  }
  const pick = firstAcceptable(ctx, book, 'doctor', 'doctor', 'heal', [doc.name], (_sm, target) => {
    const entry = list.find((e) => e.name === target);
    if (!entry)
      return {
        code: 'LK-DOCTOR-OFF-LIST',
        clause: 'D-30',
        reason: t(`${who(ctx, target).forms.gen} нет на носилках`, `${target} is not on the stretchers`),
      };
    if (entry.tag)
      return {
        code: 'LK-DOCTOR-UNHEALABLE',
        clause: entry.tag.clause,
        reason: t(`${target} (лечить нельзя): ${entry.tag.reason.ru}`, `${target} cannot be healed: ${entry.tag.reason.en}`),
      };
    return null;
  });
  if (!pick) {
    if (lines.length === 0) {
      trace.diagnose(
        'LK-DOCTOR-SILENT',
        'info',
        t('Доктор не ответил: умрут все жертвы (D-35)', 'The Doctor did not answer: all victims die (D-35)'),
        book.span,
      );
      // The results say so too (D-35, D-62).
      const ru = 'Доктор не ответил: умирают все жертвы';
      book.resultCauses.push(because(ctx, id, 'D-35', ru, 'The Doctor did not answer: all victims die'));
    }
    recordNoHeal(ctx, book, doc.name, list, lines.length === 0 ? 'silent' : 'refused');
    return;
  }
  const entry = list.find((e) => e.name === pick.target);
  if (!entry) return;
  book.order.push(doc.name);
  const ref = actionRef(doc.name, 'heal', 'doctor', [entry.name]);
  book.send(doc.name, doctorAccepted(who(ctx, entry.name), id));
  const bar = entry.failsOnSelfHeal ? selfHealBar(ctx, book, doc.name) : null;
  if (bar) {
    if (!isOn(ctx, 'lkHealCountsOnlySaves')) spendHeal(state, doc.name, entry.name);
    trace.step({
      ...doctorStep(book, id, doc.name),
      submitted: ref,
      outcome: 'failed',
      summary: t(
        'Доктор лечит себя, но не спасается: «Доктор был слишком изнеможён»',
        'The Doctor heals himself but is not saved: "too exhausted"',
      ),
      causes: [
        coverCause(ctx, book, bar, doc.name),
        because(ctx, null, 'D-36', 'Кого касается запрет самолечения', 'Whom the self-heal bar covers', 'lkSelfHealBarScope'),
      ],
      changes: [],
      affects: [doc.name],
      source: pick.sm.move.span,
    });
    lifeOf(ctx, book, id, doc.name, 'action.fail');
    return;
  }
  const { saves, causes } = savedBy(ctx, book, entry);
  const undone = savedShots(book, saves);
  causes.push(...stillKills(ctx, book, entry.name, undone.still));
  spendHeal(state, doc.name, entry.name);
  book.heal = { target: entry.name, step: id, saves };
  trace.step({
    ...doctorStep(book, id, doc.name),
    submitted: ref,
    performed: ref,
    outcome: 'performed',
    summary: t(
      `Доктор лечит ${who(ctx, entry.name).forms.acc}: ${savedWord(ctx, saves)} ${saves.join(', ')}`,
      `The Doctor heals ${entry.name}: saved ${saves.join(', ')}`,
    ),
    causes: [
      ...listCauses(ctx, list),
      because(
        ctx,
        null,
        'D-30',
        `«Доктор: ${who(ctx, entry.name).forms.acc}» — «Принято»`,
        `"Doctor: ${entry.name}" — "Accepted"`,
        'lkDoctorLimit',
      ),
      ...causes,
    ],
    changes: undone.changes,
    affects: saves,
    source: pick.sm.move.span,
  });
  lifeOf(ctx, book, id, doc.name, 'action.perform');
}

/** «спасён Миша», «спасена Маша», «спасены Маша, Миша». */
function savedWord(ctx: LkContext, saves: readonly string[]): string {
  if (saves.length !== 1) return 'спасены';
  return agree(who(ctx, saves[0]!), 'спасён', 'спасена');
}
