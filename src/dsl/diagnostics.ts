/**
 * Building DSL diagnostics: a sink that caps the count (hostile input stays fast and readable)
 * and adds "did you mean" suggestions through the engine's closest().
 */
import type { Diagnostic, Severity } from '../engine/diagnostic.ts';
import { closest } from '../engine/option.ts';
import type { Span } from '../engine/span.ts';
import { t } from '../engine/text.ts';

/** Most diagnostics a single parse reports; one TOO_MANY_DIAGNOSTICS follows the last. */
export const MAX_DIAGNOSTICS = 200;

/** Collects diagnostics up to MAX_DIAGNOSTICS. */
export class DiagnosticSink {
  readonly list: Diagnostic[] = [];
  private dropped = 0;

  /** Adds one diagnostic (dropped silently past the cap, counted for the final notice). */
  add(code: string, severity: Severity, ru: string, en: string, span: Span, suggestion?: string): void {
    if (this.list.length >= MAX_DIAGNOSTICS) {
      this.dropped++;
      return;
    }
    this.list.push({ code, severity, message: t(ru, en), span, ...(suggestion ? { suggestion } : {}) });
  }

  /** True when the cap is reached: what is added now is only counted (no need to word it, or to look for a near name). */
  full(): boolean {
    return this.list.length >= MAX_DIAGNOSTICS;
  }

  /** How many diagnostics were added so far, dropped ones included (a re-parse resumes from such a count). */
  emitted(): number {
    return this.list.length + this.dropped;
  }

  /** Starts from the first `count` diagnostics of an earlier sink's `list` (a re-parse reusing lines). */
  resume(list: readonly Diagnostic[], count: number): void {
    const kept = Math.min(count, MAX_DIAGNOSTICS);
    for (let i = 0; i < kept; i++) this.list.push(list[i]!);
    this.dropped += count - kept;
  }

  /** Reports `list` again, as given (an unchanged part of an edited text, checked before). */
  replay(list: readonly Diagnostic[]): void {
    for (const d of list) {
      if (this.list.length >= MAX_DIAGNOSTICS) this.dropped++;
      else this.list.push(d);
    }
  }

  /** Error shorthand. */
  error(code: string, ru: string, en: string, span: Span, suggestion?: string): void {
    this.add(code, 'error', ru, en, span, suggestion);
  }

  /** Warning shorthand. */
  warn(code: string, ru: string, en: string, span: Span, suggestion?: string): void {
    this.add(code, 'warning', ru, en, span, suggestion);
  }

  /** True when an error has been reported. */
  hasErrors(): boolean {
    return this.list.some((d) => d.severity === 'error');
  }

  /** The diagnostics, with a closing notice when some were dropped. */
  done(lastSpan: Span): Diagnostic[] {
    if (this.dropped === 0) return this.list;
    return [
      ...this.list,
      {
        code: 'TOO_MANY_DIAGNOSTICS',
        severity: 'error',
        message: t(`Слишком много ошибок: ещё ${this.dropped} не показаны`, `Too many problems: ${this.dropped} more not shown`),
        span: lastSpan,
      },
    ];
  }
}

/**
 * " Может быть, «X»?" / " Did you mean "X"?" parts, or empty strings when nothing is near, or when
 * `sink` is full (the diagnostic is dropped: 10,000 junk lines spent a third of their analysis here).
 */
export function didYouMean(word: string, candidates: readonly string[], sink?: DiagnosticSink): { ru: string; en: string; near?: string } {
  if (word.length > 64 || sink?.full()) return { ru: '', en: '' };
  const near = closest(word, candidates);
  if (!near) return { ru: '', en: '' };
  return { ru: ` Может быть, «${near}»?`, en: ` Did you mean "${near}"?`, near };
}
