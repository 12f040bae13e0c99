import type { Lang } from '../engine/text.ts';

/** The language choice survives reloads; `<html lang>` follows it (screen readers, hyphenation). */
const KEY = 'mafia-night-debugger:lang:v1';

/** The saved language, else Russian (the playground's first language). */
export function loadLang(storage: Pick<Storage, 'getItem'> | undefined): Lang {
  try {
    return storage?.getItem(KEY) === 'en' ? 'en' : 'ru';
  } catch {
    return 'ru';
  }
}

/** Saves the choice and sets the document's language. */
export function applyLang(storage: Pick<Storage, 'setItem'> | undefined, lang: Lang): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  try {
    storage?.setItem(KEY, lang);
  } catch {
    // Privacy mode: the choice lasts for this page only.
  }
}
