/** The desk importer: hostile pastes, the rules per ruleset, and the day-block writer. */
import { describe, expect, it } from 'vitest';
import { dayLines, importVotes, withDayVotes, writeBlock } from '../../../src/desk/index.ts';
import { ownsVotes } from '../../../src/desk/block.ts';
import { MAX_PASTE_CHARS } from '../../../src/desk/thread/read.ts';

const TM = 'ruleset tm\nplayer Атос\nplayer Портос\nplayer Арамис\nplayer Кэтти: Кэтти, маф\n';
const LK = 'ruleset mafia-lk\nplayer Коля: Дон мафии, мафия\nplayer Шура: Шериф\nplayer Миша: Мирный житель\nplayer Маша: Мирный житель\n';

const codes = (thread: string, scenario = TM): string[] => importVotes(thread, scenario).issues.map((i) => i.code);
const counted = (thread: string, scenario = TM): string[] =>
  importVotes(thread, scenario)
    .votes.filter((v) => v.status === 'counted')
    .map((v) => `${v.blitz ? 'блиц ' : ''}${v.voter}->${v.target ?? '∅'}`);

describe('hostile pastes get a clear error, never a crash or a hang', () => {
  it('binary', () => expect(codes('PK\u0003\u0004\u0000\u0000garbage')).toEqual(['PASTE_BINARY']));
  it('huge', () => expect(codes('x'.repeat(MAX_PASTE_CHARS + 1))).toEqual(['PASTE_TOO_LARGE']));
  it('empty', () => expect(codes(' \n\n')).toEqual(['PASTE_EMPTY']));
  it('text with no post headers', () => expect(codes('просто текст\nещё строка')).toEqual(['PASTE_NO_POSTS']));
  it('not a string', () => expect(codes(undefined as unknown as string)).toEqual(['PASTE_EMPTY']));
  it('unclosed and deeply nested tags, a 100 000-character line, 4000 posts', () => {
    const nested = `10:00 Атос: ${'[quote]'.repeat(5000)}голосую за Портоса${'[b]'.repeat(3000)}`;
    expect(counted(nested)).toEqual([]);
    const long = `10:00 Атос: ${'голосую за '.repeat(9000)}Портоса`;
    expect(importVotes(long, TM).posts).toHaveLength(1);
    const many = Array.from(
      { length: 4000 },
      (_, i) => `${String(10 + (i % 10)).padStart(2, '0')}:00 Атос: [b]${'[color=red]'.repeat(3)}Портос`,
    ).join('\n');
    const imp = importVotes(many, TM);
    expect([imp.posts.length, imp.votes.length]).toEqual([4000, 1]);
  });
});

describe('what counts as a vote', () => {
  it('bold name, wordings, inflection, a quote and a signature', () => {
    const thread = [
      '10:00 Атос: [b]Портос[/b]',
      '10:05 Портос: [quote="Атос"][b]Портос[/b][/quote] голосую за Атоса',
      '10:10 Арамис: против Кэтти',
      '10:12 Кэтти: ну и ладно\n_____\n[b]Атос[/b] лучший',
    ].join('\n');
    expect(counted(thread)).toEqual(['Атос->Портос', 'Портос->Атос', 'Арамис->Кэтти']);
  });

  it('a browser quote with no blank line after it hides the rest of the post, and the host is asked to look', () => {
    const copy = (after: string): string =>
      'Атос\nОтправлено: Вчера, 10:00\nголосую за Портоса\n\n' +
      `Арамис\nОтправлено: Вчера, 11:00\nАтос писал(а):\nголосую за Портоса\n${after}`;
    const open = importVotes(copy('Не согласен. Голосую за Атоса'), TM);
    expect(open.votes.map((v) => `${v.voter}->${v.target}`)).toEqual(['Атос->Портос']);
    expect(open.issues.map((i) => [i.code, i.voter, i.span.line, i.written])).toEqual([['QUOTE_OPEN', 'Арамис', 7, 'Атос писал(а):']]);
    // Closed by a blank line: the writer's own vote counts, nothing to look at.
    expect(counted(copy('\nГолосую за Атоса'))).toEqual(['Атос->Портос', 'Арамис->Атос']);
    // A quote that runs into the signature stays hidden too.
    expect(counted(copy('_____\nподпись'))).toEqual(['Атос->Портос']);
  });

  it('«не голосую за Атоса» is not a vote for Атос', () => {
    expect(counted('10:00 Портос: я не голосую за Атоса, рано', LK)).toEqual([]);
  });

  it('a host post is not a vote, and its deadline makes later votes late', () => {
    const imp = importVotes('09:00 Ведущий: Голосование до 12:00\n11:00 Атос: [b]Портос[/b]\n12:30 Арамис: [b]Портос[/b]', TM, {
      hosts: ['Ведущий'],
    });
    expect(imp.votes.map((v) => v.status)).toEqual(['counted', 'late']);
    expect(imp.deadline).toBe('12:00');
  });

  it('the deadline as hosts word it: «Голосуем до 22:00», «голосовать до 21-30», «Конец дня в 23:00»', () => {
    for (const [said, at] of [
      ['Голосуем до 22:00!', '22:00'],
      ['Голосовать до 21-30', '21:30'],
      ['Конец дня в 23:00', '23:00'],
    ]) {
      expect(importVotes(`09:00 Ведущий: ${said}\n11:00 Атос: [b]Портос[/b]`, TM, { hosts: ['Ведущий'] }).deadline).toBe(at);
    }
    // A time that is not the day's deadline is not one.
    expect(
      importVotes('09:00 Ведущий: Ночью убит Вася в 02:00\n11:00 Атос: [b]Портос[/b]', TM, { hosts: ['Ведущий'] }).deadline,
    ).toBeNull();
  });

  it('a misspelt name is listed with a did-you-mean fix, not guessed', () => {
    const imp = importVotes('10:00 Атос: [b]Партос[/b]', TM);
    expect(imp.votes).toEqual([]);
    expect(imp.issues[0]).toMatchObject({
      code: 'VOTE_UNREADABLE',
      fixes: [{ voter: 'Атос', target: 'Портос' }],
      span: { line: 1, col: 16 },
    });
  });

  it('a nick of two words: every case form is a vote; one word of it is a did-you-mean, never a guess', () => {
    const two = `${TM}player Серый Кот: Планше\n`;
    expect(counted('10:00 Атос: голосую за Серого Кота\n10:05 Портос: [b]Серому Коту[/b]', two)).toEqual([
      'Атос->Серый Кот',
      'Портос->Серый Кот',
    ]);
    const part = importVotes('10:00 Атос: голосую за Кота', two);
    expect([part.votes, part.issues.map((i) => i.fixes)]).toEqual([[], [[{ voter: 'Атос', target: 'Серый Кот' }]]]);
  });

  it('a role name is not a nick: the roles are secret, so «голосую за Миледи» is offered as a fix, never counted', () => {
    const roles = 'ruleset tm\nplayer Лис: Атос\nplayer Гром: Миледи, маф\nplayer Кузя: Кэтти\n';
    const imp = importVotes('10:00 Лис: голосую за Миледи\n10:05 Кузя: [b]Атоса[/b]', roles);
    expect(imp.votes).toEqual([]);
    expect(imp.issues.map((i) => [i.code, i.fixes])).toEqual([
      ['VOTE_UNREADABLE', [{ voter: 'Лис', target: 'Гром' }]],
      ['VOTE_UNREADABLE', [{ voter: 'Кузя', target: 'Лис' }]],
    ]);
  });

  it('a name the desk cannot place at all still says whose vote it is, so the host can type it', () => {
    const imp = importVotes('10:00 Атос: голосую за Пупкина', TM);
    expect(imp.issues).toHaveLength(1);
    expect(imp.issues[0]).toMatchObject({ code: 'VOTE_UNREADABLE', fixes: [], voter: 'Атос', span: { line: 1, col: 13 } });
  });

  it('TM: a vote cannot be changed (L18); LK: the last counts, «отменяю голос» cancels', () => {
    expect(counted('10:00 Атос: [b]Портос[/b]\n11:00 Атос: меняю голос на [b]Арамиса[/b]')).toEqual(['Атос->Портос']);
    expect(codes('10:00 Атос: [b]Портос[/b]\n11:00 Атос: меняю голос на [b]Арамиса[/b]')).toEqual(['VOTE_CHANGE_REFUSED']);
    const lk =
      '10:00 Миша: [b][color=green]Коля[/color][/b]\n' +
      '11:00 Миша: меняю голос на [b][color=green]Шуру[/color][/b]\n12:00 Маша: [b]Колю[/b]\n' +
      '13:00 Маша: [b]отменяю голос[/b]';
    const imp = importVotes(lk, LK);
    expect(imp.votes.map((v) => `${v.voter}->${v.target ?? '∅'}:${v.status}`)).toEqual([
      'Миша->Коля:replaced',
      'Миша->Шура:counted',
      'Маша->Коля:cancelled',
      'Маша->∅:cancelled',
    ]);
  });

  it('LK: a blitz announced by the host makes the following votes blitz votes', () => {
    const thread =
      '10:00 Миша: [b]Коля[/b]\n11:00 Коля: [b]Миша[/b]\n20:00 Ведущий: Блиц между Колей и Мишей до 21:00\n20:10 Маша: [b]Коля[/b]';
    expect(counted(thread, LK)).toEqual(['Миша->Коля', 'Коля->Миша', 'блиц Маша->Коля']);
  });

  it('LK: «блица не будет» is no blitz: a vote after the close stays late', () => {
    const thread =
      '10:00 Миша: [b]Коля[/b]\n11:00 Маша: [b]Коля[/b]\n20:00 Ведущий: Голосование закрыто, блица не будет\n20:10 Шура: [b]Миша[/b]';
    const imp = importVotes(thread, LK);
    expect(imp.votes.map((v) => `${v.blitz ? 'блиц ' : ''}${v.voter}:${v.status}`)).toEqual(['Миша:counted', 'Маша:counted', 'Шура:late']);
  });

  it('two votes in one post: TM asks the host, LK takes the last; the option overrides', () => {
    const post = '10:00 Атос: [b]Портос[/b] или [b]Арамис[/b]';
    expect(counted(post)).toEqual([]);
    expect(importVotes(post, TM).issues[0]?.fixes.map((f) => f.target)).toEqual(['Портос', 'Арамис']);
    expect(counted(post, TM.replace(/Атос/g, 'Атос'))).toEqual([]);
    expect(importVotes(post, TM, { twoInPost: 'last' }).votes.map((v) => v.target)).toEqual(['Арамис']);
    expect(counted('10:00 Миша: [b]Коля[/b] или [b]Шура[/b]', LK)).toEqual(['Миша->Шура']);
  });
});

describe('the day block', () => {
  const imp = importVotes('10:00 Атос: [b]Портос[/b]\n10:30 Портос: голосую за Атоса', TM);
  const lines = dayLines(imp, 't.txt');

  it('is added in play order, before a later block', () => {
    const text = `${TM}\nnight 1\n  Атос -> Портос\n`;
    const out = withDayVotes(text, 1, lines);
    expect(out).toBe(
      `${TM}\nday 1\n  ${lines[0]}\n  Атос -> Портос @10:00  # пост 1, стр. 1\n` +
        `  Портос -> Атос @10:30  # пост 2, стр. 2\n\nnight 1\n  Атос -> Портос\n`,
    );
  });

  it("replaces the old votes, keeps the host's other lines, and is idempotent", () => {
    const text = `${TM}\nday 1\n  Атос -> Кэтти\n  expect jailed Портос\n\nnight 1\n  Атос -> Портос\n`;
    const once = withDayVotes(text, 1, lines);
    expect(once).not.toContain('Атос -> Кэтти');
    expect(once).toContain('  expect jailed Портос\n\nnight 1');
    expect(withDayVotes(once, 1, lines)).toBe(once);
  });

  it('writeBlock appends a missing block at the end and keeps CRLF line ends', () => {
    const out = writeBlock('ruleset tm\r\nplayer Атос\r\n', 'night', 2, ['Атос -> себя'], ownsVotes);
    expect(out).toBe('ruleset tm\r\nplayer Атос\r\n\r\nnight 2\r\n  Атос -> себя\r\n');
  });
});
