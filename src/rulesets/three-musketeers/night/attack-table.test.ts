import { describe, expect, it } from 'vitest';
import type { Step, Timeline } from '../../../engine/timeline.ts';
import { TM_CLAUSES } from '../clauses.ts';
import { TM_OPTIONS } from '../options.ts';
import type { AttackKind } from '../roles/role.ts';
import { ATTACK_VS_SHIELD, SHIELD_PRECEDENCE, type Shield } from './attack-table.ts';
import { dead, night } from './test-kit.ts';

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
