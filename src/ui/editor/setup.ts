import type { Diagnostic } from '../../engine/diagnostic.ts';
import type { Span } from '../../engine/span.ts';
import type { Lang } from '../../engine/text.ts';
import { afterPaint } from '../after-paint.ts';
import { isBig, modelSizeOptions, sizeOptions } from './big-text.ts';
import { changedRange } from './changed-range.ts';
import { monaco, setMonacoLang } from './monaco.ts';
import type { KnownCast } from '../../dsl/complete.ts';
import { LANGUAGE_ID, registerScenarioLanguage, setHoverLang, setKnownCast } from './language.ts';

/** What the Svelte wrapper needs from a live editor. */
export interface MonacoApi {
  setValue(text: string): void;
  setMarkers(diagnostics: readonly Diagnostic[], lang: Lang): void;
  /** The ruleset and players of the latest analysis, for completion in a long text. */
  setCast(cast: KnownCast): void;
  /** Highlights the lines of `span`; `scroll` brings them into view. */
  reveal(span: Span | null, scroll: boolean): void;
  setLang(lang: Lang, label: string): void;
  dispose(): void;
}

/** What Tab does in the editor: indents, leaves once (after Esc), or always moves focus (Ctrl+M). */
export type TabMode = 'indent' | 'leave' | 'moves';

/**
 * Creates the editor in `host`; `onchange` gets every edit, `oncursor` the cursor offset,
 * `ontabmode` each change of what Tab does (the pane shows it).
 */
export function createEditor(
  host: HTMLElement,
  value: string,
  label: string,
  onchange: (text: string) => void,
  oncursor: (offset: number) => void,
  ontabmode: (mode: TabMode) => void,
  lang: Lang = 'ru',
): MonacoApi {
  setMonacoLang(lang);
  setHoverLang(lang);
  registerScenarioLanguage(monaco);
  // Monaco's light theme, with the three token colours too pale for the highlighted step line
  // (#fff3c4) darkened to WCAG AA (4.5:1) there and on white, and the dimmed number of the final
  // empty line as readable as the others.
  monaco.editor.defineTheme('scenario-light', {
    base: 'vs',
    inherit: true,
    rules: [
      { token: 'type', foreground: '006666' },
      { token: 'number', foreground: '06704a' },
      { token: 'constant', foreground: 'b40000' },
    ],
    colors: { 'editorLineNumber.dimmedForeground': '#6b7280' },
  });
  const model = monaco.editor.createModel(value, LANGUAGE_ID);
  const editor = monaco.editor.create(host, {
    model,
    automaticLayout: true,
    ...sizeOptions(value.length),
    fontSize: 13,
    lineNumbersMinChars: 3,
    scrollBeyondLastLine: false,
    theme: 'scenario-light',
    renderWhitespace: 'none',
    tabSize: 2,
    // Lines end in names, so Enter must start a new line; Tab accepts a suggestion.
    acceptSuggestionOnEnter: 'off',
    ariaLabel: label,
  });
  // After the editor: its options (tabSize) reset the model's options to the configuration's.
  model.updateOptions(modelSizeOptions(value.length));
  // Keyboard users must be able to leave: Esc makes the next Tab move focus (WCAG 2.1.2), and
  // Ctrl+M (Monaco's own key for it) keeps Tab moving focus until pressed again.
  let moves = false;
  let leaving = false;
  /** Tab indents again after a key other than Tab; Monaco is told after the paint (see below). */
  let indentDue: (() => void) | null = null;
  const setTab = (mode: TabMode): void => {
    leaving = mode === 'leave';
    indentDue?.();
    indentDue = null;
    editor.updateOptions({ tabFocusMode: mode !== 'indent' });
    ontabmode(mode);
  };
  // Changing an option recomputes all of them and re-renders the lines (3 ms and more): after an
  // Esc, the next key typed would pay it before its ruling. A Tab meanwhile applies it first.
  const indentSoon = (): void => {
    leaving = false;
    ontabmode('indent');
    indentDue = afterPaint(() => {
      indentDue = null;
      editor.updateOptions({ tabFocusMode: false });
    });
  };
  editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyM, () => {
    moves = !moves;
    setTab(moves ? 'moves' : 'indent');
  });
  const keys = editor.onKeyDown((e) => {
    if (e.keyCode === monaco.KeyCode.Escape && !moves) setTab('leave');
    else if (leaving && e.keyCode !== monaco.KeyCode.Tab && e.keyCode !== monaco.KeyCode.Shift) indentSoon();
    else if (indentDue && e.keyCode === monaco.KeyCode.Tab) setTab('indent');
  });
  const blur = editor.onDidBlurEditorText(() => {
    if (leaving) setTab('indent');
  });
  let pushing = false;
  let big = isBig(value.length);
  /** A text that grew past the size (or shrank below it) switches the lean options. */
  const fitOptions = (length: number): void => {
    if (isBig(length) === big) return;
    big = !big;
    editor.updateOptions(sizeOptions(length));
    model.updateOptions(modelSizeOptions(length));
  };
  /** The model's text as last read: the text the page echoes back after each edit is this same string. */
  let current = value;
  const edits = model.onDidChangeContent(() => {
    fitOptions(model.getValueLength());
    current = model.getValue();
    if (!pushing) onchange(current);
  });
  const cursor = editor.onDidChangeCursorPosition((e) => oncursor(model.getOffsetAt(e.position)));
  const decorations = editor.createDecorationsCollection();
  /** Cancels the markers waiting for the paint, while they wait. */
  let markersDue: (() => void) | null = null;
  return {
    setValue(text) {
      // Most often the text just typed, come back: the same string, so no 1 MB read and compare.
      if (text === current || text === model.getValue()) return;
      // One local edit, in its own undo step, so Ctrl+Z takes back exactly this change.
      const change = changedRange(model.getValue(), text);
      const from = model.getPositionAt(change.start);
      const to = model.getPositionAt(change.end);
      // Before the edit: wrapping 1 MB of lines and then turning wrap off would cost both.
      fitOptions(text.length);
      pushing = true;
      model.pushStackElement();
      model.pushEditOperations(
        [],
        [{ range: new monaco.Range(from.lineNumber, from.column, to.lineNumber, to.column), text: change.text }],
        () => null,
      );
      model.pushStackElement();
      pushing = false;
    },
    setCast(known) {
      setKnownCast(known);
    },
    setMarkers(diagnostics, lang) {
      // After the frame that paints the run: new markers make Monaco redraw every line on screen,
      // which held up the timeline's frame. A newer edit meanwhile drops them (its run brings its own).
      markersDue?.();
      const version = model.getVersionId();
      const markers = diagnostics
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
        });
      markersDue = afterPaint(() => {
        markersDue = null;
        if (model.getVersionId() === version) monaco.editor.setModelMarkers(model, 'scenario', markers);
      });
    },
    reveal(span, scroll) {
      if (!span || span.line <= 0) return decorations.clear();
      const start = model.getPositionAt(span.offset);
      const end = model.getPositionAt(span.offset + span.length);
      const range = new monaco.Range(start.lineNumber, 1, end.lineNumber, 1);
      // Every run brings the selected row anew, mostly on the same lines: setting the decoration
      // again would re-render the editor's lines on every keystroke.
      const kept = decorations.length === 1 ? decorations.getRange(0) : null;
      if (!kept?.equalsRange(range)) decorations.set([{ range, options: { isWholeLine: true, className: 'step-source-line' } }]);
      if (scroll) editor.revealLineInCenterIfOutsideViewport(start.lineNumber);
    },
    setLang(lang, label) {
      setHoverLang(lang);
      setMonacoLang(lang);
      editor.updateOptions({ ariaLabel: label });
    },
    dispose() {
      markersDue?.();
      indentDue?.();
      keys.dispose();
      blur.dispose();
      edits.dispose();
      cursor.dispose();
      editor.dispose();
      model.dispose();
    },
  };
}
