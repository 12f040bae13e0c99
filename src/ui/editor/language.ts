import { completionsAt, type KnownCast } from '../../dsl/complete.ts';
import { hoverAt } from '../../dsl/hover.ts';
import { LANGUAGE_ID, monarchLanguage } from '../../dsl/monarch.ts';
import type { Lang } from '../../engine/text.ts';
import type { monaco as Monaco } from './monaco.ts';

export { LANGUAGE_ID };

let registered = false;

/** Which UI language hovers speak; set by the editor wrapper. */
let hoverLang: Lang = 'ru';

/** The cast of the last analysis; completion in a text longer than LONG_TEXT reads it instead of parsing. */
let cast: KnownCast | null = null;
const LONG_TEXT = 20_000;

/** Keeps the ruleset and players of the latest analysis for completion. */
export function setKnownCast(known: KnownCast | null): void {
  cast = known;
}

/** Switches the language of hover texts. */
export function setHoverLang(lang: Lang): void {
  hoverLang = lang;
}

/**
 * Registers the scenario language once: Monarch tokens, completion and hover. The logic lives
 * in src/dsl as plain data and functions; this file only adapts it to Monaco's API.
 */
export function registerScenarioLanguage(monaco: typeof Monaco): void {
  if (registered) return;
  registered = true;
  monaco.languages.register({ id: LANGUAGE_ID });
  monaco.languages.setMonarchTokensProvider(LANGUAGE_ID, monarchLanguage as unknown as Monaco.languages.IMonarchLanguage);
  monaco.languages.setLanguageConfiguration(LANGUAGE_ID, { comments: { lineComment: '#' } });
  const kinds = {
    keyword: monaco.languages.CompletionItemKind.Keyword,
    role: monaco.languages.CompletionItemKind.Class,
    player: monaco.languages.CompletionItemKind.Variable,
    option: monaco.languages.CompletionItemKind.Property,
    value: monaco.languages.CompletionItemKind.EnumMember,
  } as const;
  monaco.languages.registerCompletionItemProvider(LANGUAGE_ID, {
    triggerCharacters: [' ', '=', ',', '>'],
    provideCompletionItems(model, position) {
      const word = model.getWordUntilPosition(position);
      const range = new monaco.Range(position.lineNumber, word.startColumn, position.lineNumber, word.endColumn);
      const known = model.getValueLength() > LONG_TEXT ? (cast ?? undefined) : undefined;
      const items = completionsAt(model.getValue(), model.getOffsetAt(position), hoverLang, known);
      return {
        suggestions: items.map((item) => ({
          label: item.label,
          kind: kinds[item.kind],
          ...(item.detail ? { detail: item.detail } : {}),
          insertText: item.insertText,
          ...(item.sortText ? { sortText: item.sortText } : {}),
          range,
        })),
      };
    },
  });
  monaco.languages.registerHoverProvider(LANGUAGE_ID, {
    provideHover(model, position) {
      const hover = hoverAt(model.getValue(), model.getOffsetAt(position));
      if (!hover) return null;
      const start = model.getPositionAt(hover.range.offset);
      const end = model.getPositionAt(hover.range.offset + hover.range.length);
      return {
        range: new monaco.Range(start.lineNumber, start.column, end.lineNumber, end.column),
        // Never trusted, never HTML: user names inside are escaped text (dsl/markdown.ts).
        contents: [{ value: hover.markdown[hoverLang], isTrusted: false, supportHtml: false }],
      };
    },
  });
}
