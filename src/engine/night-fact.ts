// A night's own facts, declared by its ruleset rather than added to the shared NightSummary type:
// «Три мушкетера» records who was knocked out, who was restored and whether the bomb went off;
// «Мафия ЛК» declares none. The CLI, the compare tab and the expectations read them through the
// ruleset's declarations, so a ruleset adds a fact without touching any reader.
import type { FactValue } from './roster.ts';
import type { Text } from './text.ts';

/** A night's facts by key, as its ruleset declared them (Ruleset.nightFacts). */
export type NightFacts = Readonly<Record<string, FactValue>>;

/** One declared night fact: a list of players (knocked out) or a flag (the bomb went off). */
export type NightFactSpec =
  | {
      readonly key: string;
      readonly kind: 'players';
      /** The CLI's heading before the names («Вырублены: Маша»). */
      readonly label: Text;
      /** What compare says of a player it holds for, and of one it does not («вырубают» / «не вырубают»). */
      readonly yes: Text;
      readonly no: Text;
      /** What an expectation prints when nobody is listed. */
      readonly none: Text;
    }
  | {
      readonly key: string;
      readonly kind: 'flag';
      /** The CLI's line when the flag is set («Бомба взорвалась»). */
      readonly label: Text;
      /** What compare says when it is set and when not. */
      readonly yes: Text;
      readonly no: Text;
    };

/** The players a 'players' fact lists on a night (none when the ruleset has no such fact). */
export function nightPlayers(facts: NightFacts, key: string): readonly string[] {
  const v = facts[key];
  return Array.isArray(v) ? (v as readonly string[]) : [];
}

/** Whether a 'flag' fact is set on a night. */
export function nightFlag(facts: NightFacts, key: string): boolean {
  return facts[key] === true;
}
