/**
 * The night at the desk: who still owes a move, a move written as a scenario line (seat → action
 * → target), a player's PM read into a move, and the line written into the `night N` block
 * (replacing that seat's earlier move).
 */
import { parseScenario } from '../dsl/parse.ts';
import { normalizeName } from '../dsl/normalize.ts';
import type { Ruleset, RoleSpec } from '../engine/ruleset.ts';
import type { Scenario } from '../engine/scenario.ts';
import type { ScenarioDoc } from '../dsl/syntax.ts';
import { lineText } from '../dsl/edit/lines.ts';
import { RULESETS } from '../rulesets/index.ts';
import { withMoveLine } from '../dsl/edit/move-line.ts';
import { DeskNames } from './names.ts';
import { namesIn } from './phrases.ts';

/** The collective shot's seat: TM's musket (`killer X -> T`), LK's mafia (`мафия -> T`). */
export const MAFIA_SEAT = '*mafia*';

/** One seat at the night table: who, which role, how many targets, which verbs. */
export interface NightSeat {
  /** A player name, or MAFIA_SEAT. */
  readonly seat: string;
  readonly role: RoleSpec | null;
  readonly targets: number;
  readonly verbs: readonly string[];
  /** The move already written for this seat tonight, as its line text. */
  readonly move: string | null;
  /** The mafia's seat where one maf holds the musket: its move names the killer (Ruleset.mafiaShot). */
  readonly killerNamed: boolean;
}

/** A move the host enters or a PM gave. */
export interface DeskMove {
  readonly seat: string;
  /** The player answered but makes no move tonight («пропускаю ход»): a comment line, not a move. */
  readonly pass?: boolean;
  /** TM: the maf holding the musket. */
  readonly killer?: string;
  readonly verb?: string;
  readonly targets: readonly string[];
}

function rulesetOf(s: Scenario): Ruleset {
  return RULESETS[s.ruleset];
}

/** The seats that act tonight among `alive` (in the given order), with the moves already written. */
export function nightSeats(scenarioText: string, night: number, alive: readonly string[]): NightSeat[] {
  const { scenario, doc } = parseScenario(scenarioText);
  const ruleset = rulesetOf(scenario);
  const phase = scenario.phases.find((p) => p.kind === 'night' && p.number === night);
  const moves = phase?.kind === 'night' ? phase.moves : [];
  const text = (m: (typeof moves)[number]): string => scenarioText.slice(m.span.offset, m.span.offset + m.span.length);
  const passed = passesIn(doc, scenarioText, night);
  const seats: NightSeat[] = [];
  for (const name of alive) {
    const p = scenario.players.find((x) => x.name === name);
    const role = ruleset.roles.find((r) => r.id === p?.role) ?? null;
    if (!role || !role.nightAbility || role.targets === 0) continue;
    const move = moves.find((m) => m.actor === name && !m.killer);
    const said = move ? text(move) : passed.get(normalizeName(name));
    seats.push({ seat: name, role, targets: role.targets, verbs: role.verbs ?? [], move: said ?? null, killerNamed: false });
  }
  const mafs = scenario.players.filter((p) => p.team === 'mafia' && alive.includes(p.name));
  if (mafs.length) {
    const shot = moves.find((m) => m.killer || m.actor === 'mafia');
    const killerNamed = ruleset.mafiaShot === 'killer';
    const said = shot ? text(shot) : passed.get(MAFIA_SEAT);
    seats.unshift({ seat: MAFIA_SEAT, role: null, targets: 1, verbs: [], move: said ?? null, killerNamed });
  }
  return seats;
}

/** The comment the desk writes for a seat that makes no move tonight. */
const PASS_MARK = '# desk: без хода:';
const PASS_LINE = /^\s*# desk: без хода: (.+?)\s*$/u;

/** Seats marked «без хода» in night N: normalized seat name (or MAFIA_SEAT) → the line. */
function passesIn(doc: ScenarioDoc, scenarioText: string, night: number): Map<string, string> {
  const out = new Map<string, string>();
  for (const l of doc.lines) {
    if (l.block?.kind !== 'night' || l.block.number !== night || doc.statements[l.statement]?.kind === 'block') continue;
    const text = lineText(scenarioText, l).trim();
    const m = PASS_LINE.exec(text);
    if (m) out.set(m[1] === 'мафия' ? MAFIA_SEAT : normalizeName(m[1]!), text);
  }
  return out;
}

/** «Пропускаю ход», «хода не будет», «сплю»: the PM says there is no move. */
const PASS_WORDS = /(?<![\p{L}])(?:пропуска(?:ю|ем)|без\s+хода|хода\s+не\s+будет|не\s+хож(?:у|им)|сплю|спим)(?![\p{L}])/iu;

/** «Стреляю», «выстрел», «убиваем»: a shot (LK's shooting roles; a maf's PM for the mafia's shot). */
export const SHOT_WORDS = /(?:стреля|выстрел|убива)/iu;

/** The scenario line of a move (Russian keywords). */
export function moveLine(ruleset: Ruleset['id'], m: DeskMove): string {
  if (m.pass) return `${PASS_MARK} ${m.seat === MAFIA_SEAT ? 'мафия' : m.seat}`;
  const targets = m.targets.join(', ');
  if (m.seat === MAFIA_SEAT)
    return RULESETS[ruleset].mafiaShot === 'team' ? `мафия -> ${targets}` : `киллер ${m.killer ?? '?'} -> ${targets}`;
  const verb = m.verb ? `: ${RULESETS[ruleset].verbs.night[m.verb]?.[1] ?? m.verb}` : '';
  return `${m.seat}${verb} -> ${targets}`;
}

/** Writes a move into night N, replacing that seat's earlier line (or its «без хода» note). */
export function withMove(scenarioText: string, night: number, m: DeskMove): string {
  const seatKey = m.seat === MAFIA_SEAT ? MAFIA_SEAT : normalizeName(m.seat);
  const passOf = (text: string): boolean => {
    const pass = PASS_LINE.exec(text);
    return !!pass && (pass[1] === 'мафия' ? MAFIA_SEAT : normalizeName(pass[1]!)) === seatKey;
  };
  const seat = m.seat === MAFIA_SEAT ? 'mafia' : { actor: m.seat };
  return withMoveLine(scenarioText, night, seat, (scenario) => moveLine(scenario.ruleset, m), passOf);
}

/**
 * Reads a player's night PM («Проверяю Васю», «Иду к Атосу», «Лечу себя») into a move for a seat.
 * `writer`: who sent it, when known (a maf's «Стреляю в Мяту» names no killer: the writer is).
 */
export function readPm(text: string, scenarioText: string, seat: NightSeat, writer: string | null = null): DeskMove | null {
  const { scenario } = parseScenario(scenarioText);
  const names = new DeskNames(rulesetOf(scenario), scenario.players);
  const actor = seat.seat === MAFIA_SEAT ? null : seat.seat;
  // A PM often starts with its writer's name («Вася: стреляем в Мишу»): the writer — or, for the
  // mafia's shot, a maf — is a target only when written as «себя».
  const mafs = new Set(scenario.players.filter((p) => p.team === 'mafia').map((p) => p.name));
  const named = namesIn(text, names, actor);
  const found = named.map((n) => n.name);
  if (PASS_WORDS.test(text) && named.every((n) => n.name === actor && !n.self)) return { seat: seat.seat, pass: true, targets: [] };
  // The verb whose PM words the role declares («провер» for the Sheriff's check, RoleSpec.pmWords).
  const lower = text.toLocaleLowerCase('ru');
  const verb = seat.verbs.find((v) => seat.role?.pmWords?.[v]?.some((w) => lower.includes(w)));
  if (seat.killerNamed) {
    // «Стреляет Гром в Лиса»: the first maf named holds the musket, the next player is the target.
    const named = found.find((n) => mafs.has(n));
    const killer = named ?? (writer && mafs.has(writer) ? writer : undefined);
    const target = found.find((n, i) => (!named || i > found.indexOf(named)) && n !== killer);
    return killer && target ? { seat: seat.seat, killer, targets: [target] } : null;
  }
  const aimed = named.filter((n) => n.self || (n.name !== actor && !(seat.seat === MAFIA_SEAT && mafs.has(n.name)))).map((n) => n.name);
  const targets = [...new Set(aimed)].slice(0, seat.targets);
  if (targets.length === 0) return null;
  return { seat: seat.seat, ...(verb ? { verb } : {}), targets };
}
