/**
 * The desk importer on hostile and mangled pastes: it never throws, every position it reports
 * lies inside the paste, every vote names declared players, and importing twice writes the same
 * scenario (the day block is replaced, not stacked).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { dayLines, importVotes, withDayVotes } from '../../../src/desk/index.ts';
import { SCENARIOS_DIR } from '../../scenario-files.ts';
import { holds } from './run.ts';

const DIR = join(SCENARIOS_DIR, 'desk');
const THREADS = readdirSync(DIR)
  .filter((f) => f.endsWith('.thread.txt'))
  .sort()
  .map((f) => ({
    thread: readFileSync(join(DIR, f), 'utf8'),
    scenario: readFileSync(join(DIR, f.replace(/\.thread\.txt$/, '.scenario')), 'utf8'),
  }));

/** Pieces forum pastes are made of, to shuffle into new pastes. */
const PIECES = [
  '[b]',
  '[/b]',
  '[color=green]',
  '[/color]',
  '[quote="Лис"]',
  '[/quote]',
  '_____',
  '\n',
  ' ',
  'голосую за ',
  'против ',
  'не голосую',
  'меняю голос на ',
  'отменяю голос',
  'Голосование до 20:00',
  'Блиц до 23:00',
  '10:15 Лис: ',
  '23:59 Ведущий: ',
  'Лис 25.12.2014 20:14\n',
  'Отправлено: Вчера, 10:30\n',
  'Гром',
  'Грома',
  'Сову',
  'Тэнь',
  '\u0000',
  '«',
  '»',
  '😀',
];

/** A fixture with a random slice cut out or pieces spliced in. */
const mangled = fc
  .record({
    fixture: fc.integer({ min: 0, max: THREADS.length - 1 }),
    at: fc.nat(),
    cut: fc.nat({ max: 400 }),
    insert: fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }),
  })
  .map(({ fixture, at, cut, insert }) => {
    const { thread, scenario } = THREADS[fixture]!;
    const i = at % (thread.length + 1);
    return { thread: thread.slice(0, i) + insert.join('') + thread.slice(i + cut), scenario };
  });

const soup = fc
  .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 8 })), { maxLength: 80 })
  .map((parts) => ({ thread: parts.join(''), scenario: THREADS[0]!.scenario }));

function sound({ thread, scenario }: { thread: string; scenario: string }): boolean {
  const imp = importVotes(thread, scenario);
  const players = new Set([...scenario.matchAll(/^player ([^:\n]+)/gmu)].map((m) => m[1]!.trim()));
  for (const i of imp.issues)
    if (i.span.offset < 0 || i.span.offset + i.span.length > thread.length) throw new Error(`issue ${i.code} outside the paste`);
  for (const v of imp.votes) {
    if (v.span.offset + v.span.length > thread.length) throw new Error('vote outside the paste');
    if (!players.has(v.voter) || (v.target !== null && !players.has(v.target)))
      throw new Error(`vote names a stranger: ${v.voter} -> ${v.target}`);
  }
  const once = withDayVotes(scenario, 2, dayLines(imp, 't.txt'));
  if (withDayVotes(once, 2, dayLines(imp, 't.txt')) !== once) throw new Error('a second import changed the file');
  return true;
}

describe('desk importer properties', () => {
  it('mangled fixtures: never throws, positions inside the paste, only declared players, idempotent', () => {
    holds(mangled, sound, { numRuns: 150, describe: (x) => JSON.stringify(x.thread.slice(0, 400)) });
  });

  it('piece soups: the same', () => {
    holds(soup, sound, { numRuns: 200, describe: (x) => JSON.stringify(x.thread) });
  });
});
