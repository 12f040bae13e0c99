import { describe, expect, it } from 'vitest';
import { codes, context, dead, diags, lifeViolations, night, nights, report, runNights } from './test-kit.ts';
import { tmNight } from '../night-facts.ts';
import { feltonMemo } from '../roles/felton.ts';

const step = (tl: ReturnType<typeof night>, id: string) => tl.steps.find((s) => s.id === id);

describe('Athos (A-72..A-75)', () => {
  it('blocks a guest who moves after him and records the change on his step', () => {
    const tl = night('athos; kitty; rochefort', 'athos kitty rochefort', ['athos > kitty', 'kitty > rochefort']);
    expect(codes(tl, 'kitty')).toEqual(['M3']);
    expect(codes(tl, 'athos')).toEqual(['M1']);
    expect(step(tl, 'n1.s1')!.changes).toEqual([expect.objectContaining({ target: 'n1.s2', kind: 'blocked' })]);
    expect(step(tl, 'n1.s2')!.causes[0]).toMatchObject({ step: 'n1.s1', clause: 'A-73' });
  });
  it('keeps the guest safe from a later killer, but Athos himself can be killed (A-74)', () => {
    expect(
      dead(night('athos; planchet maf; rochefort', 'athos planchet rochefort', ['athos > rochefort', 'killer planchet > rochefort'])),
    ).toEqual([]);
    expect(
      dead(night('athos; planchet maf; rochefort', 'athos planchet rochefort', ['athos > rochefort', 'killer planchet > athos'])),
    ).toEqual(['athos']);
  });
  it('a guest without ability gets M4 and Athos M2', () => {
    const tl = night('athos; rochefort', 'athos rochefort', ['athos > rochefort', 'rochefort > athos']);
    expect(codes(tl, 'rochefort')).toEqual(['M4']);
    expect(codes(tl, 'athos')).toEqual(['M2']);
    expect(step(tl, 'n1.s1')!.causes).toEqual([expect.objectContaining({ clause: 'A-75', step: null })]);
  });
  it('M2 names its rule on the step whoever performs the tavern; M1 does not (L147-149, issue 8.6)', () => {
    const moves = ['milady > athos, porthos', 'athos > rochefort', 'porthos > planchet'];
    const tl = night('milady; athos; porthos; planchet; rochefort', 'milady athos porthos planchet rochefort', moves);
    expect(codes(tl, 'porthos')).toEqual(['M2']);
    expect(step(tl, 'n1.s3')!.causes.map((c) => c.clause)).toEqual(['A-91', 'A-75']);
    expect(step(tl, 'n1.s3')!.causes[1]!.note.en).toContain('planchet');
    expect(codes(tl, 'athos')).toEqual(['M1']);
    expect(step(tl, 'n1.s2')!.causes.map((c) => c.clause)).not.toContain('A-75');
  });
});

describe('Porthos (A-76..A-79)', () => {
  it('cannot protect himself', () => {
    expect(diags(night('porthos; athos', 'porthos athos', ['porthos > porthos']))).toContain('SELF_TARGET');
  });
  it('the trap is an automatic step that records the trapped attack; a maf learns his cause', () => {
    const tl = night('porthos; planchet maf; athos', 'porthos planchet athos', ['porthos > athos', 'killer planchet > athos']);
    const trap = step(tl, 'n1.s2.trap')!;
    expect(trap.automatic).toBe(true);
    expect(trap.changes[0]).toMatchObject({ target: 'n1.s2', kind: 'trapped' });
    expect(trap.causes[0]).toMatchObject({ step: 'n1.s1', clause: 'A-77' });
    expect(tl.nights[0]!.messages['planchet']![0]!.text.ru).toContain('ловушка Портоса');
  });
});

describe('Aramis (A-80..A-82, C.R 5)', () => {
  it('next-night block cites the sermon step of the previous night', () => {
    const tl = nights('kitty; aramis; athos', [
      { order: 'kitty aramis athos', moves: ['kitty > athos', 'aramis > kitty'] },
      { order: 'kitty aramis athos', moves: ['kitty > aramis'] },
    ]);
    expect(codes(tl, 'kitty', 1)).toEqual(['M1', 'M13']);
    expect(codes(tl, 'kitty', 2)).toEqual(['M3']);
    expect(step(tl, 'n2.s1')!.causes[0]).toMatchObject({ step: 'n1.s2', clause: 'A-82' });
  });
});

describe('Milady (A-87..A-97)', () => {
  it('records swapped actions as changes and charm events in the lifecycles', () => {
    const tl = night('milady; kitty; porthos; athos; aramis', 'milady kitty porthos athos aramis', [
      'milady > kitty, porthos',
      'kitty > athos',
      'porthos > aramis',
    ]);
    const m = step(tl, 'n1.s1')!;
    expect(m.changes.map((c) => `${c.target}:${c.kind}:${c.after?.ability}`)).toEqual(['n1.s2:swapped:protect', 'n1.s3:swapped:amulet']);
    expect(tl.actions.find((a) => a.id === 'n1.kitty')!.events.map((e) => e.type)).toEqual([
      'action.submit',
      'action.charm',
      'action.perform',
      'action.report',
    ]);
    expect(step(tl, 'n1.s2')!.performed).toMatchObject({ actor: 'kitty', ability: 'protect', role: 'porthos', targets: ['athos'] });
    expect(lifeViolations(tl)).toEqual([]);
  });
  it('one before, one after: the later repeats the earlier (multiplied)', () => {
    const tl = night('kitty; milady; porthos; athos; aramis', 'kitty milady porthos athos aramis', [
      'milady > kitty, porthos',
      'kitty > athos',
      'porthos > aramis',
    ]);
    expect(step(tl, 'n1.s2')!.changes[0]).toMatchObject({ target: 'n1.s3', kind: 'multiplied' });
  });
  it('may not charm herself or the same player twice', () => {
    expect(diags(night('milady; kitty', 'milady kitty', ['milady > kitty, kitty']))).toContain('TARGET_SAME');
  });
});

describe('Constance (A-98..A-102)', () => {
  it('the bomb is an automatic step that cancels every later move (Constance, at slot 3, had none to cancel)', () => {
    const tl = night('athos; planchet maf; constance; kitty', 'athos planchet constance kitty', [
      'athos > kitty',
      'killer planchet > constance',
      'kitty > athos',
    ]);
    const bomb = step(tl, 'n1.s2.bomb')!;
    expect(bomb.automatic).toBe(true);
    expect(bomb.changes.map((c) => `${c.target}:${c.kind}`)).toEqual(['n1.s4:cancelled']);
    expect(tmNight(tl.nights[0]!).bomb).toBe(true);
    expect(tl.nights[0]!.public.ru).toContain('Взорвалась бомба');
    expect(tl.nights[0]!.messages['constance']![0]!.text.ru).toContain('взорвались');
  });
  it('a first executioner hit blocks him with her (clubbed state)', () => {
    const ctx = runNights(context('executioner; constance; athos'), [
      { order: 'executioner constance athos', moves: ['executioner > constance'] },
    ]);
    expect(ctx.state.players[0]!.clubbed).toBe(true);
    expect(tmNight(ctx.trace.nights[0]!).knocked).toEqual(['constance']);
  });
});

describe('La Chesnaye (A-116..A-120)', () => {
  it('redirects later actions aimed at the mirrored player and records the redirect', () => {
    const tl = night('lachesnaye; executioner; athos; porthos', 'lachesnaye executioner athos porthos', [
      'lachesnaye > athos, porthos',
      'executioner > athos',
    ]);
    expect(tmNight(tl.nights[0]!).knocked).toEqual(['porthos']);
    expect(step(tl, 'n1.s2')!.changes[0]).toMatchObject({ kind: 'redirected', target: 'n1.s2' });
    expect(tl.actions.find((a) => a.id === 'n1.executioner')!.events.map((e) => e.type)).toContain('action.redirect');
  });
  it('does not bend actions that resolved before her slot', () => {
    const tl = night('executioner; lachesnaye; athos; porthos', 'executioner lachesnaye athos porthos', [
      'lachesnaye > athos, porthos',
      'executioner > athos',
    ]);
    expect(tmNight(tl.nights[0]!).knocked).toEqual(['athos']);
  });
});

describe('Executioner (A-121..A-129)', () => {
  it('knocks out (M11), the victim keeps his later move blocked (M3)', () => {
    const tl = night('executioner; kitty; athos', 'executioner kitty athos', ['executioner > kitty', 'kitty > athos']);
    expect(codes(tl, 'kitty')).toEqual(['M3', 'M11']);
  });
  it('a second hit kills', () => {
    expect(dead(night('executioner; athos knocked', 'executioner athos', ['executioner > athos']))).toEqual(['athos']);
  });
  it('knocked state is written for the day (no vote) and the evening (slot 1)', () => {
    const ctx = runNights(context('executioner; athos'), [{ order: 'executioner athos', moves: ['executioner > athos'] }]);
    expect(ctx.state.players[1]!.knocked).toBe(true);
    expect(ctx.state.players[1]!.hits).toBe(1);
  });
});

describe('Watchers (A-110..A-115, A-130..A-134)', () => {
  it('Bonacieux sees visits after the death', () => {
    const tl = night('planchet maf; kitty; porthos; bonacieux', 'planchet porthos kitty bonacieux', [
      'killer planchet > kitty',
      'porthos > kitty',
      'bonacieux > kitty',
    ]);
    expect(report(tl, 'bonacieux')).toBe(
      (
        'Я видел, как Планше убил объект, а потом. ' +
        'Через некоторое время к шатру объекта подошел Портос, звал объект, но никто не ответил и он ушел.'
      ).replace(', а потом.', '.'),
    );
  });
  it('a dead watcher gets no report (A-167)', () => {
    const tl = night('jussac; planchet maf; kitty', 'jussac planchet kitty', ['jussac > kitty', 'killer planchet > jussac']);
    expect(report(tl, 'jussac')).toBe('');
    expect(codes(tl, 'jussac')).toEqual(['M12']);
  });
});

describe('Kitty (A-135..A-140)', () => {
  it('the amulet stops a later killer; the killer gets M3', () => {
    const tl = night('kitty; planchet maf; athos', 'kitty planchet athos', ['kitty > athos', 'killer planchet > athos']);
    expect(dead(tl)).toEqual([]);
    expect(codes(tl, 'planchet')).toEqual(['M3']);
  });
  it('as the (non-lone) killer her amulet does not work (A-11)', () => {
    const tl = night('kitty maf; milady maf; athos; aramis', 'kitty milady athos aramis', ['killer kitty > athos', 'kitty > aramis']);
    expect(diags(tl)).toContain('KILLER_ROLE_MOVE_IGNORED');
    expect(dead(tl)).toEqual(['athos']);
  });
});

describe('Felton (A-141..A-146)', () => {
  it('writes the pair for the next day; a pair with a target already dead at his slot fails', () => {
    const ok = runNights(context('felton; kitty; athos'), [{ order: 'felton kitty athos', moves: ['felton > kitty, athos'] }]);
    expect(feltonMemo(ok.state).pairs.map((p) => p.value)).toEqual([['kitty', 'athos']]);
    const failed = runNights(context('planchet maf; felton; kitty; athos'), [
      { order: 'planchet felton kitty athos', moves: ['killer planchet > kitty', 'felton > kitty, athos'] },
    ]);
    expect(feltonMemo(failed.state).pairs).toEqual([]);
    expect(failed.trace.nights[0]!.messages['felton']![0]!.code).toBe('M3');
  });
});

describe('Abbess (A-147..A-150)', () => {
  it('needs a jailed maf, acts once, restores silently by default', () => {
    expect(diags(night('abbess; athos dead', 'abbess', ['abbess > athos']))).toContain('ABBESS_NO_JAILED_MAF');
    const tl = nights('abbess; rochefort maf jailed; athos dead; aramis dead', [
      { order: 'abbess', moves: ['abbess > athos'] },
      { order: 'abbess athos', moves: ['abbess > aramis'] },
    ]);
    expect(tmNight(tl.nights[0]!).restored).toEqual(['athos']);
    expect(tl.nights[0]!.public.ru).toBe('Этой ночью никто не погиб.');
    expect(diags(tl)).toContain('ABBESS_USED');
  });
  it('an honest Abbess cannot restore a jailed player; a mafia Abbess may restore a jailed maf', () => {
    expect(diags(night('abbess; rochefort maf jailed', 'abbess', ['abbess > rochefort']))).toContain('ABBESS_TARGET');
    expect(tmNight(night('abbess maf; rochefort maf jailed', 'abbess', ['abbess > rochefort']).nights[0]!).restored).toEqual(['rochefort']);
  });
});

describe('the killer (A-10..A-20)', () => {
  it('refuses a non-maf killer and a second musket', () => {
    expect(diags(night('athos; kitty', 'athos kitty', ['killer athos > kitty']))).toContain('KILLER_NOT_MAFIA');
    expect(
      diags(night('kitty maf; planchet maf; athos', 'kitty planchet athos', ['killer kitty > athos', 'killer planchet > athos'])),
    ).toContain('KILLER_TWICE');
  });
  it('a dead actor does not act (C-29)', () => {
    const tl = night('planchet maf; kitty; athos', 'planchet kitty athos', ['killer planchet > kitty', 'kitty > athos']);
    expect(step(tl, 'n1.s2')!.outcome).toBe('failed');
    expect(codes(tl, 'kitty')).toEqual(['M12']);
  });
});

describe("D'Artagnan's Father (A-152..A-155)", () => {
  it('inherits the last one killed at night and uses it the next night', () => {
    const tl = nights('planchet maf; kitty; father; athos; executioner', [
      { order: 'planchet kitty father athos executioner', moves: ['killer planchet > kitty'] },
      { order: 'father planchet athos executioner', moves: ['father > athos', 'executioner > athos'] },
    ]);
    expect(codes(tl, 'father', 2)).toEqual(['M1']);
    expect(tmNight(tl.nights[1]!).knocked).toEqual([]);
  });
});

describe('invalid moves are diagnostics, the rest resolves', () => {
  it('target dead, unknown actor, actor out, wrong target count, replaced move', () => {
    const tl = night('athos; kitty; rochefort dead; felton', 'athos kitty felton', [
      'kitty > rochefort',
      'ghost > athos',
      'rochefort > athos',
      'felton > athos',
      'athos > kitty',
      'athos > felton',
    ]);
    expect(diags(tl)).toEqual(
      expect.arrayContaining(['TARGET_NOT_IN_GAME', 'MOVE_UNKNOWN_ACTOR', 'MOVE_ACTOR_OUT', 'TARGET_COUNT', 'MOVE_REPLACED']),
    );
    expect(codes(tl, 'athos')).toEqual(['M2']);
    expect(tl.diagnostics.every((d) => d.severity !== 'error' || d.code !== 'ENGINE_FAULT')).toBe(true);
  });
});

describe('the morning (A-6, A-168)', () => {
  it('public post has names, status and nothing else; summary has deaths with role, team, cause', () => {
    const tl = night('planchet maf; athos; executioner; kitty', 'planchet executioner athos kitty', [
      'killer planchet > athos',
      'executioner > kitty',
    ]);
    const n = tl.nights[0]!;
    expect(n.public.ru).toBe('Этой ночью погиб: athos (честный).');
    expect(n.deaths[0]).toMatchObject({ player: 'athos', role: 'athos', team: 'honest', step: 'n1.s1' });
    expect(tmNight(n).knocked).toEqual(['kitty']);
    expect(step(tl, 'n1.morning')).toMatchObject({ phase: 'morning', automatic: true });
    const ids = tl.steps.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
