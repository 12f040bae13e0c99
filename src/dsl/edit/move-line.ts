/**
 * Writes one seat's move into a `night N` block: in place of the seat's earlier move line, or as a
 * new line before the block's first expectation. The seat's lines are found by the parser's reading
 * of them (the keyword tables, keywords.ts), not by matching words again here.
 */
import type { Scenario } from '../../engine/scenario.ts';
import type { StatementKeyword } from '../keywords.ts';
import { normalizeName } from '../normalize.ts';
import { parseScenario } from '../parse.ts';
import type { Statement } from '../syntax.ts';
import { writeBlock } from './block.ts';
import { lineText } from './lines.ts';

/** Whose move a night line is: a player's own (`Вася -> Петя`), or the mafia's shot (`killer X -> T`, `мафия -> T`). */
export type MoveSeat = { readonly actor: string } | 'mafia';

/** The keywords in front of the mafia's shot (STATEMENT_KEYWORDS). */
const SHOT_PREFIX: readonly string[] = ['killer', 'mafia'] satisfies StatementKeyword[];

/** Is the statement the seat's move? */
function isMoveOf(s: Statement | undefined, seat: MoveSeat): boolean {
  if (s?.kind !== 'arrow') return false;
  const shot = s.prefix !== null && SHOT_PREFIX.includes(s.prefix.id);
  if (seat === 'mafia') return shot;
  return !shot && s.actor !== null && normalizeName(s.actor.text) === normalizeName(seat.actor);
}

/**
 * Night N with the seat's move line: `lineFor` writes it for the parsed scenario (its ruleset's
 * words). `alsoMine` claims other lines of the seat (a note the caller writes). One parse besides
 * the block writer's.
 */
export function withMoveLine(
  text: string,
  night: number,
  seat: MoveSeat,
  lineFor: (scenario: Scenario) => string,
  alsoMine: (line: string) => boolean = () => false,
): string {
  const { doc, scenario } = parseScenario(text);
  const lines = doc.lines.filter(
    (l) => l.block?.kind === 'night' && l.block.number === night && doc.statements[l.statement]?.kind !== 'block',
  );
  const texts = lines.map((l) => lineText(text, l).trim());
  const owns = (i: number): boolean => alsoMine(texts[i]!) || isMoveOf(doc.statements[lines[i]!.statement], seat);
  const mine = lines.findIndex((_, i) => owns(i));
  const kept = lines.map((_, i) => i).filter((i) => texts[i] !== '' && (i === mine || !owns(i)));
  const line = lineFor(scenario);
  const body = kept.map((i) => (i === mine ? line : texts[i]!));
  if (mine < 0) {
    // A new seat's line goes after the other moves, before the expectations.
    const firstExpect = kept.findIndex((i) => doc.statements[lines[i]!.statement]?.kind === 'expect');
    body.splice(firstExpect < 0 ? body.length : firstExpect, 0, line);
  }
  return writeBlock(text, 'night', night, body, () => true);
}
