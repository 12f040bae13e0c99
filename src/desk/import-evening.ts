/**
 * The evening of «Три мушкетера» pasted as the host receives it (`import evening`): PMs in the
 * night's format (src/desk/pms.ts); the evening role's (Planchet's) PM is the lock, a maf's or
 * «Мафия:» PM is the swap message. Both are read by the evening reader into `evening N`.
 */
import { parseScenario } from '../dsl/parse.ts';
import { t } from '../engine/text.ts';
import { RULESETS } from '../rulesets/index.ts';
import { readLock, readSwaps, withEvening } from './evening.ts';
import { PMS } from './import-moves.ts';
import { DeskNames } from './names.ts';
import { MAFIA_SEAT } from './night.ts';
import { guardPaste } from './paste-guard.ts';
import { pmIssue, readPms } from './pms.ts';
import { LineIndex } from './thread/lines.ts';
import type { DeskIssue } from './types.ts';

/** The scenario with evening N holding the pasted swaps and lock, and what could not be read. */
export function importEvening(pasted: unknown, scenarioText: string, evening: number): { text: string; issues: DeskIssue[] } {
  const { text: paste, error } = guardPaste(pasted, PMS);
  if (error) return { text: scenarioText, issues: [error] };
  const { scenario } = parseScenario(scenarioText);
  const ruleset = RULESETS[scenario.ruleset];
  const { pms, issues } = readPms(paste, new DeskNames(ruleset, scenario.players));
  const index = new LineIndex(paste);
  const pairs: [string, string][] = [];
  let lock: string | null = null;
  for (const pm of pms) {
    if (!pm.writer) continue;
    const player = scenario.players.find((p) => p.name === pm.writer);
    const evening = ruleset.roles.find((r) => r.id === player?.role)?.when === 'evening';
    let problems;
    if (pm.writer === MAFIA_SEAT || player?.team === 'mafia') {
      const read = readSwaps(pm.text, scenarioText);
      pairs.push(...read.pairs);
      problems = read.problems;
    } else if (evening) {
      const read = readLock(pm.text, scenarioText);
      lock = read.lock ?? lock;
      problems = read.problems;
    } else problems = [t(`у «${pm.nick}» нет хода вечером`, `"${pm.nick}" has no evening move`)];
    for (const p of problems) {
      const [ru, en] = [`ЛС ${pm.number}: ${p.ru}`, `PM ${pm.number}: ${p.en}`];
      issues.push(pmIssue(index, 'PM_UNREADABLE', pm.textOffset, pm.text.trimEnd().length, ru, en, pm.number));
    }
  }
  return { text: withEvening(scenarioText, evening, { pairs, lock }), issues };
}
