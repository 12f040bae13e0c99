// A clause's rulebook lines in words: «L101, L106» is «строки 101, 106» / "rulebook lines 101, 106"
// (a bare L-number is an English abbreviation in the Russian UI).
import type { Lang } from '../../engine/text.ts';

/** «строка 116», «строки 147–161», «выведено из правил» for an inferred clause. */
export function sourceWords(source: string, lang: Lang): string {
  if (source.trim() === '(inferred)') return lang === 'ru' ? 'выведено из правил' : 'inferred from the rules';
  const lines = source.replace(/\bL(?=\d)/g, '').replace(/(\d)-(\d)/g, '$1–$2');
  const many = /[,–]/.test(lines);
  if (lang === 'ru') return `${many ? 'строки' : 'строка'} правил ${lines}`;
  return `rulebook ${many ? 'lines' : 'line'} ${lines}`;
}
