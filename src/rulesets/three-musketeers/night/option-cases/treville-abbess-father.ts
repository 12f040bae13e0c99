import { codes, context, dead, diags, night, nights, runNights } from '../test-kit.ts';
import { type Case, restored } from './case.ts';
import { fatherMemo } from '../../roles/father-memory.ts';
import { inheritedRole } from '../../roles/traits.ts';
import { tmNight } from '../../night-facts.ts';
import { nightPlayers } from '../../../../engine/night-fact.ts';

/** Option cases for de Treville, the Abbess and the Father. */
export const TREVILLE_ABBESS_FATHER_CASES: readonly Case[] = [
  {
    key: 'trevilleStatusRule',
    alt: 'relativeToOwnTeam',
    def: 'treville',
    other: 'athos',
    observe: (o) => dead(night('treville maf; athos', 'treville athos', ['treville > athos'], o)).join(),
  },
  {
    key: 'trevilleSuicideTiming',
    alt: 'immediate',
    def: 'M1',
    other: 'M3',
    observe: (o) =>
      codes(night('treville; kitty; athos', 'treville kitty athos', ['treville > athos', 'kitty > treville'], o), 'kitty').join(),
  },
  {
    key: 'forcedTrevilleSuicide',
    alt: 'false',
    def: 'planchet',
    other: '',
    observe: (o) =>
      dead(
        night(
          'treville; milady; planchet; rochefort maf; athos',
          'treville milady planchet rochefort athos',
          ['treville > rochefort', 'milady > treville, planchet', 'planchet > athos'],
          o,
        ),
      )
        .filter((n) => n === 'planchet')
        .join(),
  },
  {
    key: 'mafiaAbbessTargets',
    alt: 'anyNightKilledOrJailedMaf',
    def: '',
    other: 'kitty',
    observe: (o) => restored(night('abbess maf; rochefort maf jailed; kitty maf dead; athos', 'abbess athos', ['abbess > kitty'], o)),
  },
  {
    key: 'abbessCondition',
    alt: 'currentlyJailedMaf',
    def: 'athos',
    other: '',
    observe: (o) => {
      const ctx = context('abbess; athos dead; kitty', o);
      ctx.state.mafJailed = true;
      runNights(ctx, [{ order: 'abbess kitty', moves: ['abbess > athos'] }]);
      return tmNight(ctx.trace.nights[0]!).restored.join();
    },
  },
  {
    key: 'abbessSameNight',
    alt: 'false',
    def: 'athos',
    other: '',
    observe: (o) =>
      restored(
        night(
          'planchet maf; abbess; athos; rochefort maf jailed',
          'planchet abbess athos',
          ['killer planchet > athos', 'abbess > athos'],
          o,
        ),
      ),
  },
  {
    key: 'abbessBlockedSpends',
    alt: 'true',
    def: 'aramis',
    other: '',
    observe: (o) =>
      nightPlayers(
        nights(
          'athos; abbess; rochefort maf jailed; aramis dead',
          [
            { order: 'athos abbess', moves: ['athos > abbess', 'abbess > aramis'] },
            { order: 'abbess athos', moves: ['abbess > aramis'] },
          ],
          o,
        ).nights[1]?.facts ?? {},
        'restored',
      ).join(),
  },
  {
    key: 'restoredStateKept',
    alt: 'false',
    def: 'athos',
    other: '',
    observe: (o) =>
      dead(
        nights(
          'abbess; executioner; rochefort maf jailed; athos dead knocked',
          [
            { order: 'abbess executioner', moves: ['abbess > athos'] },
            { order: 'athos abbess executioner', moves: ['executioner > athos'] },
          ],
          o,
        ),
        2,
      ).join(),
  },
  {
    key: 'fatherInheritTiming',
    alt: 'immediate',
    def: 'M5',
    other: 'M1',
    observe: (o) =>
      codes(
        night('planchet maf; kitty; father; athos', 'planchet father athos kitty', ['killer planchet > kitty', 'father > athos'], o),
        'father',
      ).join(),
  },
  {
    key: 'fatherBombOrder',
    alt: 'constanceLast',
    def: 'kitty',
    other: 'constance',
    observe: (o) =>
      String(
        inheritedRole(
          runNights(context('athos; kitty maf; constance; father', o), [
            { order: 'kitty constance father athos', moves: ['killer kitty > constance'] },
          ]).state,
        ),
      ),
  },
  {
    key: 'fatherInheritsMusket',
    alt: 'true',
    def: 'kitty',
    other: 'musket',
    observe: (o) =>
      String(
        inheritedRole(
          runNights(context('porthos; kitty maf; athos; father', o), [
            { order: 'porthos kitty athos father', moves: ['porthos > athos', 'killer kitty > athos'] },
          ]).state,
        ),
      ),
  },
  {
    key: 'fatherOnAbbess',
    alt: 'nothing',
    def: 'kitty',
    other: 'null',
    observe: (o) =>
      String(
        inheritedRole(
          runNights(context('planchet maf; kitty; abbess; father; athos', o), [
            { order: 'planchet kitty father', moves: ['killer planchet > kitty'] },
            { order: 'planchet abbess father', moves: ['killer planchet > abbess'] },
          ]).state,
        ),
      ),
  },
  {
    key: 'fatherOneShotState',
    alt: 'fresh',
    def: 'true',
    other: 'false',
    observe: (o) =>
      String(
        diags(
          nights(
            'kitty; planchet maf; father; athos',
            [
              { order: 'kitty planchet father athos', moves: ['kitty > kitty'] },
              { order: 'planchet kitty father athos', moves: ['killer planchet > kitty'] },
              { order: 'father planchet athos', moves: ['father > father'] },
            ],
            o,
          ),
        ).includes('KITTY_SELF_KEEP_USED'),
      ),
  },
  {
    key: 'fatherInheritsBomb',
    alt: 'true',
    def: 'false',
    other: 'true',
    observe: (o) =>
      String(
        (nights(
          'athos; planchet maf; constance; father',
          [{ order: 'planchet constance father athos', moves: ['killer planchet > constance'] }].map((n, i) =>
            i === 0 ? { ...n, moves: ['executioner > constance'] } : n,
          ),
          o,
        ).nights[0]!.facts.bomb &&
          false) ||
          (() => {
            const ctx = context('athos; planchet maf; constance; father', o);
            fatherMemo(ctx.state).role = 'constance';
            runNights(ctx, [{ order: 'planchet father athos constance', moves: ['killer planchet > father'] }]);
            return tmNight(ctx.trace.nights[0]!).bomb;
          })(),
      ),
  },
  {
    key: 'fatherOnRestore',
    alt: 'revert',
    def: 'kitty',
    other: 'null',
    observe: (o) =>
      String(
        inheritedRole(
          runNights(context('planchet maf; kitty; father; abbess; rochefort maf jailed; athos', o), [
            { order: 'planchet kitty father abbess athos', moves: ['killer planchet > kitty'] },
            { order: 'abbess father planchet athos', moves: ['abbess > kitty'] },
          ]).state,
        ),
      ),
  },
  {
    key: 'fatherGetsWatcherReport',
    alt: 'false',
    def: 'true',
    other: 'false',
    observe: (o) => {
      const ctx = context('father; kitty; athos', o);
      fatherMemo(ctx.state).role = 'jussac';
      runNights(ctx, [{ order: 'father kitty athos', moves: ['father > kitty', 'kitty > athos'] }]);
      return String(ctx.trace.nights[0]!.reports.some((r) => r.recipient === 'father'));
    },
  },
];
