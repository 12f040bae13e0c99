// Monaco's own helpers that scan the whole text or every line on screen per edit: off for a long
// text (a 200-player game is 1 MB), where each costs more than the frame it runs in.
import type { editor } from 'monaco-editor';
import { FALLBACK_MAX_CHARS } from './preview.ts';

/** Whether a text of `length` characters is a big one (the same line as the read-only preview). */
export const isBig = (length: number): boolean => length > FALLBACK_MAX_CHARS;

/** The options for a text of `length` characters: each one a big text turns off, back on for a small one. */
export function sizeOptions(length: number): editor.IEditorOptions & editor.IGlobalEditorOptions {
  const big = isBig(length);
  return {
    // Line breaks of every line are computed when the text comes and on every resize.
    wordWrap: big ? 'off' : 'on',
    folding: !big,
    // Word suggestions ask Monaco's worker for every word of the text.
    wordBasedSuggestions: big ? 'off' : 'currentDocument',
    occurrencesHighlight: big ? 'off' : 'singleFile',
    selectionHighlight: !big,
    matchBrackets: big ? 'never' : 'always',
    bracketPairColorization: { enabled: !big },
    guides: { indentation: !big, bracketPairs: false },
    codeLens: false,
    links: !big,
    minimap: { enabled: false },
  };
}

/**
 * The model's own options for a text of `length`. Bracket colours are a model option, which the
 * editor's `bracketPairColorization` never reaches in standalone Monaco (the option is not one
 * configuration key): a 200-player game re-parsed its brackets on every keystroke (7 ms a frame).
 */
export function modelSizeOptions(length: number): editor.ITextModelUpdateOptions {
  return { bracketColorizationOptions: { enabled: !isBig(length), independentColorPoolPerBracketType: false } };
}
