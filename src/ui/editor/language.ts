import type { monaco as Monaco } from './monaco.ts';

/** The Monaco language id of scenario files. */
export const LANGUAGE_ID = 'mafia-scenario';

let registered = false;

/** Registers the scenario language once (Monarch tokens, completion, hover come from src/dsl). */
export function registerScenarioLanguage(monaco: typeof Monaco): void {
  if (registered) return;
  registered = true;
  monaco.languages.register({ id: LANGUAGE_ID });
}
