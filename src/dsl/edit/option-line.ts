// Pure edit of the scenario text for an interpretation option: insert, replace or remove the
// `option KEY = VALUE` header line, so the text (and so share links and the CLI) carries the choice.
import { parseScenario } from '../parse.ts';
import type { DocLine, Statement } from '../syntax.ts';
import { eolOf, removeLine } from './lines.ts';

type OptionStatement = Extract<Statement, { kind: 'option' }>;

/** Header statements: the option line goes after the last of them. */
const HEADER = new Set<Statement['kind']>(['ruleset', 'seed', 'option']);

/**
 * Sets option `key` to `value` in the scenario text; `value: null` (the default reading) removes
 * every `option key = …` line. Keeps comments on a replaced line and the text's line ends. One
 * parse per edit: the page's analyses carry no document lines (analysis-message.ts).
 */
export function setOptionLine(text: string, key: string, value: string | null): string {
  const { doc } = parseScenario(text);
  const eol = eolOf(text);
  const statementOf = (line: DocLine): Statement | undefined =>
    line.statement >= 0 && line.block === null ? doc.statements[line.statement] : undefined;
  const matching = doc.lines.filter((l) => {
    const s = statementOf(l);
    return s?.kind === 'option' && s.key?.text === key;
  });
  // Edits run from the end so earlier offsets stay valid.
  let out = text;
  const [first, ...rest] = matching;
  for (const line of [...rest].reverse()) out = removeLine(out, doc.lines, line);
  if (first) {
    if (value === null) return removeLine(out, doc.lines, first);
    const s = statementOf(first) as OptionStatement;
    return out.slice(0, s.span.offset) + `${s.keyword.text} ${key} = ${value}` + out.slice(s.span.offset + s.span.length);
  }
  if (value === null) return out;
  const keyword = optionKeyword(doc.statements);
  const lineText = `${keyword} ${key} = ${value}`;
  const headers = doc.lines.filter((l) => {
    const s = statementOf(l);
    return s !== undefined && HEADER.has(s.kind);
  });
  const after = headers[headers.length - 1];
  if (after) {
    const at = after.span.offset + after.span.length;
    return out.slice(0, at) + eol + lineText + out.slice(at);
  }
  // No header: before the first statement (after the opening comments), or at the end.
  const firstStatement = doc.lines.find((l) => l.statement >= 0);
  if (firstStatement) {
    const at = firstStatement.span.offset;
    return out.slice(0, at) + lineText + eol + out.slice(at);
  }
  return out + (out === '' || out.endsWith('\n') ? '' : eol) + lineText + eol;
}

/** The option keyword in the language the header was written in (`опция` after `правила`). */
function optionKeyword(statements: readonly Statement[]): string {
  const option = statements.find((s): s is OptionStatement => s.kind === 'option');
  if (option) return option.keyword.text;
  const header = statements.find((s) => s.kind === 'ruleset' || s.kind === 'seed' || s.kind === 'player');
  return header && 'keyword' in header && /[а-яё]/i.test(header.keyword.text) ? 'опция' : 'option';
}
