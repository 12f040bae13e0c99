import { describe, expect, it } from 'vitest';
import type { Timeline } from '../../../engine/timeline.ts';
import { TM_MESSAGES } from '../messages.ts';
import { codes, dead, diags, night, nights, report } from './test-kit.ts';
import { tmNight } from '../night-facts.ts';

/** Rules of Part A that the scenarios exercise without citing them in a cause: one small case each. */
const knocked = (tl: Timeline, n = 1): readonly string[] => (tl.nights[n - 1] ? tmNight(tl.nights[n - 1]!).knocked : []);
const outcome = (tl: Timeline, actor: string): string | undefined =>
  tl.steps.find((s) => s.phase === 'night' && s.actor === actor)?.outcome;

describe('the killer (A-13, A-14, A-16, A-18)', () => {
  it('A-13: the mafia kill is mandatory: without a shot the host assigns one (C-4 hostAssigns)', () => {
    const tl = night('kitty maf; planchet maf; athos; rochefort', 'kitty planchet athos rochefort', []);
    expect(diags(tl)).toContain('KILLER_MISSING');
    expect(dead(tl)).toHaveLength(1);
  });
  it('A-14: a lone maf may decline to kill', () => {
    const tl = night('kitty maf; athos; rochefort', 'kitty athos rochefort', []);
    expect(diags(tl)).not.toContain('KILLER_MISSING');
    expect(dead(tl)).toEqual([]);
  });
  it('A-14: the lone maf both kills and performs his role', () => {
    const tl = night('kitty maf; athos; rochefort; executioner', 'kitty athos rochefort executioner', [
      'killer kitty > athos',
      'kitty > rochefort',
      'executioner > rochefort',
    ]);
    expect(dead(tl)).toEqual(['athos']);
    expect(knocked(tl)).toEqual([]); // rochefort holds her amulet
  });
  it("A-16: a killer who attacks Porthos's protectee dies in the trap", () => {
    const tl = night('porthos; planchet maf; athos', 'porthos planchet athos', ['porthos > athos', 'killer planchet > athos']);
    expect(dead(tl)).toEqual(['planchet']);
  });
  it('A-18, A-89: Milady moves the musket to the other charmed player', () => {
    const tl = night('milady; kitty maf; lachesnaye; athos; aramis; rochefort', 'milady kitty lachesnaye athos aramis rochefort', [
      'milady > kitty, lachesnaye',
      'killer kitty > athos',
      'lachesnaye > aramis, rochefort',
    ]);
    expect(dead(tl)).toEqual(['aramis']);
  });
});

describe('generic night mechanics (A-19, A-62, A-66, A-67, A-70)', () => {
  it("A-19, A-67: an attack resolves against the state at the attacker's slot; a later amulet is too late", () => {
    const tl = night('planchet maf; kitty; athos', 'planchet kitty athos', ['killer planchet > athos', 'kitty > athos']);
    expect(dead(tl)).toEqual(['athos']);
    expect(codes(tl, 'kitty')).toEqual(['M3']);
  });
  it("A-62: a no-ability player's submitted target is the one he uses when Milady makes him act", () => {
    const tl = night('milady; rochefort; aramis; kitty; athos', 'milady rochefort aramis kitty athos', [
      'milady > rochefort, aramis',
      'rochefort > kitty',
      'aramis > athos',
      'kitty > athos',
    ]);
    expect(codes(tl, 'rochefort')).toEqual(['M6']);
    expect(codes(tl, 'kitty')).toEqual(['M3']); // Rochefort read Aramis's sermon to Kitty
  });
  it('A-66: whether an effect applies depends on the slot of the affected player (Athos before or after the guest)', () => {
    const before = night('athos; kitty; aramis', 'athos kitty aramis', ['athos > kitty', 'kitty > aramis']);
    const after = night('athos; kitty; aramis', 'kitty athos aramis', ['athos > kitty', 'kitty > aramis']);
    expect(codes(before, 'kitty')).toEqual(['M3']);
    expect(codes(after, 'kitty')).toEqual(['M1']);
  });
  it('A-17, A-70, A-101: the musketeers kill the killer, the bomb ends the night; Constance dies; later movers get M10', () => {
    const tl = night('athos; planchet maf; constance; kitty', 'planchet kitty constance athos', [
      'killer planchet > constance',
      'kitty > athos',
      'athos > kitty',
    ]);
    expect(dead(tl).sort()).toEqual(['constance', 'planchet']);
    expect(codes(tl, 'kitty')).toEqual(['M10']);
    expect(codes(tl, 'athos')).toEqual(['M10']);
    expect(tmNight(tl.nights[0]!).bomb).toBe(true);
  });
});

describe('Milady (A-61, A-88, A-93, A-95)', () => {
  it('A-61: Planchet has no night action of his own, but Milady can make him act', () => {
    const idle = night('planchet; athos', 'planchet athos', ['planchet > athos']);
    expect(codes(idle, 'planchet')).toEqual(['M5']);
    const forced = night('milady; planchet; executioner; athos; aramis', 'milady planchet executioner athos aramis', [
      'milady > planchet, executioner',
      'planchet > athos',
      'executioner > aramis',
    ]);
    expect(knocked(forced)).toEqual(['athos']);
  });
  it("A-88: the mirror's direction travels with the swapped mirror; each keeps his own target", () => {
    const tl = night(
      'milady; kitty; lachesnaye; executioner; athos; aramis; rochefort',
      'milady kitty lachesnaye executioner athos aramis rochefort',
      ['milady > kitty, lachesnaye', 'kitty > athos', 'lachesnaye > aramis, rochefort', 'executioner > athos'],
    );
    expect(knocked(tl)).toEqual(['rochefort']);
  });
  it('A-93: a killer before Milady plus a partner after her: two kills', () => {
    const tl = night('rochefort maf; milady maf; planchet; athos; aramis', 'rochefort milady planchet athos aramis', [
      'killer rochefort > athos',
      'milady > rochefort, planchet',
      'planchet > aramis',
    ]);
    expect(dead(tl).sort()).toEqual(['aramis', 'athos']);
  });
  it('A-95: a forced performer whose forced action is blocked gets M9', () => {
    const tl = night('milady; aramis; rochefort; kitty; athos', 'milady aramis rochefort kitty athos', [
      'milady > rochefort, kitty',
      'aramis > rochefort',
      'rochefort > athos',
      'kitty > aramis',
    ]);
    expect(codes(tl, 'rochefort')).toEqual(['M9']);
  });
});

describe('watchers (A-111..A-114, A-119, A-131..A-133, A-166)', () => {
  it("A-112: Bonacieux does not see the object's own acts", () => {
    const tl = night('bonacieux; kitty maf; athos; planchet maf', 'bonacieux kitty athos planchet', [
      'killer kitty > athos',
      'bonacieux > kitty',
    ]);
    expect(report(tl, 'bonacieux')).toBe('Я следил всю ночь, но ничего не заметил.');
  });
  it('A-113: Bonacieux sees the killer, named by role', () => {
    const tl = night('bonacieux; planchet maf; kitty', 'bonacieux planchet kitty', ['killer planchet > kitty', 'bonacieux > kitty']);
    expect(report(tl, 'bonacieux')).toBe('Я видел, как Планше убил объект наблюдения.');
  });
  it('A-114: Bonacieux sees a visit after the death', () => {
    const tl = night('bonacieux; planchet maf; porthos; kitty', 'bonacieux planchet porthos kitty', [
      'killer planchet > kitty',
      'bonacieux > kitty',
      'porthos > kitty',
    ]);
    expect(report(tl, 'bonacieux')).toContain('подошел Портос, звал объект, но никто не ответил и он ушел');
  });
  it('A-111, A-119, A-133: a mirror on the watched player does not move the apprentice or the guardsman', () => {
    const tl = night('jussac; bonacieux; lachesnaye; athos; kitty; porthos', 'jussac bonacieux lachesnaye athos kitty porthos', [
      'jussac > athos',
      'bonacieux > athos',
      'lachesnaye > athos, porthos',
      'athos > kitty',
      'kitty > athos',
    ]);
    expect(report(tl, 'jussac')).toContain('Атос увел Кэтти в трактир');
    // The apprentice still watches Athos: he sees the mirror set on him, not Kitty's amulet (sent to Porthos).
    expect(report(tl, 'bonacieux')).toBe('Я видел, как Ля Шене поставил зеркало на объект наблюдения.');
  });
  it('A-131: de Jussac sees the subject kill; A-132: he sees the subject killed without the killer', () => {
    const kills = night('jussac; kitty maf; athos', 'jussac kitty athos', ['killer kitty > athos', 'jussac > kitty']);
    expect(report(kills, 'jussac')).toBe('Я видел, как Кэтти достала мушкет и выстрелила в Атоса.');
    const killed = night('jussac; planchet maf; kitty', 'jussac planchet kitty', ['killer planchet > kitty', 'jussac > kitty']);
    expect(report(killed, 'jussac')).toBe('На моих глазах убили Кэтти, но я не рассмотрел убийцу.');
  });
  it('A-166: the report goes to the watcher, or to whoever did his work for Milady (M8)', () => {
    const tl = night('milady; rochefort; bonacieux; planchet maf; kitty', 'milady rochefort bonacieux planchet kitty', [
      'milady > rochefort, bonacieux',
      'rochefort > kitty',
      'bonacieux > athos'.replace('athos', 'planchet'),
      'killer planchet > kitty',
    ]);
    expect(codes(tl, 'rochefort')).toEqual(['M8']);
    expect(report(tl, 'rochefort')).toBe('Я видел, как Планше убил объект наблюдения.');
  });
});

// ..A-144, A-148, A-149, A-156, A-162, A-164, A-170
describe('executioner, Kitty, Felton, Abbess, de Tréville', () => {
  it("A-125, A-164: the victim is told of the executioner's attack (M11)", () => {
    expect(codes(night('executioner; athos', 'executioner athos', ['executioner > athos']), 'athos')).toContain('M11');
  });
  it('A-126: the victim comes round by the next evening and acts normally the next night', () => {
    const tl = nights('executioner; kitty; athos', [
      { order: 'executioner kitty athos', moves: ['executioner > kitty'] },
      { order: 'kitty executioner athos', moves: ['kitty > athos'] },
    ]);
    expect(codes(tl, 'kitty', 2)).toEqual(['M1']);
  });
  it('A-128: a first hit on Constance knocks her out and the night goes on', () => {
    const tl = night('athos; executioner; constance; kitty', 'executioner constance kitty athos', [
      'executioner > constance',
      'kitty > athos',
    ]);
    expect(knocked(tl)).toEqual(['constance']);
    expect(tmNight(tl.nights[0]!).bomb).toBe(false);
    expect(codes(tl, 'kitty')).toEqual(['M1']);
  });
  it('A-138: the amulet does not save de Tréville from his suicide', () => {
    const tl = night('kitty; treville; athos', 'kitty treville athos', ['kitty > treville', 'treville > athos']);
    expect(dead(tl)).toEqual(['treville']);
  });
  it('A-139: if the amulet protects the honest victim, de Tréville returns with nothing', () => {
    const tl = night('kitty; treville; athos', 'kitty treville athos', ['kitty > athos', 'treville > athos']);
    expect(dead(tl)).toEqual([]);
    expect(codes(tl, 'treville')).toEqual(['M3']);
  });
  it('A-142: both paired players before Felton: their night actions stand (votes only)', () => {
    const tl = night('kitty; executioner; felton', 'kitty executioner felton', [
      'kitty > executioner',
      'executioner > kitty',
      'felton > kitty, executioner',
    ]);
    expect(knocked(tl)).toEqual(['kitty']);
  });
  it('A-143: both after Felton: their mutual actions are ignored', () => {
    const tl = night('kitty; executioner; felton', 'felton kitty executioner', [
      'kitty > executioner',
      'executioner > kitty',
      'felton > kitty, executioner',
    ]);
    expect(knocked(tl)).toEqual([]);
    expect(outcome(tl, 'executioner')).toBe('blocked');
  });
  it('A-144: A before Felton acts on B; B after Felton cannot act on A', () => {
    const tl = night('kitty; executioner; felton', 'kitty felton executioner', [
      'kitty > executioner',
      'executioner > kitty',
      'felton > kitty, executioner',
    ]);
    expect(codes(tl, 'kitty')).toEqual(['M1']);
    expect(codes(tl, 'executioner')).toEqual(['M3']);
  });
  it('A-148: a mafia Abbess may restore a jailed maf; A-149: no jailed maf, no prayer', () => {
    const maf = night('abbess maf; rochefort maf jailed; athos', 'abbess athos', ['abbess > rochefort']);
    expect(tmNight(maf.nights[0]!).restored).toEqual(['rochefort']);
    const none = night('abbess; athos dead; kitty', 'abbess kitty', ['abbess > athos']);
    expect(diags(none)).toContain('ABBESS_NO_JAILED_MAF');
    expect(tmNight(none.nights[0]!).restored).toEqual([]);
  });
  it("A-156: de Tréville's kill is optional (a peaceful de Tréville does nothing)", () => {
    const tl = night('treville; athos', 'treville athos', ['treville: peace > athos']);
    expect(dead(tl)).toEqual([]);
  });
  it('A-162: de Tréville kills a mafia Constance while a musketeer lives: the bomb kills him and ends the night', () => {
    const tl = night('athos; treville; constance maf; kitty', 'treville constance kitty athos', ['treville > constance', 'kitty > athos']);
    expect(dead(tl).sort()).toEqual(['constance', 'treville']);
    expect(tmNight(tl.nights[0]!).bomb).toBe(true);
  });
  it('A-170: de Tréville is told whom he really went to kill (in his suicide)', () => {
    const tl = night('lachesnaye; treville; athos; aramis', 'lachesnaye treville athos aramis', [
      'lachesnaye > athos, aramis',
      'treville > athos',
    ]);
    expect(report(tl, 'treville')).toContain('Арамис');
  });
});

describe('the mirror and what players learn (A-118, A-163, A-165)', () => {
  it("A-118: the mirror acts from La Chesnaye's slot on; actions already resolved stay", () => {
    const early = night('executioner; lachesnaye; athos; aramis', 'executioner lachesnaye athos aramis', [
      'executioner > athos',
      'lachesnaye > athos, aramis',
    ]);
    expect(knocked(early)).toEqual(['athos']);
    const late = night('executioner; lachesnaye; athos; aramis', 'lachesnaye executioner athos aramis', [
      'executioner > athos',
      'lachesnaye > athos, aramis',
    ]);
    expect(knocked(late)).toEqual(['aramis']);
  });
  it('A-163: typically a player learns only whether he did something (M1) or, without ability, nothing (M5)', () => {
    const tl = night('kitty; rochefort; athos', 'kitty rochefort athos', ['kitty > athos', 'rochefort > athos']);
    expect(codes(tl, 'kitty')).toEqual(['M1']);
    expect(codes(tl, 'rochefort')).toEqual(['M5']);
  });
  it('A-165: a killed honest player does not learn how he died; a killed maf does', () => {
    const honest = night('planchet maf; kitty maf; athos', 'planchet kitty athos', ['killer planchet > athos']);
    expect(honest.nights[0]!.messages['athos']!.map((m) => m.text.ru)).toEqual([TM_MESSAGES.M12.ru]);
    const maf = night('porthos; planchet maf; kitty maf; athos', 'porthos planchet kitty athos', [
      'porthos > athos',
      'killer planchet > athos',
    ]);
    const got = maf.nights[0]!.messages['planchet']![0]!;
    expect(got.code).toBe('M12');
    expect(got.text.ru.startsWith(TM_MESSAGES.M12.ru)).toBe(true);
    expect(got.text.ru.length).toBeGreaterThan(TM_MESSAGES.M12.ru.length);
  });
});

describe('statuses and submissions (A-2, A-64)', () => {
  it('A-2: status is not tied to the role: a mafia Kitty may hold the musket, an honest one may not', () => {
    expect(dead(night('kitty maf; planchet maf; athos', 'kitty planchet athos', ['killer kitty > athos']))).toEqual(['athos']);
    expect(
      diags(night('kitty; planchet maf; athos', 'kitty planchet athos', ['killer kitty > athos', 'killer planchet > athos'])),
    ).toContain('KILLER_NOT_MAFIA');
  });
  it('A-64: the last move named is the valid one (the clock part is not modelled)', () => {
    const tl = night('kitty; planchet maf; athos; aramis', 'kitty planchet athos aramis', [
      'kitty > aramis',
      'kitty > athos',
      'killer planchet > athos',
    ]);
    expect(diags(tl)).toContain('MOVE_REPLACED');
    expect(dead(tl)).toEqual([]);
  });
});
