// The only module that imports Monaco. It is loaded with import() so the page renders first.
// Editor core only: no TS/CSS/JSON language workers (see STACK.md).
import { setMonacoLang } from './monaco-nls.ts'; // first: the Russian strings before Monaco's modules
import * as monaco from 'monaco-editor/editor';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import 'monaco-editor/features/suggest/register';
import 'monaco-editor/editor/contrib/suggest/browser/suggestController';
import 'monaco-editor/features/hover/register';
import 'monaco-editor/features/find/register'; // Ctrl+F: a host looks for one player in a long game
import 'monaco-editor/features/codicon/register';

(self as unknown as { MonacoEnvironment: { getWorker: () => Worker } }).MonacoEnvironment = {
  getWorker: () => new EditorWorker(),
};

export { monaco, setMonacoLang };
