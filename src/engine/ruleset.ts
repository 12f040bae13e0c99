import type { Gender, Oblique } from './grammar/cases.ts';
import type { Clause } from './clause.ts';
import type { Diagnostic } from './diagnostic.ts';
import type { GameRules } from './game-loop.ts';
import type { NightFactSpec } from './night-fact.ts';
import type { OptionSpec, OptionValues } from './option.ts';
import type { RulesetId, Scenario } from './scenario.ts';
import type { StartFactSpec } from './start-fact.ts';
import type { Text } from './text.ts';
import type { Timeline } from './timeline.ts';

/** A role as data (townsquare's roles.json): names for the DSL, text for the encyclopedia. */
export interface RoleSpec {
  readonly id: string;
  readonly name: Text;
  /** Nickname from the rulebook, e.g. «Пьяница». */
  readonly nickname?: Text;
  /** The role name's case forms as the rulebook declines it («Палача из Лилля»), for players named after it. */
  readonly forms?: Readonly<Partial<Record<Oblique, string>>>;
  /** Grammatical gender of the role's name («Миледи», «Жрица любви» are feminine); masculine when absent. */
  readonly gender?: Gender;
  /** Other spellings and inflected forms the DSL accepts («Тревилль», «Галантерейщика Бонасье»). */
  readonly aliases: readonly string[];
  /** When the ability works. */
  readonly when: 'night' | 'day' | 'evening' | 'passive' | 'none';
  /** Does the role have a night action of its own (for M1/M3 vs M4/M5)? */
  readonly nightAbility: boolean;
  /** One-paragraph rule text for hovers and the encyclopedia. */
  readonly ability: Text;
  /** Clause keys that define the role. */
  readonly clauses: readonly string[];
  /** Number of targets the role's move or power takes (0 = none, e.g. Constance; Planchet locks 1). */
  readonly targets: number;
  /** Verbs the role accepts (LK sheriff: check/shoot). Empty: the default action only. */
  readonly verbs?: readonly string[];
  /** Per verb, the word stems a player's PM uses for it («провер» → check): how the host's desk reads a PM. */
  readonly pmWords?: Readonly<Record<string, readonly string[]>>;
}

/** Words for a verb after `A:`, canonical id → spellings (the first is English, the second Russian). */
export type VerbTable = Readonly<Record<string, readonly string[]>>;

/** A ruleset's vocabulary: its day powers (`A: VERB T`) and its night verbs (`A: VERB -> T`). */
export interface RulesetVerbs {
  readonly day: VerbTable;
  readonly night: VerbTable;
}

/** What a ruleset's resolver returns; `resolve()` adds options, seed and ruleset id. */
export type RulesetResult = Omit<Timeline, 'ruleset' | 'seed' | 'options'>;

/**
 * A rulebook as data: what the page shows without the resolver (rulesets/about.ts). The start facts
 * stay with the resolver: their checks read the role registries, which bring the rule code along.
 */
export type RulesetAbout = Omit<Ruleset, 'game' | 'check' | 'startFacts'>;

/**
 * The desk's day and evening: does an evening follow the day (the mafia's swaps and a slot lock:
 * TM A-49…A-56), and which post closes the day — the night's order, public and the mafia's, or the
 * day's result (the tally and the verdict).
 */
export interface DeskPhases {
  readonly evening: boolean;
  readonly dayPost: 'nightOrder' | 'dayResult';
}

/** A rulebook: roles, clauses and options as data, plus the resolver. */
export interface Ruleset {
  readonly id: RulesetId;
  readonly name: Text;
  /** Words that select it in `ruleset …`. */
  readonly aliases: readonly string[];
  readonly roles: readonly RoleSpec[];
  /** Names of the ruleset's own ability ids (ActionRef.ability) in both languages; the shared ones are in engine/words.ts. */
  readonly abilityNames?: Readonly<Record<string, Text>>;
  readonly clauses: Readonly<Record<string, Clause>>;
  readonly options: readonly OptionSpec[];
  /** The verbs the DSL reads in this ruleset's day and night blocks. */
  readonly verbs: RulesetVerbs;
  /** The day's sentence as a label before the name, agreeing with them («Посажена: Маша», «Казнён: Вася»); none: nobody's. */
  readonly sentenced: { readonly m: Text; readonly f: Text; readonly none: Text };
  /** Team words the DSL accepts per team (honest: честный, чиж, …). */
  readonly teams: Readonly<Record<string, readonly string[]>>;
  /** How the one game loop (game-loop.ts) plays this rulebook. Pure; never throws on user input. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each ruleset has its own state type
  readonly game: GameRules<any, any, any>;
  /** The night's own facts its summaries record (NightSummary.facts), in the order readers list them. */
  readonly nightFacts: readonly NightFactSpec[];
  /** May a day follow a day under these options? (LK's «другая планета», D-90); absent: never. */
  readonly daysMayRepeat?: (options: OptionValues) => boolean;
  /** Mid-game facts a player line may carry (spent one-shots, last night's carried states). */
  readonly startFacts?: readonly StartFactSpec[];
  /** What a top-level `order` line means here (the official order before the first block); absent: not used. */
  readonly previousOrder?: Text;
  /**
   * Who writes the mafia's night shot: the maf holding the musket («киллер Гром -> Лис», TM A-10)
   * or the team as one («мафия -> Лис», LK D-11). The host's desk asks for a killer only in the first case.
   */
  readonly mafiaShot: 'killer' | 'team';
  /** What the host's desk shows around a day, so a new rulebook needs no desk edit (ui/desk). */
  readonly desk: DeskPhases;
  /** Optional pre-resolution checks beyond the resolver's own diagnostics. */
  readonly check?: (scenario: Scenario) => Diagnostic[];
}
