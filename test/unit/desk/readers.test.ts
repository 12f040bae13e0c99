/** Thread readers and the desk's BBCode posts: header forms, bodies, and the posts the host writes. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readThread } from '../../../src/desk/thread/read.ts';
import { readBody } from '../../../src/desk/thread/body.ts';
import { runScenario } from '../../../src/dsl/index.ts';
import { dayResultPost, mafiaOrderPost, morningThreadPost, publicOrderPost } from '../../../src/ui/desk/post-text.ts';
import { refusedVotes } from '../../../src/ui/desk/refusals.ts';
import { SCENARIOS_DIR } from '../../scenario-files.ts';

describe('post headers', () => {
  it('print views: phpBB and vBulletin forms', () => {
    const t = readThread('Автор: Лис » 26 дек 2014, 00:26\nтекст\n\nБарон — 26.12.2014, 01:05\nещё\n');
    expect(t.format).toBe('print-view');
    expect(t.posts.map((p) => [p.author, p.time, p.body.trim()])).toEqual([
      ['Лис', '00:26', 'текст'],
      ['Барон', '01:05', 'ещё'],
    ]);
    expect(t.posts[1]!.stamp!.minutes).toBe(65);
  });

  it('a browser copy: profile lines are skipped, «Вчера» sorts before «Сегодня»', () => {
    const t = readThread(
      'Лис\nУчастник\nСообщений: 12\nСообщение #1 Отправлено: Вчера, 23:50\nпривет\n\nБарон\nОтправлено: Сегодня, 00:10\nпока\n',
    );
    expect(t.format).toBe('browser-copy');
    expect(t.posts.map((p) => p.author)).toEqual(['Лис', 'Барон']);
    expect(t.posts[0]!.stamp!.day).toBeLessThan(t.posts[1]!.stamp!.day);
  });

  it('chat lines: a line without a stamp continues the post; the clock going back is the next day', () => {
    const t = readThread('23:50 Лис: раз\nдва\n00:10 [b]Барон[/b]: три\n');
    expect(t.posts.map((p) => [p.author, p.body.trim(), p.stamp!.day])).toEqual([
      ['Лис', 'раз\nдва', 0],
      ['[b]Барон[/b]', 'три', 1],
    ]);
  });
});

describe('bodies', () => {
  it('blanks tags, quotes and the signature but keeps every offset', () => {
    const raw = 'а [quote="Лис"][b]Гром[/b][/quote] [b][color=green]Сова[/color][/b]\n____\n[b]Лис[/b]';
    const b = readBody(raw);
    expect(b.text).toHaveLength(raw.length);
    expect(b.text.trim().startsWith('а')).toBe(true);
    expect(b.text).not.toContain('Гром');
    expect(b.text).not.toContain('Лис');
    const at = raw.indexOf('Сова');
    expect(b.text.slice(at, at + 4)).toBe('Сова');
    expect(b.marked[at]).toBe(true);
    expect(b.marked[0]).toBe(false);
  });
});

describe('what the host posts', () => {
  const text =
    'ruleset tm\nplayer Атос\nplayer Портос\nplayer Кэтти: Кэтти, маф\n\nday 1\n' +
    '  Атос -> Кэтти @10:00  # пост 2, стр. 4\n  Кэтти -> Кэтти @10:05  # пост 3, стр. 7\n\nnight 1\n';
  const run = runScenario(text);

  it('the evening order: voters only in public, everyone for the mafia', () => {
    const night = run.timeline.nights[0]!;
    expect(publicOrderPost(night, 'ru')).toBe(
      `[b]Очерёдность ходов на ночь 1[/b]\n${(night.publicOrder ?? []).map((n, i) => `${i + 1}. ${n}`).join('\n')}`,
    );
    expect(night.publicOrder).not.toContain('Портос');
    expect(mafiaOrderPost(night, 'en')).toContain('Портос');
    expect(mafiaOrderPost(night, 'ru').split('\n')[0]).toBe('[b]Очерёдность ходов на ночь 1 (для мафии)[/b]');
  });

  it("the morning post for the thread tells what the town learns, never the night's real order (L28–30)", () => {
    const night = { ...run.timeline.nights[0]!, public: { ru: 'Этой ночью никто не погиб.', en: 'Nobody died tonight.' } };
    expect(morningThreadPost(night, 'ru')).toBe('[b]Утро 1[/b]\n\nЭтой ночью никто не погиб.');
    expect(morningThreadPost(night, 'en')).toBe('[b]Morning 1[/b]\n\nNobody died tonight.');
  });

  it('the day result lists the tally, most votes first', () => {
    const day = run.timeline.days[0]!;
    expect(dayResultPost(day, 'ru', 'Посажена: Кэтти').split('\n')[0]).toBe('[b]Итоги дня 1[/b]');
    expect(dayResultPost(day, 'ru', 'Посажена: Кэтти')).toMatch(/\nКэтти — \d/);
  });

  it('the day result says how a tie was settled: the blitz line the engine wrote (L148)', () => {
    const lk = runScenario(readFileSync(join(SCENARIOS_DIR, 'desk', 'lk-bbcode.scenario'), 'utf8'));
    const blitz = lk.timeline.steps.filter((s) => s.id === 'd2.blitz').map((s) => s.summary.ru);
    expect(blitz).toEqual(['Блиц между Колей и Шурой: Коля 4, Шура 2']);
    expect(dayResultPost(lk.timeline.days[1]!, 'ru', 'Казнён: Коля', blitz)).toBe(
      '[b]Итоги дня 2[/b]\nКоля — 2\nШура — 2\nМаша — 1\n\n' +
        'Блиц между Колей и Шурой: Коля 4, Шура 2\n\n[b]Город казнил: Коля — Дон мафии.[/b]',
    );
  });

  it('without a public post the verdict line is the one the desk worded', () => {
    const day = { ...run.timeline.days[0]!, public: { ru: '', en: '' } };
    expect(dayResultPost(day, 'ru', 'Посажена: Кэтти').split('\n').at(-1)).toBe('[b]Посажена: Кэтти[/b]');
  });

  it("the engine's refusals are found by the source comment the desk wrote", () => {
    // A second vote written by hand: the engine refuses it (A-25), keyed by its source post.
    const twice = text.replace('night 1\n', '').concat('  Атос -> Портос @10:09  # пост 4, стр. 9\n');
    const refused = refusedVotes(runScenario(twice).timeline, twice, 1, 'ru');
    expect([...refused.entries()]).toEqual([['4:9', 'Атос уже проголосовал: менять голос нельзя']]);
  });
});
