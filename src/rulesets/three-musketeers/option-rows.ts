import type { ReadingRow } from '../../engine/option-kit.ts';

/** A reading with its bilingual label. */
export function r<const V extends string>(value: V, ru: string, en: string): ReadingRow<V> {
  return [value, ru, en];
}

/** Russian yes and no, for readings whose label is the bare answer. */
export const YES = 'да';
export const NO = 'нет';

/** A yes/no option whose default is yes. */
export const YES_NO = (yesRu: string, yesEn: string, noRu: string, noEn: string): [ReadingRow<'true'>, ReadingRow<'false'>] => [
  r('true', yesRu, yesEn),
  r('false', noRu, noEn),
];

/** A yes/no option whose default is no. */
export const NO_YES = (noRu: string, noEn: string, yesRu: string, yesEn: string): [ReadingRow<'false'>, ReadingRow<'true'>] => [
  r('false', noRu, noEn),
  r('true', yesRu, yesEn),
];
