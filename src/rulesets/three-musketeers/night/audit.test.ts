import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../../dsl/index.ts';
import type { Timeline } from '../../../engine/timeline.ts';
import { codes, dead, lifeViolations, night } from './test-kit.ts';
import { tmNight } from '../night-facts.ts';

/** The step a player's own record produced on night 1. */
const stepOf = (tl: Timeline, actor: string) => tl.steps.find((s) => s.phase === 'night' && s.actor === actor && !s.id.endsWith('.kill'));

describe('clarification 9: a charm that lost a target ends as a failure (A-68, C-52)', () => {
  // Order: X (rochefort) · milady · planchet (killer) · porthos · kitty — TM-07 without the watcher.
  const tl = night('rochefort; milady; planchet maf; porthos; kitty; athos', 'rochefort milady planchet porthos kitty athos', [
    'rochefort > athos',
    'milady > kitty, rochefort',
    'killer planchet > kitty',
    'porthos > kitty',
    'kitty > athos',
    'athos > porthos',
  ]);

  it('Milady gets M3 and her step says failed, citing the death', () => {
    expect(codes(tl, 'milady')).toEqual(['M3']);
    const s = stepOf(tl, 'milady')!;
    expect(s.outcome).toBe('failed');
    const c = s.causes.find((x) => x.clause === 'A-68');
    expect(c?.step).toBe(tl.nights[0]!.deaths.find((d) => d.player === 'kitty')!.step);
    expect(lifeViolations(tl)).toEqual([]);
    expect(tl.actions.find((a) => a.actor === 'milady')!.events.map((e) => e.type)).toContain('action.fail');
  });

  it('a charm whose targets both live stays performed (M1)', () => {
    const ok = night('milady; kitty; porthos; athos; aramis', 'milady kitty porthos athos aramis', [
      'milady > kitty, porthos',
      'kitty > athos',
      'porthos > aramis',
    ]);
    expect(codes(ok, 'milady')).toEqual(['M1']);
    expect(stepOf(ok, 'milady')!.outcome).toBe('performed');
  });
});

describe('M4 for a no-ability player dragged out after his slot (A-75, A-81)', () => {
  const tl = night('rochefort; athos; aramis', 'rochefort athos aramis', ['rochefort > athos', 'athos > rochefort', 'aramis > athos']);

  it('his own step says blocked, with the tavern step as the cause', () => {
    expect(codes(tl, 'rochefort')).toEqual(['M4']);
    const s = stepOf(tl, 'rochefort')!;
    expect(s.outcome).toBe('blocked');
    expect(s.causes.map((c) => [c.step, c.clause])).toEqual([[stepOf(tl, 'athos')!.id, 'A-73']]);
    expect(stepOf(tl, 'athos')!.changes.map((c) => c.target)).toEqual([s.id]);
    expect(lifeViolations(tl)).toEqual([]);
  });
});

describe('wholeNight readings hold only while the declared move stays on course (C-30, C-33, C-34, C-56, C-82)', () => {
  it('C-30: a protector killed before his slot protects only until his death', () => {
    // planchet (killer) shoots porthos first; executioner's later hit on athos is no longer trapped.
    const tl = night(
      'planchet maf; executioner; porthos; athos',
      'planchet executioner porthos athos',
      ['killer planchet > porthos', 'executioner > athos', 'porthos > athos'],
      { protectionTiming: 'wholeNight' },
    );
    expect(dead(tl)).toEqual(['porthos']);
    expect(tmNight(tl.nights[0]!).knocked).toEqual(['athos']);
  });

  it('C-30: a protector still on course protects from slot 1', () => {
    const tl = night(
      'planchet maf; executioner; porthos; athos',
      'executioner planchet porthos athos',
      ['killer planchet > athos', 'executioner > rochefort', 'porthos > athos'].filter((m) => !m.includes('rochefort')),
      { protectionTiming: 'wholeNight' },
    );
    expect(dead(tl)).toEqual(['planchet']);
  });

  it('C-82: an amulet whose giver is blocked before her slot is withdrawn from then on', () => {
    // aramis blocks kitty at slot 2; the killer at slot 3 finds athos unprotected.
    const on = night(
      'aramis; kitty; planchet maf; athos',
      'aramis kitty planchet athos',
      ['aramis > kitty', 'kitty > athos', 'killer planchet > athos'],
      { amuletTiming: 'wholeNight' },
    );
    expect(dead(on)).toEqual(['athos']);
    // Without the block the amulet covers the earlier shot.
    const off = night(
      'kitty; planchet maf; athos; aramis',
      'planchet kitty athos aramis',
      ['kitty > athos', 'killer planchet > athos', 'aramis > planchet'],
      { amuletTiming: 'wholeNight' },
    );
    expect(dead(off)).toEqual([]);
  });

  it('C-82: an amulet whose giver Milady charms away is withdrawn', () => {
    // Kitty now reads Aramis's sermon to Athos; the killer's shot finds Athos without the amulet.
    const tl = night(
      'milady; kitty; aramis; planchet maf; athos',
      'milady kitty aramis planchet athos',
      ['milady > kitty, aramis', 'kitty > athos', 'aramis > planchet', 'killer planchet > athos'],
      { amuletTiming: 'wholeNight' },
    );
    expect(dead(tl)).toEqual(['athos']);
  });

  it('C-34: Athos blocked before his slot no longer blocks his guest', () => {
    // Athos (slot 3) is blocked by Aramis at slot 1: his guest Kitty acts at slot 2 and the killer's shot lands.
    const guest = night(
      'aramis; athos; kitty; planchet maf',
      'aramis kitty athos planchet',
      ['aramis > athos', 'athos > kitty', 'kitty > planchet', 'killer planchet > kitty'],
      { athosBlock: 'wholeNight', athosProtection: 'wholeNight' },
    );
    expect(codes(guest, 'kitty')).toEqual(['M12']);
    expect(stepOf(guest, 'kitty')!.outcome).toBe('performed');
  });

  it('C-56: a mirror whose owner is killed before his slot stops redirecting', () => {
    const tl = night(
      'planchet maf; chesnaye; executioner; athos; rochefort',
      'planchet executioner chesnaye athos rochefort',
      ['killer planchet > chesnaye', 'executioner > athos', 'chesnaye > athos, rochefort'],
      { mirrorTiming: 'wholeNight' },
    );
    expect(tmNight(tl.nights[0]!).knocked).toEqual(['athos']);
  });
});

describe("watchers' reports reproduce the rulebook sentences verbatim (L234-256)", () => {
  const DIR = join(import.meta.dirname, '../../../../scenarios/three-musketeers');
  const CASES: readonly (readonly [string, string, string])[] = [
    ['tm-02-jussac-watches-kitty-kills.scenario', 'де Жюссак', 'Я видел, как Кэтти достала мушкет и выстрелила в Атоса.'],
    ['tm-03-jussac-watches-kitty-killed.scenario', 'де Жюссак', 'На моих глазах убили Кэтти, но я не рассмотрел убийцу.'],
    // L245 misspells «Кэтии» (C-108): the engine writes the name correctly.
    [
      'tm-04-jussac-watches-kitty-amulet-then-killed.scenario',
      'де Жюссак',
      'Я видел, как Кэтти повесила Атосу на шею амулет, а потом её убили, я не увидел кто.',
    ],
    ['tm-05-bonacieux-watches-kitty-kills.scenario', 'Галантерейщик Бонасье', 'Я следил всю ночь, но ничего не заметил.'],
    ['tm-06-bonacieux-watches-kitty-killed.scenario', 'Галантерейщик Бонасье', 'Я видел, как Планше убил объект наблюдения.'],
    [
      'tm-07-bonacieux-charmed-killed.scenario',
      'Галантерейщик Бонасье',
      'Я видел, как Миледи загипнотизировала объект, а потом её убил Планше. ' +
        'Через некоторое время к шатру объекта подошел Портос, звал объект, но никто не ответил и он ушел.',
    ],
  ];
  for (const [file, who, text] of CASES) {
    it(file, () => {
      const tl = runScenario(readFileSync(join(DIR, file), 'utf8')).timeline;
      const lines = tl.nights[0]!.reports.filter((r) => r.recipient === who).flatMap((r) => r.lines.map((l) => l.ru));
      expect(lines).toEqual([text]);
    });
  }
});

describe('Part B facts the scenario language cannot state (public and official lists)', () => {
  const DIR = join(import.meta.dirname, '../../../../scenarios/three-musketeers');
  const load = (file: string): Timeline => runScenario(readFileSync(join(DIR, file), 'utf8')).timeline;

  it('TM-01: the swaps change the final order only; the official (pre-swap) list the public sees from is unchanged', () => {
    const n = load('tm-01-mafia-swaps.scenario').nights[0]!;
    expect(n.officialOrder?.[0]).toBe('Галантерейщик Бонасье');
    expect(n.order[0]).toBe("Д'Артаньян");
    expect(n.publicOrder).toEqual([]); // no day votes: nobody is on the public list
  });

  it('TM-25: the public list shows the voters only; the mafia get the full list (A-45, A-46, A-169)', () => {
    const tl = load('tm-25-first-night-order.scenario');
    expect(tl.nights[0]!.publicOrder).toEqual(['V1', 'V2', 'V3']);
    expect(tl.nights[0]!.officialOrder).toEqual(['V1', 'V2', 'V3', 'N2', 'N1']);
    expect(tl.nights[1]!.publicOrder).toEqual(['V1', 'V3']);
  });

  it('TM-24: the tallies of Part B (self-votes of non-voters, C-9)', () => {
    expect(load('tm-24a-lone-vote.scenario').days[0]!.tally).toEqual({ A: 0, B: 2, C: 1, D: 1, E: 1 });
    expect(load('tm-24b-tie.scenario').days[0]!.tally).toEqual({ A: 1, B: 1, C: 1, D: 1, E: 1 });
    expect(load('tm-24d-order-after-jailing.scenario').days[0]!.tally).toMatchObject({ B: 3 });
  });
});
