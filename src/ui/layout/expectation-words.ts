// An expectation as the problems list reads it: «посажена Маша», «доклад Бонасье «Я видел…»» —
// the participle agrees with the player, quoted text stays in quotes.
import type { Person } from '../../engine/grammar/people.ts';
import type { Expectation } from '../../engine/scenario.ts';
import type { Lang } from '../../engine/text.ts';
import { EXPECTATION } from '../i18n.ts';

/** Russian participles for a woman (the table has the masculine ones). */
const FEMININE: Readonly<Record<string, string>> = { jailed: 'посажена', knocked: 'вырублена', restored: 'восстановлена' };

/** The expectation's words, without its verdict. */
export function expectationWords(e: Expectation, lang: Lang, person: (name: string) => Person): string {
  const woman = lang === 'ru' && e.player !== null && person(e.player).gender === 'f';
  const kind = (woman ? FEMININE[e.kind] : undefined) ?? EXPECTATION[e.kind]?.[lang] ?? e.kind;
  const quoted = e.kind === 'report' || e.kind === 'public';
  const value = Array.isArray(e.value) ? e.value.join(', ') : typeof e.value === 'string' && quoted ? `«${e.value}»` : (e.value ?? '');
  const not = e.negated ? (lang === 'ru' ? 'не ' : 'not ') : '';
  return [`${not}${kind}`, e.player ?? '', value].filter((w) => w !== '').join(' ');
}
