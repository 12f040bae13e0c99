/** Small pieces every statement parser shares: keyword nodes, required names, comma lists, quoted text. */
import { Cursor } from './cursor.ts';
import { DiagnosticSink } from './diagnostics.ts';
import type { KeywordNode, NameNode, Token } from './syntax.ts';

export function keywordOf(tok: Token, id: string): KeywordNode {
  return { id, text: tok.text, span: tok.span };
}
export function clip(s: string): string {
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
}

export function missing(c: Cursor, sink: DiagnosticSink, after: KeywordNode, ru: string, en: string, code = 'TOKEN_MISSING'): void {
  const at = c.peek()?.span ?? {
    ...after.span,
    offset: after.span.offset + after.span.length,
    col: after.span.col + after.span.length,
    length: 0,
  };
  sink.error(code, `Ожидалось ${ru} после «${after.text}»`, `Expected ${en} after "${after.text}"`, at);
}

export function required(c: Cursor, sink: DiagnosticSink, after: KeywordNode, code: string): NameNode | null {
  const n = c.name();
  if (!n) missing(c, sink, after, 'имя или значение', 'a name or value', code);
  return n;
}

/** `A, B, C` — names separated by commas (at least one). */
export function commaNames(c: Cursor, sink: DiagnosticSink, after: KeywordNode): NameNode[] {
  const first = required(c, sink, after, 'NAME_MISSING');
  // the lists live as long as the doc: built by push, each would keep room for 17 names
  if (c.peek()?.kind !== 'comma') return first ? [first] : [];
  const out: NameNode[] = first ? [first] : [];
  while (c.peek()?.kind === 'comma') {
    const comma = c.next()!;
    const n = c.name();
    if (n) out.push(n);
    else missing(c, sink, keywordOf(comma, ','), 'имя', 'a name', 'NAME_MISSING');
  }
  return out.slice();
}

export function stringValue(c: Cursor, sink: DiagnosticSink, after: KeywordNode): NameNode | null {
  const s = c.eat('string');
  if (!s) {
    missing(c, sink, after, 'текст в кавычках', 'quoted text', 'TEXT_MISSING');
    return null;
  }
  return { text: s.value, span: s.span };
}
