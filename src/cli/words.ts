/**
 * How the CLI names the timeline's ids in the chosen language: roles by their rulebook names,
 * teams in the player's gender, outcomes, change kinds and abilities in words.
 */
import type { Person } from '../engine/grammar/people.ts';
import type { RulesetId, Team } from '../engine/scenario.ts';
import type { ActionRef, ChangeKind, Outcome } from '../engine/timeline.ts';
import type { Lang } from '../engine/text.ts';
import { abilityWord, ARROW, NO_ACTION, OUTCOME, PSEUDO_ROLE, TEAM } from '../engine/words.ts';
import { RULESETS } from '../rulesets/index.ts';

/** A role id as the rulebook names it («Атос»); the killer and the mafia by their words. */
export function roleWord(ruleset: RulesetId, role: string, lang: Lang): string {
  const spec = RULESETS[ruleset]?.roles.find((r) => r.id === role);
  return spec?.name[lang] ?? PSEUDO_ROLE[role]?.[lang] ?? role;
}

/** A team word agreeing with the player («честная»). */
export function teamWord(team: Team, p: Pick<Person, 'gender'>, lang: Lang): string {
  return TEAM[team][p.gender][lang];
}

/** An outcome in words («выполнено»). */
export function outcomeWord(o: Outcome, lang: Lang): string {
  return OUTCOME[o]?.[lang] ?? o;
}

/** A change kind in words («размножено»). */
export function changeWord(k: ChangeKind, lang: Lang): string {
  return ARROW[k]?.[lang] ?? k;
}

/** An action as «Рошфор: мысль о цели → Атос» (∅ for none). */
export function actionWords(a: ActionRef | null, lang: Lang, ruleset?: RulesetId): string {
  if (!a) return NO_ACTION;
  const ability = abilityWord(ruleset ? RULESETS[ruleset]?.abilityNames : undefined, a.ability, lang);
  return `${a.actor}: ${ability}${a.targets.length ? ` → ${a.targets.join(', ')}` : ''}`;
}

const RU_SEVERITY = { error: ['ошибка', 'ожидаемая'], warning: ['предупреждение', 'ожидаемое'], info: ['замечание', 'ожидаемое'] } as const;

/** Diagnostic severities in words; English keeps the tool-friendly `error`/`warning`. */
export function severityWord(s: 'error' | 'warning' | 'info', expected: boolean, lang: Lang): string {
  const [word, exp] = lang === 'ru' ? RU_SEVERITY[s] : [s, 'expected'];
  return expected ? `${word} (${exp})` : word;
}
