import { describe, expect, it } from 'vitest';
import { runScenario } from '../run.ts';
import { setNightOrder } from './order-line.ts';

const HEAD = 'ruleset three-musketeers\nplayer Атос\nplayer Портос\nplayer Кэтти: Кэтти, маф\n';

describe('setNightOrder', () => {
  it('replaces the order line and keeps its comment and indentation', () => {
    const text = `${HEAD}night 1\n    order Атос, Портос, Кэтти   # the host's list\n    Атос -> Кэтти\n`;
    expect(setNightOrder(text, 1, ['Кэтти', 'Атос', 'Портос'])).toBe(
      `${HEAD}night 1\n    order Кэтти, Атос, Портос   # the host's list\n    Атос -> Кэтти\n`,
    );
  });
  it('inserts an order line after the header with the block indentation', () => {
    const text = `${HEAD}night 1   # first night\n\t# who went where\n\tАтос -> Кэтти\n`;
    expect(setNightOrder(text, 1, ['Портос', 'Атос', 'Кэтти'])).toBe(
      `${HEAD}night 1   # first night\n\torder Портос, Атос, Кэтти\n\t# who went where\n\tАтос -> Кэтти\n`,
    );
    expect(setNightOrder(`${HEAD}night 1`, 1, ['Атос'])).toBe(`${HEAD}night 1\n  order Атос`);
  });
  it('keeps CRLF line ends', () => {
    const text = `${HEAD}night 1\n  Атос -> Кэтти\n`.replace(/\n/g, '\r\n');
    expect(setNightOrder(text, 1, ['Кэтти', 'Атос'])).toBe(`${HEAD}night 1\n  order Кэтти, Атос\n  Атос -> Кэтти\n`.replace(/\n/g, '\r\n'));
  });
  it('writes the Russian keyword under a Russian header and keeps a written one', () => {
    const text = 'правила три-мушкетера\nигрок Атос\nигрок Кэтти: Кэтти, маф\nночь 1\n  Атос -> Кэтти\n';
    expect(setNightOrder(text, 1, ['Кэтти', 'Атос'])).toBe(
      'правила три-мушкетера\nигрок Атос\nигрок Кэтти: Кэтти, маф\nночь 1\n  порядок Кэтти, Атос\n  Атос -> Кэтти\n',
    );
    const written = 'правила три-мушкетера\nигрок Атос\nночь 1\n  ORDER Атос\n';
    expect(setNightOrder(written, 1, ['Атос'])).toBe(written);
  });
  it('edits only the night asked for, never an evening order or an expectation', () => {
    const text = `${HEAD}evening 1\n  order Атос, Портос\nnight 1\n  expect order Атос, Портос\nnight 2\n  order Атос, Портос\n`;
    expect(setNightOrder(text, 2, ['Портос', 'Атос'])).toBe(
      `${HEAD}evening 1\n  order Атос, Портос\nnight 1\n  expect order Атос, Портос\nnight 2\n  order Портос, Атос\n`,
    );
    expect(setNightOrder(text, 1, ['Портос', 'Атос'])).toBe(
      `${HEAD}evening 1\n  order Атос, Портос\nnight 1\n  order Портос, Атос\n  expect order Атос, Портос\nnight 2\n  order Атос, Портос\n`,
    );
  });
  it('removes duplicate order lines of the block, and answers null for a missing night', () => {
    const text = `${HEAD}night 1\n  order Атос\n  Атос -> Кэтти\n  order Кэтти\n`;
    expect(setNightOrder(text, 1, ['Кэтти', 'Атос'])).toBe(`${HEAD}night 1\n  order Кэтти, Атос\n  Атос -> Кэтти\n`);
    expect(setNightOrder(text, 3, ['Атос'])).toBeNull();
  });
  it('round-trips: the edited text plays that order on that night', () => {
    const text = `${HEAD}night 1\n  Атос -> Кэтти\n  Кэтти -> Атос\n  Портос -> Кэтти\nnight 2\n  Атос -> Кэтти\n`;
    const order = ['Портос', 'Кэтти', 'Атос'];
    const edited = setNightOrder(text, 2, order)!;
    const run = runScenario(edited);
    expect(run.timeline.nights.find((n) => n.night === 2)?.order).toEqual(order);
    const first = runScenario(setNightOrder(text, 1, order)!);
    expect(first.timeline.nights.find((n) => n.night === 1)?.order).toEqual(order);
  });
});
