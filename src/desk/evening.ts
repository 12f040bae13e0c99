/**
 * The evening of «Три мушкетера» as the host receives it: the mafia's swap message as written
 * («Галантерейщика Бонасье/Д'Артаньяна, Атоса и Арамиса») and Planchet's lock («закрепляю
 * Портоса»), read into `swaps` and `lock` lines of the `evening N` block.
 */
import { parseScenario } from '../dsl/parse.ts';
import { t, type Text } from '../engine/text.ts';
import { RULESETS } from '../rulesets/index.ts';
import { writeBlock, type OwnsLine } from './block.ts';
import { DeskNames } from './names.ts';
import { namesIn } from './phrases.ts';

/** What the evening reader found: pairs and the lock, and what it could not read. */
export interface EveningRead {
  readonly pairs: readonly (readonly [string, string])[];
  readonly lock: string | null;
  readonly problems: readonly Text[];
}

function namesOf(scenarioText: string): DeskNames {
  const { scenario } = parseScenario(scenarioText);
  return new DeskNames(RULESETS[scenario.ruleset], scenario.players);
}

/** Reads the swap message (pairs split by «,», «;» or lines; a pair by «/», «и», «с», «↔»). */
export function readSwaps(message: string, scenarioText: string): { pairs: [string, string][]; problems: Text[] } {
  const names = namesOf(scenarioText);
  const pairs: [string, string][] = [];
  const problems: Text[] = [];
  for (const part of message.slice(0, 4000).split(/[,;\n]+/u)) {
    if (part.trim() === '') continue;
    const found = namesIn(part, names);
    if (found.length === 2) pairs.push([found[0]!.name, found[1]!.name]);
    else if (found.length !== 0 || /[/↔]/u.test(part)) {
      problems.push(
        t(
          `Не понял пару «${part.trim().slice(0, 60)}»: нашёл ${found.length} имён, нужно два`,
          `Cannot read the pair "${part.trim().slice(0, 60)}": found ${found.length} names, need two`,
        ),
      );
    }
  }
  return { pairs, problems };
}

/** Reads Planchet's lock: the last player named. */
export function readLock(message: string, scenarioText: string): { lock: string | null; problems: Text[] } {
  if (message.trim() === '') return { lock: null, problems: [] };
  const found = namesIn(message, namesOf(scenarioText));
  const last = found[found.length - 1];
  return last
    ? { lock: last.name, problems: [] }
    : {
        lock: null,
        problems: [
          t(
            `В сообщении Планше нет имени игрока: «${message.trim().slice(0, 60)}»`,
            `Planchet's message names no player: "${message.trim().slice(0, 60)}"`,
          ),
        ],
      };
}

/** Reads both messages of one evening. */
export function readEvening(swapMessage: string, lockMessage: string, scenarioText: string): EveningRead {
  const swaps = readSwaps(swapMessage, scenarioText);
  const lock = readLock(lockMessage, scenarioText);
  return { pairs: swaps.pairs, lock: lock.lock, problems: [...swaps.problems, ...lock.problems] };
}

/** The evening's `lock` and `swaps` lines belong to the evening reader. */
const ownsEvening: OwnsLine = (_line, text) =>
  /^\s*(?:lock|закрепить|swaps?|перестановк[аи])(?=\s|$)/iu.test(text) || text.trim().startsWith('# desk:');

/** The scenario with evening N holding the read lock and swaps (other lines kept). */
export function withEvening(scenarioText: string, n: number, read: Pick<EveningRead, 'pairs' | 'lock'>): string {
  const lines = [
    ...(read.lock ? [`закрепить ${read.lock}`] : []),
    ...(read.pairs.length ? [`перестановки ${read.pairs.map(([a, b]) => `${a}/${b}`).join(', ')}`] : []),
  ];
  return writeBlock(scenarioText, 'evening', n, lines, ownsEvening);
}
