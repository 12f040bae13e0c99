import { who } from '../context.ts';
import { t } from '../../../engine/text.ts';
import { carriesBomb, inheritedRole, isInheritor, isMusketeer } from '../roles/traits.ts';
import type { TmPlayer } from '../state.ts';
import { ABILITIES } from './abilities.ts';
import { causeFor, extra, isForced, mafLearns } from './attack-kit.ts';
import { forcedExempt } from './attack-readings.ts';
import { die, heldMusket } from './deaths.ts';
import { recRef } from './refs.ts';
import { cause } from './run.ts';
import type { Fn, NightAction, NightRun } from './types.ts';

/** Is at least one of "the four" alive (A-98, C-63)? */
export function protectorsAlive(run: NightRun): boolean {
  const mode = run.opt('constanceProtectors');
  for (const p of run.ctx.state.players) {
    if (!p.alive || p.jailed) continue;
    if (isMusketeer(p.role) && (mode !== 'honestOnly' || p.team === 'honest')) return true;
    if (mode === 'includeFatherInheritor' && isInheritor(p) && isMusketeer(inheritedRole(run.ctx.state))) return true;
  }
  return false;
}

/** Does killing this victim with this function set off Constance's bomb (A-99, C-5, C-48, C-97)? */
export function explodes(run: NightRun, rec: NightAction, fn: Fn, victim: TmPlayer): boolean {
  const bomb = carriesBomb(victim.role) || (isInheritor(victim) && carriesBomb(run.fatherRole) && run.opt('fatherInheritsBomb') === 'true');
  if (!bomb) return false;
  if (heldMusket(run, victim.name) && run.opt('killerSuppresses') !== 'nightActionOnly') return false;
  const kind = ABILITIES[fn.ability].attack?.kind;
  if (kind && isForced(rec, fn) && forcedExempt(run, kind)) return false;
  return protectorsAlive(run);
}

/** The bomb: the musketeers kill the attacker and the night ends (A-99..A-101, C-62, C-93). */
export function explode(run: NightRun, rec: NightAction, fn: Fn, victim: TmPlayer): void {
  const attacker = rec.player;
  const later = run.queue.filter((r) => !r.executed && r !== rec);
  const id = extra(run, rec, 'bomb', {
    actor: victim.name,
    role: victim.role,
    outcome: 'performed',
    summary: t(
      `Констанция кричит: мушкетеры убивают ${who(run.ctx, attacker.name).forms.acc}, ночь заканчивается`,
      `Constance screams: the musketeers kill ${attacker.name}; the night ends`,
    ),
    causes: [
      cause(
        rec.stepId,
        'A-99',
        t(`${attacker.name} убил Констанцию, пока жив кто-то из четверки`, `${attacker.name} killed Constance while one of the four lives`),
      ),
      cause(rec.stepId, 'A-100', t('Ночь заканчивается: больше никто не ходит', 'The night ends: nobody else moves')),
      cause(
        rec.stepId,
        'A-101',
        run.opt('constanceDiesOnExplosion') === 'true'
          ? t('Констанция гибнет при взрыве', 'Constance dies in the explosion')
          : t('Констанция переживает взрыв', 'Constance survives the explosion'),
        run,
        'constanceDiesOnExplosion',
      ),
    ],
    changes: later.flatMap((r) => {
      const before = recRef(r);
      return before ? [{ target: r.stepId, kind: 'cancelled' as const, before, after: null }] : [];
    }),
    affects: [victim.name, attacker.name],
  });
  run.bomb = { slot: rec.slot, step: id };
  const killVictim = (): void => {
    if (run.opt('constanceDiesOnExplosion') === 'true') {
      die(
        run,
        victim,
        'bomb',
        t('взорвалась (бомба)', 'exploded (the bomb)'),
        rec.stepId,
        rec.actor,
        fn.ability,
        t('Вы «взорвались»: на Ваш крик прибежали мушкетеры.', 'You "exploded": the musketeers came running at your scream.'),
        null,
      );
    }
  };
  const killAttacker = (): void => {
    die(
      run,
      attacker,
      'bomb',
      t(causeFor(run, attacker, 'убит мушкетерами (взрыв бомбы)'), 'killed by the musketeers (the bomb)'),
      id,
      '',
      null,
      mafLearns(
        attacker,
        'Вас убили мушкетеры, прибежавшие на крик Констанции',
        "the musketeers who came to Constance's scream killed you",
      ),
      'bomb',
    );
  };
  if (run.opt('fatherBombOrder') === 'attackerLast') {
    killVictim();
    killAttacker();
  } else {
    killAttacker();
    killVictim();
  }
  // The shot does not cite its consequence (the bomb step cites the shot): only its summary says so.
  rec.note ??= t('Констанция взорвалась: мушкетеры убивают нападавшего', 'Constance exploded: the musketeers kill the attacker');
}
