import { codes, context, dead, night, nights, runNights } from '../test-kit.ts';
import { type Case, knocked, type Opts } from './case.ts';

/** The executioner after Porthos's trap: knocked out, clubbed or free (C-40). */
function clubState(o: Readonly<Record<string, string>>): string {
  const p = runNights(context('porthos; executioner; athos', o), [
    { order: 'porthos executioner athos', moves: ['porthos > athos', 'executioner > athos'] },
  ]).state.players[1]!;
  return p.knocked ? 'knocked' : p.clubbed ? 'clubbed' : 'free';
}

/** Option cases for the executioner's block, the trap's reach, Aramis and blocked forced moves. */

/** What the executioner is after he hits Constance (C-41 executionerBlockedWithConstance, A-102): knocked, clubbed or free. */
function executionerAfterHittingConstance(o: Opts): string {
  const p = runNights(context('executioner; constance; athos', o), [
    { order: 'executioner constance athos', moves: ['executioner > constance'] },
  ]).state.players[0]!;
  return p.knocked ? 'knocked' : p.clubbed ? 'clubbed' : 'free';
}

export const BLOCK_CASES: readonly Case[] = [
  {
    key: 'executionerBlocked',
    alt: 'asKnockedOut',
    def: 'clubbed',
    other: 'knocked',
    observe: clubState,
  },
  {
    key: 'executionerBlocked',
    alt: 'hitFailsOnly',
    def: 'clubbed',
    other: 'free',
    observe: clubState,
  },
  {
    key: 'executionerBlocked',
    alt: 'nextNightBlocked',
    def: 'M1',
    other: 'M3',
    observe: (o) =>
      codes(
        nights(
          'porthos; executioner; athos; rochefort',
          [
            { order: 'porthos executioner athos rochefort', moves: ['porthos > athos', 'executioner > athos'] },
            { order: 'executioner athos porthos rochefort', moves: ['executioner > rochefort'] },
          ],
          o,
        ),
        'executioner',
        2,
      ).join(),
  },
  {
    key: 'executionerBlockedWithConstance',
    alt: 'asKnockedOut',
    def: 'clubbed',
    other: 'knocked',
    observe: executionerAfterHittingConstance,
  },
  {
    key: 'executionerBlockedWithConstance',
    alt: 'flavourOnly',
    def: 'clubbed',
    other: 'free',
    observe: executionerAfterHittingConstance,
  },
  {
    key: 'executionerBlockedWithConstance',
    alt: 'nextNightBlocked',
    def: 'M1',
    other: 'M3',
    observe: (o) =>
      codes(
        nights(
          'executioner; constance; athos',
          [
            { order: 'executioner constance athos', moves: ['executioner > constance'] },
            { order: 'executioner constance athos', moves: ['executioner > athos'] },
          ],
          o,
        ),
        'executioner',
        2,
      ).join(),
  },
  {
    key: 'trapCatchesForced',
    alt: 'false',
    def: 'rochefort',
    other: '',
    observe: (o) =>
      dead(
        night(
          'kitty maf; planchet maf; milady; porthos; rochefort; athos; aramis',
          'planchet milady porthos rochefort athos aramis kitty',
          ['killer planchet > aramis', 'milady > planchet, rochefort', 'porthos > athos', 'rochefort > athos'],
          o,
        ),
      )
        .filter((n) => n !== 'aramis')
        .join(),
  },
  {
    key: 'trapMultiUse',
    alt: 'false',
    def: '',
    other: 'athos',
    observe: (o) =>
      knocked(
        night(
          'porthos; planchet maf; executioner; athos',
          'porthos planchet executioner athos',
          ['porthos > athos', 'killer planchet > athos', 'executioner > athos'],
          o,
        ),
      ),
  },
  {
    key: 'aramisNextNightBinds',
    alt: 'roleActionOnly',
    def: '',
    other: 'athos',
    observe: (o) =>
      dead(
        nights(
          'kitty maf; planchet maf; aramis; athos; rochefort',
          [
            {
              order: 'kitty aramis athos rochefort planchet',
              moves: ['kitty > rochefort', 'aramis > kitty', 'killer planchet > rochefort'],
            },
            { order: 'kitty aramis athos planchet', moves: ['killer kitty > athos'] },
          ],
          o,
        ),
        2,
      ).join(),
  },
  {
    key: 'blockStopsForced',
    alt: 'false',
    def: 'M9',
    other: 'M6',
    observe: (o) =>
      codes(
        night(
          'milady; kitty; athos; rochefort; aramis',
          'milady kitty athos rochefort aramis',
          ['milady > kitty, rochefort', 'kitty > aramis', 'athos > rochefort', 'rochefort > aramis'],
          o,
        ),
        'rochefort',
      ).join(),
  },
];
