import type { Diagnostic } from '../../engine/diagnostic.ts';
import type { Span } from '../../engine/span.ts';
import type { Lang } from '../../engine/text.ts';
import { changedRange } from './changed-range.ts';
import { monaco, setMonacoLang } from './monaco.ts';
import { LANGUAGE_ID, registerScenarioLanguage, setHoverLang } from './language.ts';

/** What the Svelte wrapper needs from a live editor. */
export interface MonacoApi {
  setValue(text: string): void;
  setMarkers(diagnostics: readonly Diagnostic[], lang: Lang): void;
  reveal(span: Span | null): void;
  setLang(lang: Lang): void;
  dispose(): void;
}

/** Creates the editor in `host`; `onchange` gets every edit, `oncursor` the cursor offset. */
export function createEditor(
  host: HTMLElement,
  value: string,
  onchange: (text: string) => void,
  oncursor: (offset: number) => void,
  lang: Lang = 'ru',
): MonacoApi {
  setMonacoLang(lang);
  setHoverLang(lang);
  registerScenarioLanguage(monaco);
  const model = monaco.editor.createModel(value, LANGUAGE_ID);
  const editor = monaco.editor.create(host, {
    model,
    automaticLayout: true,
    minimap: { enabled: false },
    fontSize: 13,
    lineNumbersMinChars: 3,
    scrollBeyondLastLine: false,
    wordWrap: 'on',
    theme: 'vs',
    renderWhitespace: 'none',
    tabSize: 2,
    // Lines end in names, so Enter must start a new line; Tab accepts a suggestion.
    acceptSuggestionOnEnter: 'off',
  });
  let pushing = false;
  const edits = model.onDidChangeContent(() => {
    if (!pushing) onchange(model.getValue());
  });
  const cursor = editor.onDidChangeCursorPosition((e) => oncursor(model.getOffsetAt(e.position)));
  let decorations = editor.createDecorationsCollection();
  return {
    setValue(text) {
      if (text === model.getValue()) return;
      // One local edit, in its own undo step, so Ctrl+Z takes back exactly this change.
      const change = changedRange(model.getValue(), text);
      const from = model.getPositionAt(change.start);
      const to = model.getPositionAt(change.end);
      pushing = true;
      model.pushStackElement();
      model.pushEditOperations([], [{ range: new monaco.Range(from.lineNumber, from.column, to.lineNumber, to.column), text: change.text }], () => null);
      model.pushStackElement();
      pushing = false;
    },
    setMarkers(diagnostics, lang) {
      monaco.editor.setModelMarkers(
        model,
        'scenario',
        diagnostics
          .filter((d) => d.span.line > 0)
          .map((d) => {
            const start = model.getPositionAt(d.span.offset);
            const end = model.getPositionAt(d.span.offset + Math.max(1, d.span.length));
            return {
              severity:
                d.severity === 'error'
                  ? monaco.MarkerSeverity.Error
                  : d.severity === 'warning'
                    ? monaco.MarkerSeverity.Warning
                    : monaco.MarkerSeverity.Info,
              message: `${d.code}: ${d.message[lang]}${d.suggestion ? ` (${d.suggestion}?)` : ''}`,
              startLineNumber: start.lineNumber,
              startColumn: start.column,
              endLineNumber: end.lineNumber,
              endColumn: end.column,
            };
          }),
      );
    },
    reveal(span) {
      decorations.clear();
      if (!span || span.line <= 0) return;
      const start = model.getPositionAt(span.offset);
      const end = model.getPositionAt(span.offset + span.length);
      decorations = editor.createDecorationsCollection([
        {
          range: new monaco.Range(start.lineNumber, 1, end.lineNumber, 1),
          options: { isWholeLine: true, className: 'step-source-line' },
        },
      ]);
      editor.revealLineInCenterIfOutsideViewport(start.lineNumber);
    },
    setLang(lang) {
      setHoverLang(lang);
      setMonacoLang(lang);
    },
    dispose() {
      edits.dispose();
      cursor.dispose();
      editor.dispose();
      model.dispose();
    },
  };
}
