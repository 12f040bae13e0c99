import { describe, expect, it } from 'vitest';
import type { Step, Timeline } from '../../../engine/timeline.ts';
import { TM_CLAUSES } from '../clauses.ts';
import { TM_OPTIONS } from '../options.ts';
import type { AttackKind } from '../roles/role.ts';
import { ATTACK_VS_SHIELD, SHIELD_PRECEDENCE, type Shield } from './attack-table.ts';
import { carriedFacts } from '../carried-facts.ts';
import * as READINGS from './attack-readings.ts';
import { AMULET_ON_FORCED, CLUB, FORCED_ATTACKER, SWORD_TRAP, TRAP_SPRINGS, type ClubEffect, type Readings } from './attack-readings.ts';
import { context, dead, night, report, runNights } from './test-kit.ts';

/** Who attacks the victim «Жертва» for each attack kind, and the move line. */
const ATTACKER: Readonly<Record<AttackKind, { readonly player: string; readonly name: string; readonly move: string }>> = {
  musket: { player: 'Киллер=rochefort maf', name: 'Киллер', move: 'killer Киллер > Жертва' },
  // The victim is a maf, so de Tréville's own trap readings (C-38 honest protectee) stay out of the way.
  sword: { player: 'Капитан=treville', name: 'Капитан', move: 'Капитан > Жертва' },
  axe: { player: 'Палач=executioner', name: 'Палач', move: 'Палач > Жертва' },
};

interface ShieldSetup {
  readonly players: string;
  readonly order: string;
  readonly moves: (attacker: string) => readonly string[];
  readonly options?: Readonly<Record<string, string>>;
}

/**
 * The shield set on the victim before the attack. The guard without its trap: Milady hands the attack
 * to de Jussac's player, a forced attacker the trap lets through under C-42 trapCatchesForced=false.
 */
const SHIELD: Readonly<Record<Shield, ShieldSetup>> = {
  tavern: { players: 'Атос=athos', order: 'Атос', moves: () => ['Атос > Жертва'] },
  amulet: { players: 'Кэтти=kitty', order: 'Кэтти', moves: () => ['Кэтти > Жертва'] },
  guard: {
    players: 'Портос=porthos; Миледи=milady; Второй=jussac',
    order: 'Портос Миледи Второй',
    moves: (attacker) => ['Портос > Жертва', `Миледи > Второй, ${attacker}`, 'Второй > Жертва'],
    options: { trapCatchesForced: 'false' },
  },
  trap: { players: 'Портос=porthos', order: 'Портос', moves: () => ['Портос > Жертва'] },
};

/** The ability each attack kind is recorded under. */
const ABILITY: Readonly<Record<AttackKind, string>> = { musket: 'kill', sword: 'trevilleKill', axe: 'knockout' };

/** Resolves one night: the shield first, then the attack on the maf victim. */
function play(kind: AttackKind, shield: Shield): Timeline {
  const a = ATTACKER[kind];
  const s = SHIELD[shield];
  const players = `Жертва=aramis maf; ${s.players}; ${a.player}`;
  return night(players, `${s.order} ${a.name} Жертва`, [...s.moves(a.name), a.move], s.options ?? {});
}

/** The step that performs the attack on the victim (the attacker's, or the forced performer's). */
function attackStep(tl: Timeline, kind: AttackKind): Step {
  return tl.steps.find((s) => !s.automatic && s.performed?.ability === ABILITY[kind] && s.performed.targets.includes('Жертва'))!;
}

const PAIRS = (Object.keys(ATTACK_VS_SHIELD) as AttackKind[]).flatMap((k) =>
  (Object.keys(ATTACK_VS_SHIELD[k]) as Shield[]).map((s) => [k, s] as const),
);

describe('attack × protection: every pair has its ruling, and the engine rules by it', () => {
  it('covers the three attacks against the four shields', () => {
    expect(PAIRS).toHaveLength(12);
  });

  it('ranks the shields as the rulings have (the guest is away from home first, A-73; then the amulet; then the guard)', () => {
    expect(SHIELD_PRECEDENCE).toEqual(['tavern', 'amulet', 'guard']);
  });

  it.each(PAIRS)('%s against %s cites a known clause and option, with a reason in both languages', (kind, shield) => {
    const rule = ATTACK_VS_SHIELD[kind][shield];
    expect(TM_CLAUSES[rule.clause]).toBeDefined();
    expect(TM_OPTIONS.some((o) => o.key === rule.option)).toBe(true);
    expect(rule.reason.ru).toMatch(/[а-яё]/iu);
    expect(rule.reason.en).toMatch(/^[\x20-\x7e’é]+$/u);
  });

  it.each(PAIRS)('%s against %s: the attack fails with the ruling the table gives', (kind, shield) => {
    const rule = ATTACK_VS_SHIELD[kind][shield];
    const tl = play(kind, shield);
    const step = attackStep(tl, kind);
    expect(step.outcome).toBe('failed');
    expect(dead(tl)).not.toContain('Жертва');
    const cited = step.causes.filter((c) => c.clause === rule.clause);
    expect(cited.length).toBeGreaterThan(0);
    const attacker = step.actor ?? '';
    const trapStep = tl.steps.find((s) => s.id.startsWith(`${step.id}.trap`));
    if (rule.outcome === 'stopped') {
      expect(step.changes.map((c) => c.kind)).toContain('protected');
      expect(cited.some((c) => c.option?.key === rule.option)).toBe(true);
      expect(trapStep).toBeUndefined();
    } else {
      expect(trapStep?.causes.map((c) => [c.clause, c.option?.key ?? null])[0]).toEqual([rule.clause, rule.option]);
      expect(dead(tl).includes(attacker)).toBe(rule.outcome === 'trapKills');
    }
  });

  it.each(SHIELD_PRECEDENCE.slice(0, -1).map((first, i) => [first, SHIELD_PRECEDENCE[i + 1]!] as const))(
    'where %s and %s both stand on the target, the first of SHIELD_PRECEDENCE rules the musket',
    (first, second) => {
      const setups = [SHIELD[first], SHIELD[second]];
      const players = `Жертва=aramis maf; ${setups.map((x) => x.players).join('; ')}; ${ATTACKER.musket.player}`;
      const order = `${setups.map((x) => x.order).join(' ')} Киллер Жертва`;
      const moves = [...new Set(setups.flatMap((x) => x.moves('Киллер'))), ATTACKER.musket.move];
      const options = Object.assign({}, ...setups.map((x) => x.options ?? {}));
      const step = attackStep(night(players, order, moves, options), 'musket');
      expect(step.outcome).toBe('failed');
      expect(step.causes.map((c) => c.option?.key)).toContain(ATTACK_VS_SHIELD.musket[first].option);
      expect(step.causes.map((c) => c.option?.key)).not.toContain(ATTACK_VS_SHIELD.musket[second].option);
    },
  );
});

/** A timeline's trap steps (the trap went off). */
const trapped = (tl: Timeline): boolean => tl.steps.some((s) => s.id.endsWith('.trap'));

/** A forced shooter at Porthos's protectee: Milady hands the killer's shot to Rochefort's player. */
const forcedAtGuard = (o: Readonly<Record<string, string>>): Timeline =>
  night(
    'planchet maf; milady maf; porthos; rochefort; athos; aramis',
    'planchet milady porthos rochefort athos aramis',
    ['killer planchet > aramis', 'milady > planchet, rochefort', 'porthos > athos', 'rochefort > athos'],
    o,
  );

/** The executioner's state after walking into the trap: clubbed, knocked out, and the facts a start from here writes. */
function afterClub(o: Readonly<Record<string, string>>): unknown {
  const ctx = runNights(context('porthos; executioner; aramis', o), [
    { order: 'porthos executioner aramis', moves: ['porthos > aramis', 'executioner > aramis'] },
  ]);
  const p = ctx.state.players.find((x) => x.name === 'executioner')!;
  return [p.clubbed, p.knocked, carriedFacts(ctx.state, p)];
}

/** Each entry of the readings, how a night shows its reading, and what each ruling looks like there. */
const READING_CASES: readonly {
  name: string;
  entry: Readings;
  observe: (o: Readonly<Record<string, string>>) => unknown;
  as: (rules: unknown) => unknown;
}[] = [
  { name: 'trap on a forced attacker', entry: TRAP_SPRINGS.forced, observe: (o) => trapped(forcedAtGuard(o)), as: (r) => r },
  { name: 'a forced shooter is the killer', entry: FORCED_ATTACKER.musket!, observe: (o) => trapped(forcedAtGuard(o)), as: (r) => r },
  {
    name: 'trap with another shield',
    entry: TRAP_SPRINGS.otherShield,
    observe: (o) =>
      trapped(
        night(
          'kitty; porthos; planchet maf; athos',
          'kitty porthos planchet athos',
          ['kitty > athos', 'porthos > athos', 'killer planchet > athos'],
          o,
        ),
      ),
    as: (r) => r,
  },
  {
    name: 'amulet on a forced attacker',
    entry: AMULET_ON_FORCED,
    observe: (o) =>
      dead(
        night(
          'kitty; planchet maf; milady maf; rochefort; athos; aramis',
          'kitty planchet milady rochefort athos aramis',
          ['kitty > athos', 'killer planchet > aramis', 'milady > planchet, rochefort', 'rochefort > athos'],
          o,
        ),
      ).includes('athos'),
    as: (covers) => !covers,
  },
  {
    name: 'the club',
    entry: CLUB,
    observe: afterClub,
    as: (r) =>
      ({
        clubbed: [true, false, ['clubbed']],
        knocked: [false, true, ['knockedOut']],
        hitOnly: [false, false, []],
        nextNightBlocked: [false, false, ['clubbed']],
      })[r as ClubEffect],
  },
  {
    name: 'de Tréville at an honest protectee',
    entry: SWORD_TRAP.honest,
    observe: (o) => {
      const tl = night('porthos; treville; athos', 'porthos treville athos', ['porthos > athos', 'treville > athos'], o);
      return [trapped(tl), report(tl, 'treville').includes('Вы ходили убивать'), dead(tl)];
    },
    as: (r) => (r === 'trap' ? [true, false, ['treville']] : [false, true, ['treville']]), // the trap kills him, or he kills himself
  },
  {
    name: 'de Tréville at a guarded traitor',
    entry: SWORD_TRAP.traitor,
    observe: (o) => {
      const tl = night(
        'porthos; treville; rochefort maf',
        'porthos treville rochefort',
        ['porthos > rochefort', 'treville > rochefort'],
        o,
      );
      return [trapped(tl), dead(tl)];
    },
    as: (r) => (r === 'trap' ? [true, ['treville']] : [false, ['rochefort']]),
  },
];

describe('the readings of the attack table: every option reading has its row, clause and reason, and the engine rules by it', () => {
  it('every entry of attack-readings.ts is played here, and the table points at its readings', () => {
    const isReadings = (v: unknown): v is Readings => typeof v === 'object' && v !== null && 'option' in v && 'by' in v;
    const all = Object.values(READINGS).flatMap((v) => (isReadings(v) ? [v] : typeof v === 'object' && v ? Object.values(v) : []));
    const entries = all.filter(isReadings);
    expect(new Set(entries)).toEqual(new Set(READING_CASES.map((c) => c.entry)));
    expect([ATTACK_VS_SHIELD.axe.trap.club, ATTACK_VS_SHIELD.sword.trap.byStanding]).toEqual([CLUB, SWORD_TRAP]);
  });

  it.each(READING_CASES.map((c) => [c.name, c] as const))('%s: one row for each reading of its option', (_name, c) => {
    const spec = TM_OPTIONS.find((o) => o.key === c.entry.option)!;
    expect(Object.keys(c.entry.by).sort()).toEqual(spec.readings.map((r) => r.value).sort());
    for (const row of Object.values(c.entry.by)) {
      expect(TM_CLAUSES[row.clause]).toBeDefined();
      expect(row.reason.ru).toMatch(/[а-яё]/iu);
      expect(row.reason.en).toMatch(/^[\x20-\x7e’é]+$/u);
    }
  });

  const rows = READING_CASES.flatMap((c) => Object.entries(c.entry.by).map(([value, row]) => [c.name, value, c, row.rules] as const));
  it.each(rows)('%s under %s rules as its row says', (_name, value, c, rules) => {
    expect(c.observe({ [c.entry.option]: value })).toEqual(c.as(rules));
  });
});
