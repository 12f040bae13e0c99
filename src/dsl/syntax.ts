/**
 * The syntax tree of a scenario (ScenarioDoc): lines, tokens and statements, every node with its
 * span. The parser builds it without knowing any ruleset; the checker turns it into a Scenario.
 */
import type { Span } from '../engine/span.ts';
import type { StatementKeyword } from './keywords.ts';

/** Kinds of token the scanner produces. */
export type TokenKind = 'word' | 'arrow' | 'comma' | 'colon' | 'equals' | 'slash' | 'string' | 'time' | 'unknown';

/** One token: its kind, its source text, and for strings/times the unquoted value. */
export interface Token {
  readonly kind: TokenKind;
  readonly text: string;
  readonly value: string;
  readonly span: Span;
  /** True for a string whose closing quote is missing. */
  readonly unterminated?: boolean;
}

/** Some words written as one thing: a (possibly multi-word) name, with its span. */
export interface NameNode {
  readonly text: string;
  readonly span: Span;
}

/** A keyword as written (so the formatter and hovers keep the user's language). */
export interface KeywordNode {
  readonly id: string;
  readonly text: string;
  readonly span: Span;
}

/** Block headers open a day, an evening or a night. */
export type BlockKind = 'day' | 'evening' | 'night';

/** A parsed statement. `span` covers the code of its line (comment excluded). */
export type Statement =
  | { readonly kind: 'ruleset'; readonly span: Span; readonly keyword: KeywordNode; readonly value: NameNode | null }
  | { readonly kind: 'seed'; readonly span: Span; readonly keyword: KeywordNode; readonly value: NameNode | null }
  | {
      readonly kind: 'option';
      readonly span: Span;
      readonly keyword: KeywordNode;
      readonly key: NameNode | null;
      readonly value: NameNode | null;
    }
  | {
      readonly kind: 'player';
      readonly span: Span;
      readonly keyword: KeywordNode;
      readonly name: NameNode | null;
      readonly role: NameNode | null;
      readonly items: readonly NameNode[];
      /** Quoted case forms after a comma («Жоры, Жоре, Жору, Жорой, Жоре»), value unquoted. */
      readonly forms?: readonly NameNode[];
    }
  | {
      readonly kind: 'block';
      readonly span: Span;
      readonly keyword: KeywordNode;
      readonly block: BlockKind;
      readonly number: number | null;
    }
  | {
      readonly kind: 'arrow';
      readonly span: Span;
      /** `killer`, `blitz` or `mafia` in front, when written. */
      readonly prefix: KeywordNode | null;
      /** Null only for `mafia -> T`. */
      readonly actor: NameNode | null;
      readonly verb: NameNode | null;
      readonly targets: readonly NameNode[];
      readonly time: Token | null;
    }
  | {
      readonly kind: 'power';
      readonly span: Span;
      readonly actor: NameNode;
      readonly verb: NameNode;
      readonly targets: readonly NameNode[];
    }
  | { readonly kind: 'note'; readonly span: Span; readonly keyword: KeywordNode; readonly player: NameNode | null }
  | { readonly kind: 'order'; readonly span: Span; readonly keyword: KeywordNode; readonly names: readonly NameNode[] }
  | { readonly kind: 'lock'; readonly span: Span; readonly keyword: KeywordNode; readonly player: NameNode | null }
  | {
      readonly kind: 'swaps';
      readonly span: Span;
      readonly keyword: KeywordNode;
      readonly pairs: readonly { readonly a: NameNode; readonly b: NameNode; readonly span: Span }[];
    }
  | {
      readonly kind: 'expect';
      readonly span: Span;
      readonly keyword: KeywordNode;
      readonly negated: boolean;
      readonly what: KeywordNode | null;
      /** Player (dies, survives, …, message, report). */
      readonly player: NameNode | null;
      /** Message code, diagnostic code, winner team, or quoted text. */
      readonly value: NameNode | null;
      /** `expect order A, B, …` */
      readonly names: readonly NameNode[];
    }
  | { readonly kind: 'invalid'; readonly span: Span };

/** One source line: where it is, its tokens, its comment, and the block it belongs to. */
export interface DocLine {
  /** 1-based line number. */
  readonly line: number;
  /** The line without its end-of-line characters. */
  readonly span: Span;
  /** Scanned again on every read (doc-line.ts): read them once per use. */
  readonly tokens: readonly Token[];
  readonly comment: { readonly text: string; readonly span: Span } | null;
  /** Index into `ScenarioDoc.statements`, or -1 for a blank / comment-only line. */
  readonly statement: number;
  /** Header the line sits under (the block it belongs to), or null at top level. */
  readonly block: { readonly kind: BlockKind; readonly number: number | null } | null;
}

/** The whole syntax tree: every line and every statement, offsets kept (jsonc-parser style). */
export interface ScenarioDoc {
  readonly text: string;
  readonly lines: readonly DocLine[];
  readonly statements: readonly Statement[];
  /** Line number of each statement (parallel to `statements`). */
  readonly statementLines: readonly number[];
}

/** Re-export so users of the doc need one import. */
export type { StatementKeyword };
