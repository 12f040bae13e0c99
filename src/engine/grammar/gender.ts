import { getFirstnameGender } from 'lvovich';
import type { Gender } from './cases.ts';

/**
 * A name's gender when the scenario does not say: lvovich's first-name lists (Дима, Никита are
 * male), else a Russian -а/-я ending is feminine; the rest, Latin nicknames included, masculine
 * («игрок» is). `player Alice, ж` corrects it.
 */
export function guessGender(name: string): Gender {
  const first = name.trim().split(/[\s-]+/)[0] ?? '';
  const g = /[А-Яа-яЁё]/.test(first) ? getFirstnameGender(first) : null;
  if (g === 'male' || g === 'female') return g === 'male' ? 'm' : 'f';
  return /[ая]$/i.test(first) && !/^[A-Za-z]/.test(first) ? 'f' : 'm';
}
