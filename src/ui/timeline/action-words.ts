// Pure wording of a recorded action for the "why" panel.
import { personOf } from '../../engine/grammar/people.ts';
import type { Lang } from '../../engine/text.ts';
import type { ActionRef } from '../../engine/timeline.ts';
import { NO_ACTION } from '../../engine/words.ts';

/** Are the submitted and the performed action one and the same (then the panel shows it once)? */
export function sameAction(a: ActionRef, b: ActionRef): boolean {
  return (
    a.actor === b.actor &&
    a.role === b.role &&
    a.ability === b.ability &&
    a.targets.length === b.targets.length &&
    a.targets.every((x, i) => x === b.targets[i])
  );
}

/**
 * The actor of an action as one person: «Атос» (named after the role), «Дима (Доктор)» (his own
 * role), «Кэтти в роли Атоса» / "Kitty as Athos" for a borrowed one (the role's genitive from the
 * grammar module).
 */
export function actorAs(actor: string, role: string, own: boolean, lang: Lang): string {
  if (!role || role === actor) return actor;
  if (own) return `${actor} (${role})`;
  return lang === 'ru' ? `${actor} в роли ${personOf({ name: role }).forms.gen}` : `${actor} as ${role}`;
}

/**
 * An action as the panel writes it, «Кэтти в роли Атоса: трактир → Рошфор»; no action is «∅» and a
 * move with no target has no arrow, as `expect why` lines write them (a host copies from here).
 */
export function actionLine(a: ActionRef | null | undefined, who: (a: ActionRef) => string, ability: (a: ActionRef) => string): string {
  if (!a) return NO_ACTION;
  return `${who(a)}: ${ability(a)}${a.targets.length ? ` → ${a.targets.join(', ')}` : ''}`;
}
