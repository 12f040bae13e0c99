/**
 * `expect change` and `expect why`: what the steps of a phase record, not only what came of them.
 * A night's deaths can be right while its "why" states something that did not happen (issue 8.5:
 * a knockout "taking" a move already made; 8.9: a heal "undoing" a shot that still kills); these
 * kinds read the steps' recorded changes and causes, so a scenario line can tell such a defect apart.
 */
import type { Expectation } from './scenario.ts';
import { t, type Text } from './text.ts';
import type { ActionRef, Change, Step, Timeline } from './timeline.ts';
import { abilityWord, ARROW, NO_ACTION } from './words.ts';

/** The ruleset's ability names (Ruleset.abilityNames), so a change reads as the "why" panel shows it. */
export type AbilityNames = Readonly<Record<string, Text>> | undefined;

type Where = Expectation['phase'];

/** The steps of the phase an expectation is written in: a night with its morning, a day, an evening; or all. */
export function stepsFor(tl: Timeline, where: Where): readonly Step[] {
  if (!where) return tl.steps;
  const kinds = where.kind === 'night' ? ['night', 'morning'] : [where.kind];
  return tl.steps.filter((s) => kinds.includes(s.phase) && s.number === where.number);
}

/** Whose move a change changed: the changed step's actor, else the actor of the action it names. */
function changedPlayer(tl: Timeline, c: Change): string | undefined {
  return tl.steps.find((s) => s.id === c.target)?.actor ?? c.before?.actor ?? c.after?.actor;
}

function kindWord(c: Change): Text {
  return ARROW[c.kind] ?? t(c.kind, c.kind);
}

/**
 * `expect change [PLAYER] [KIND]`: some step of the phase records a change (of that kind) to
 * PLAYER's move. Without a player, to anyone's; without a kind, a change of any kind.
 */
export function changeVerdict(tl: Timeline, e: Expectation): [boolean, Text] {
  const kind = typeof e.value === 'string' ? e.value : null;
  const found: { step: Step; change: Change }[] = [];
  for (const step of stepsFor(tl, e.phase)) {
    for (const change of step.changes) {
      if (e.player !== null && changedPlayer(tl, change) !== e.player) continue;
      found.push({ step, change });
    }
  }
  const hits = found.filter((f) => kind === null || f.change.kind === kind);
  const words = (lang: 'ru' | 'en'): string =>
    found
      .map(({ step, change }) => {
        const by = step.actor ? `, ${step.actor}` : '';
        const whose = e.player === null ? ` → ${changedPlayer(tl, change) ?? change.target}` : '';
        return `${kindWord(change)[lang]}${whose} (${lang === 'ru' ? 'шаг' : 'step'} ${step.id}${by})`;
      })
      .join('; ');
  if (!found.length) {
    const none =
      e.player === null ? t('ни один шаг ничего не менял', 'no step changed anything') : t('ход никто не менял', 'nobody changed the move');
    return [false, none];
  }
  return [hits.length > 0, t(`изменения: ${words('ru')}`, `changes: ${words('en')}`)];
}

function actionText(a: ActionRef | null, lang: 'ru' | 'en', names: AbilityNames): string {
  if (!a) return NO_ACTION;
  return `${a.actor}: ${abilityWord(names, a.ability, lang)}${a.targets.length ? ` → ${a.targets.join(', ')}` : ''}`;
}

/** What the "why" panel shows for a step, one line each: the summary, every cause with its clause, every change. */
export function whyLines(step: Step, names: AbilityNames): Text[] {
  const lines: Text[] = [step.summary];
  for (const c of step.causes) lines.push(t(`[${c.clause}] ${c.note.ru}`, `[${c.clause}] ${c.note.en}`));
  for (const c of step.changes) {
    const line = (lang: 'ru' | 'en'): string =>
      `${kindWord(c)[lang]} ${c.target}: ${actionText(c.before, lang, names)} ⇒ ${actionText(c.after, lang, names)}`;
    lines.push(t(line('ru'), line('en')));
  }
  return lines;
}

/** The steps of PLAYER (or every step) in the phase, each as its "why" lines. */
export function whyOf(tl: Timeline, e: Expectation, names: AbilityNames): Text[] {
  return stepsFor(tl, e.phase)
    .filter((s) => e.player === null || s.actor === e.player)
    .flatMap((s) => whyLines(s, names));
}
