/** The evening and night helpers of the desk: swap messages, Planchet's lock, PMs, move lines. */
import { describe, expect, it } from 'vitest';
import { readEvening, withEvening } from '../../../src/desk/evening.ts';
import { MAFIA_SEAT, moveLine, nightSeats, readPm, withMove } from '../../../src/desk/night.ts';
import { runScenario } from '../../../src/dsl/index.ts';

const TM = [
  'ruleset tm',
  'player Атос',
  'player Арамис',
  "player Д'Артаньян",
  'player Бонасье: Галантерейщик Бонасье',
  'player Гром: Миледи, маф',
  'player Кузя: Кэтти, маф',
  'player Планше',
  '',
  'day 1',
  '  Атос -> Гром',
  '',
].join('\n');
const LK = 'ruleset mafia-lk\nplayer Коля: Дон мафии, мафия\nplayer Шура: Шериф\nplayer Дима: Доктор\nplayer Миша: Мирный житель\n';

describe('the evening as written', () => {
  it("reads the rulebook's own wording of a swap message and a lock", () => {
    const read = readEvening("Галантерейщика Бонасье/Д'Артаньяна, Атоса и Арамиса", 'Закрепляю Атоса', TM);
    expect(read.pairs).toEqual([
      ['Бонасье', "Д'Артаньян"],
      ['Атос', 'Арамис'],
    ]);
    expect(read.lock).toBe('Атос');
    expect(read.problems).toEqual([]);
  });

  it('a pair with one name is a problem, never a guess', () => {
    const read = readEvening('Атоса/Васю', '', TM);
    expect(read.pairs).toEqual([]);
    expect(read.problems[0]?.ru).toContain('нужно два');
  });

  it('writes evening N before night N and replaces its own lines on a second write', () => {
    const once = withEvening(`${TM}\nnight 1\n  Атос -> Гром\n`, 1, { pairs: [['Атос', 'Арамис']], lock: 'Планше' });
    expect(once).toContain('evening 1\n  закрепить Планше\n  перестановки Атос/Арамис\n\nnight 1');
    const twice = withEvening(once, 1, { pairs: [['Гром', 'Кузя']], lock: null });
    expect(twice).toContain('evening 1\n  перестановки Гром/Кузя\n\nnight 1');
  });
});

describe('the night checklist and moves', () => {
  it("lists the mafia's shot first, then each alive seat with a night move; a written move ticks it", () => {
    const text = withMove(`${TM}night 1\n`, 1, { seat: 'Атос', targets: ['Гром'] });
    const seats = nightSeats(text, 1, ['Атос', 'Арамис', 'Бонасье', 'Гром', 'Кузя', 'Планше']);
    expect(seats.map((s) => s.seat)).toEqual([MAFIA_SEAT, 'Атос', 'Арамис', 'Бонасье', 'Гром', 'Кузя']);
    expect(seats.find((s) => s.seat === 'Атос')?.move).toBe('Атос -> Гром');
    expect(seats.find((s) => s.seat === 'Гром')?.targets).toBe(2);
  });

  it('a second move by the same seat replaces the first, in place', () => {
    let text = `${TM}night 1\n  Кузя -> Атос\n  expect dies Атос\n`;
    text = withMove(text, 1, { seat: 'Атос', targets: ['Гром'] });
    text = withMove(text, 1, { seat: 'Кузя', targets: ['Гром'] });
    expect(text.endsWith('night 1\n  Кузя -> Гром\n  Атос -> Гром\n  expect dies Атос\n')).toBe(true);
  });

  it('asks for a killer on the mafia seat only where one maf holds the musket (TM A-10; LK D-11: the team shoots)', () => {
    const killerNamed = (text: string, alive: string[]) =>
      nightSeats(`${text}night 1\n`, 1, alive).find((x) => x.seat === MAFIA_SEAT)?.killerNamed;
    expect(killerNamed(TM, ['Атос', 'Гром', 'Кузя'])).toBe(true);
    expect(killerNamed(LK, ['Коля', 'Шура', 'Дима', 'Миша'])).toBe(false);
    expect(nightSeats(`${TM}night 1\n`, 1, ['Атос', 'Гром']).find((x) => x.seat === 'Атос')?.killerNamed ?? false).toBe(false);
  });

  it("reads PMs: the killer and target, a verb, «себя», two targets; the writer's own name is not a target", () => {
    const seats = nightSeats(`${TM}night 1\n`, 1, ['Атос', 'Арамис', 'Гром', 'Кузя']);
    const seat = (s: string) => seats.find((x) => x.seat === s)!;
    expect(readPm('Стреляет Кузя, цель — Атос', TM, seat(MAFIA_SEAT))).toEqual({ seat: MAFIA_SEAT, killer: 'Кузя', targets: ['Атос'] });
    expect(readPm('Гром: гипнотизирую Кузю и отправляю на Атоса', TM, seat('Гром'))).toEqual({ seat: 'Гром', targets: ['Кузя', 'Атос'] });
    expect(readPm('Лечу себя', TM, seat('Кузя'))).toEqual({ seat: 'Кузя', targets: ['Кузя'] });
    expect(readPm('пока думаю', TM, seat('Атос'))).toBeNull();
    const lk = nightSeats(`${LK}night 1\n`, 1, ['Коля', 'Шура', 'Дима', 'Миша']);
    expect(
      readPm(
        'Шура: проверяю Колю',
        LK,
        lk.find((s) => s.seat === 'Шура')!,
      ),
    ).toEqual({ seat: 'Шура', verb: 'check', targets: ['Коля'] });
    expect(
      readPm(
        'Коля: убиваем Мишу',
        LK,
        lk.find((s) => s.seat === MAFIA_SEAT)!,
      ),
    ).toEqual({ seat: MAFIA_SEAT, targets: ['Миша'] });
  });

  it('«пропускаю ход»: the seat is ticked with a comment line, no move; a later move replaces it', () => {
    const seatsOf = (text: string) => nightSeats(text, 1, ['Атос', 'Арамис', 'Гром', 'Кузя']);
    const atos = (text: string) => seatsOf(text).find((s) => s.seat === 'Атос')!;
    const pm = readPm('Пропускаю ход, сплю', TM, atos(`${TM}night 1\n`));
    expect(pm).toEqual({ seat: 'Атос', pass: true, targets: [] });
    let text = withMove(`${TM}night 1\n  Кузя -> Атос\n`, 1, pm!);
    expect(text.endsWith('night 1\n  Кузя -> Атос\n  # desk: без хода: Атос\n')).toBe(true);
    expect(atos(text).move).toBe('# desk: без хода: Атос');
    expect(runScenario(text).timeline.nights[0]!.deaths).toEqual(runScenario(`${TM}night 1\n  Кузя -> Атос\n`).timeline.nights[0]!.deaths);
    text = withMove(text, 1, { seat: 'Атос', targets: ['Гром'] });
    expect(text.endsWith('night 1\n  Кузя -> Атос\n  Атос -> Гром\n')).toBe(true);
    const shot = withMove(`${TM}night 1\n`, 1, { seat: MAFIA_SEAT, pass: true, targets: [] });
    expect(seatsOf(shot)[0]!.move).toBe('# desk: без хода: мафия');
    // A PM that names a target is a move, whatever else it says.
    expect(readPm('Сплю плохо, поэтому иду к Грому', TM, atos(`${TM}night 1\n`))).toEqual({ seat: 'Атос', targets: ['Гром'] });
  });

  it("move lines use the scenario's Russian keywords", () => {
    expect(moveLine('three-musketeers', { seat: MAFIA_SEAT, killer: 'Кузя', targets: ['Атос'] })).toBe('киллер Кузя -> Атос');
    expect(moveLine('mafia-lk', { seat: MAFIA_SEAT, targets: ['Миша'] })).toBe('мафия -> Миша');
    expect(moveLine('mafia-lk', { seat: 'Шура', verb: 'shoot', targets: ['Коля'] })).toBe('Шура: выстрел -> Коля');
  });
});
