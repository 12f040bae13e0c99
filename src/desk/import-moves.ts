/**
 * The night's PMs pasted at once (`import moves`): each PM's writer takes their seat at the night
 * table, the desk's PM reader reads the move, and the move is written into the `night N` block
 * (created or extended; a seat's earlier line replaced, as the desk does). A maf's PM that speaks
 * of a shot («Стреляю в Мяту») is the mafia's shot; «Мафия:» is always.
 */
import { analyse, type Analysis } from '../dsl/session.ts';
import { t } from '../engine/text.ts';
import { RULESETS } from '../rulesets/index.ts';
import { writeBlock } from './block.ts';
import { DeskNames } from './names.ts';
import { MAFIA_SEAT, nightSeats, readPm, SHOT_WORDS, withMove, type NightSeat } from './night.ts';
import { guardPaste, type PasteKind } from './paste-guard.ts';
import { pmIssue, readPms, type Pm } from './pms.ts';
import { LineIndex } from './thread/lines.ts';
import type { DeskIssue } from './types.ts';

/** The messages of a refused PM paste. */
export const PMS: PasteKind = {
  notText: t(
    'Это не текст ЛС: во вставке двоичные данные. Скопируйте сообщения со страницы форума.',
    'These are not PMs: the paste holds binary data. Copy the messages from the forum page.',
  ),
  tooLarge: t('Вставьте ЛС одной ночи.', "Paste one night's PMs."),
};

/** The players in the game as night N starts (neither dead nor jailed), in seating order: the analysis's roster. */
export function aliveAtNight(analysis: Analysis, night: number): string[] {
  const mark = analysis.timeline.phases.find((p) => p.phase === 'night' && p.number === night);
  return (mark?.roster ?? []).filter((p) => p.alive && !p.jailed).map((p) => p.name);
}

/** The seat a PM's writer answers for tonight. */
function seatOf(pm: Pm, seats: readonly NightSeat[], mafs: ReadonlySet<string>): NightSeat | undefined {
  const mafia = seats.find((s) => s.seat === MAFIA_SEAT);
  if (pm.writer === MAFIA_SEAT) return mafia;
  const own = seats.find((s) => s.seat === pm.writer);
  if (mafia && pm.writer && mafs.has(pm.writer) && (!own || SHOT_WORDS.test(pm.text))) return mafia;
  return own;
}

/** The scenario with night N holding every readable PM's move, and what could not be read. */
export function importMoves(pasted: unknown, scenarioText: string, night: number): { text: string; issues: DeskIssue[] } {
  const { text: paste, error } = guardPaste(pasted, PMS);
  if (error) return { text: scenarioText, issues: [error] };
  // The block is opened first (kept as it is) so the one analysis has the night's phase and roster.
  let text = writeBlock(scenarioText, 'night', night, [], () => false);
  const analysis = analyse(text);
  const scenario = analysis.written;
  const names = new DeskNames(RULESETS[scenario.ruleset], scenario.players);
  const mafs = new Set(scenario.players.filter((p) => p.team === 'mafia').map((p) => p.name));
  const { pms, issues } = readPms(paste, names);
  const index = new LineIndex(paste);
  const alive = aliveAtNight(analysis, night);
  for (const pm of pms) {
    if (!pm.writer) continue;
    const seat = seatOf(pm, nightSeats(text, night, alive), mafs);
    const said = pm.text.trim().slice(0, 60);
    if (!seat) {
      const [ru, en] = [
        `ЛС ${pm.number}: у «${pm.nick}» нет хода в ночь ${night} (выбыл или роль без ночного хода)`,
        `PM ${pm.number}: "${pm.nick}" has no move on night ${night} (out of the game, or a role with no night move)`,
      ];
      issues.push(pmIssue(index, 'PM_NO_SEAT', pm.offset, pm.nick.length, ru, en, pm.number));
      continue;
    }
    const move = readPm(pm.text, text, seat, pm.writer === MAFIA_SEAT ? null : pm.writer);
    if (move) text = withMove(text, night, move);
    else {
      const [ru, en] = [
        `ЛС ${pm.number} от «${pm.nick}»: не понял ход «${said}». Напишите, например, «Проверяю Васю» или «Пропускаю ход».`,
        `PM ${pm.number} from "${pm.nick}": cannot read the move "${said}". Write e.g. «Проверяю Васю» or «Пропускаю ход».`,
      ];
      issues.push(pmIssue(index, 'PM_UNREADABLE', pm.textOffset, pm.text.trimEnd().length, ru, en, pm.number));
    }
  }
  return { text, issues };
}
