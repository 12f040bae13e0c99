/** Text in both UI languages. The engine emits both so the UI never formats rules itself. */
export interface Text {
  readonly ru: string;
  readonly en: string;
}

/** The languages the product speaks. */
export type Lang = keyof Text;

/** Builds a bilingual text. */
export function t(ru: string, en: string): Text {
  return { ru, en };
}
