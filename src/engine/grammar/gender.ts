import { getFirstnameGender } from 'lvovich';
import type { Gender } from './cases.ts';

/**
 * A name's gender when the scenario does not say: the forum's own short names first (lvovich's
 * lists miss Гоша, Лёша, Федя, Слава and the like, and read Любовь as male), then lvovich's
 * first-name lists (Дима, Никита are male), else a Russian -а/-я ending is feminine; the rest,
 * Latin nicknames included, masculine («игрок» is). `player Alice, ж` corrects it. Саша, Женя,
 * Шура and Валя are both; they are taken as male.
 */
export function guessGender(name: string): Gender {
  const first = name.trim().split(/[\s-]+/)[0] ?? '';
  const known = FORUM.get(first.toLowerCase().replace(/ё/g, 'е'));
  if (known) return known;
  const g = /[А-Яа-яЁё]/.test(first) ? getFirstnameGender(first) : null;
  if (g === 'male' || g === 'female') return g === 'male' ? 'm' : 'f';
  return /[ая]$/i.test(first) && !/^[A-Za-z]/.test(first) ? 'f' : 'm';
}

const MALE =
  'гоша кеша леша алеша федя леня сеня тема кирюша илюша андрюша степа гриша ерема яша сема слава тоша ' +
  'сережа серега леха тоха санек саша женя шура валя вова жора юра толя боря митя костя паша ваня петя миша ' +
  'дима никита фома савва лука гена рома';
const FEMALE = 'любовь нинель ирэн мари мэри молли бетти долли салли кэтти миледи эмили';
const FORUM = new Map<string, Gender>([
  ...MALE.split(' ').map((n): [string, Gender] => [n, 'm']),
  ...FEMALE.split(' ').map((n): [string, Gender] => [n, 'f']),
]);
