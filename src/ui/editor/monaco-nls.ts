// Monaco's own strings in Russian: monaco-editor 0.57 ships its translations as scripts that set
// globalThis._VSCODE_NLS_MESSAGES, and its localize() reads that table each time it is called.
// This module must be imported before any Monaco module (monaco.ts imports it first); it keeps
// the Russian table so the UI's language switch can swap it (English is Monaco's built-in text).
// Labels Monaco computes when its modules evaluate take the page's language at that moment.
import 'monaco-editor/nls/lang/ru';
import { monacoLang } from './monaco-lang.svelte.ts';

interface NlsGlobal {
  _VSCODE_NLS_MESSAGES?: string[];
  _VSCODE_NLS_LANGUAGE?: string;
}
const g = globalThis as unknown as NlsGlobal;
const RU = g._VSCODE_NLS_MESSAGES;

/** Monaco's widgets (suggest, hover, find) speak this language from their next message on. */
export function setMonacoLang(lang: 'ru' | 'en'): void {
  if (lang === 'ru') {
    g._VSCODE_NLS_MESSAGES = RU;
    g._VSCODE_NLS_LANGUAGE = 'ru';
  } else {
    delete g._VSCODE_NLS_MESSAGES;
    delete g._VSCODE_NLS_LANGUAGE;
  }
}

const start = typeof document !== 'undefined' && document.documentElement.lang === 'en' ? 'en' : 'ru';
setMonacoLang(start);
monacoLang.loadedIn = start;
