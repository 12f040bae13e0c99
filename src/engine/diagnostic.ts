import type { Span } from './span.ts';
import type { Text } from './text.ts';

/** How bad a diagnostic is: errors stop a ruling from being trusted, warnings do not. */
export type Severity = 'error' | 'warning' | 'info';

/**
 * A problem in the input, as a value (never a throw). `code` is stable: tests, the CLI and the
 * UI key on it. `span` points at the source that caused it.
 */
export interface Diagnostic {
  readonly code: string;
  readonly severity: Severity;
  readonly message: Text;
  readonly span: Span;
  /** Optional "did you mean" replacement for the text under `span`. */
  readonly suggestion?: string;
  /**
   * Set when the scenario asserts it with `expect diagnostic CODE`: a refused move the scenario
   * is about, not a mistake in the input. Expected errors do not fail a run.
   */
  readonly expected?: boolean;
}

/** Errors that fail a run: every error the scenario does not expect. */
export function unexpectedErrors(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return diagnostics.filter((d) => d.severity === 'error' && !d.expected);
}
