import { codes, dead, diags, night, nights } from '../test-kit.ts';
import { type Case } from './case.ts';

/**
 * Night 1: Milady charms Kitty (her amulet for Porthos goes to Aramis's move); night 2 Kitty gives
 * to `second`. Is the gift refused as «two nights in a row» (C-81 kittyCharmedNight)?
 */
function kittyRepeatRefused(o: Readonly<Record<string, string>>, second: string): string {
  const tl = nights(
    'milady; kitty; aramis; porthos; rochefort',
    [
      { order: 'milady kitty aramis porthos rochefort', moves: ['milady > kitty, aramis', 'kitty > porthos', 'aramis > rochefort'] },
      { order: 'kitty aramis porthos rochefort milady', moves: [`kitty > ${second}`] },
    ],
    o,
  );
  return String(diags(tl).includes('KITTY_REPEAT'));
}

/** Option cases for Planchet's hits and Kitty's amulet. */
export const HIT_AMULET_CASES: readonly Case[] = [
  {
    key: 'secondHitKills',
    alt: 'consecutiveNights',
    def: 'athos',
    other: '',
    observe: (o) => dead(night('executioner; athos knocked', 'executioner athos', ['executioner > athos'], o)).join(),
  },
  {
    key: 'secondHitKills',
    alt: 'whileUnconscious',
    def: 'athos',
    other: '',
    observe: (o) =>
      dead(
        nights(
          'executioner; athos; rochefort',
          [
            { order: 'executioner athos rochefort', moves: ['executioner > athos'] },
            { order: 'athos executioner rochefort', moves: ['executioner > athos'] },
          ],
          o,
        ),
        2,
      ).join(),
  },
  {
    key: 'hitCountsOnlyLanded',
    alt: 'false',
    def: '',
    other: 'athos',
    observe: (o) =>
      dead(
        nights(
          'kitty; executioner; athos',
          [
            { order: 'kitty executioner athos', moves: ['kitty > athos', 'executioner > athos'] },
            { order: 'athos kitty executioner', moves: ['executioner > athos'] },
          ],
          o,
        ),
        2,
      ).join(),
  },
  {
    key: 'knockoutBlocksSameNight',
    alt: 'false',
    def: 'M3,M11',
    other: 'M1,M11',
    observe: (o) =>
      codes(night('executioner; kitty; athos', 'executioner kitty athos', ['executioner > kitty', 'kitty > athos'], o), 'kitty').join(),
  },
  {
    key: 'knockoutDuration',
    alt: 'literal24h',
    def: 'M1',
    other: 'M3',
    observe: (o) =>
      codes(
        nights(
          'executioner; kitty; athos',
          [
            { order: 'executioner kitty athos', moves: ['executioner > kitty'] },
            { order: 'kitty executioner athos', moves: ['kitty > athos'] },
          ],
          o,
        ),
        'kitty',
        2,
      ).join(),
  },
  {
    key: 'doubleHitSameNightKills',
    alt: 'false',
    def: 'athos',
    other: '',
    observe: (o) =>
      dead(
        night(
          'executioner; milady; rochefort; athos',
          'executioner milady rochefort athos',
          ['executioner > athos', 'milady > executioner, rochefort', 'rochefort > athos'],
          o,
        ),
      ).join(),
  },
  {
    key: 'kittyRepeatRule',
    alt: 'declaredTargetConsecutiveNights',
    def: 'false',
    other: 'true',
    observe: (o) =>
      String(
        diags(
          nights(
            'athos; kitty; rochefort',
            [
              { order: 'athos kitty rochefort', moves: ['athos > kitty', 'kitty > rochefort'] },
              { order: 'athos kitty rochefort', moves: ['kitty > rochefort'] },
            ],
            o,
          ),
        ).includes('KITTY_REPEAT'),
      ),
  },
  {
    key: 'kittyRepeatRule',
    alt: 'consecutiveUses',
    def: 'false',
    other: 'true',
    observe: (o) =>
      String(
        diags(
          nights(
            'kitty; rochefort; athos',
            [
              { order: 'kitty rochefort athos', moves: ['kitty > rochefort'] },
              { order: 'kitty rochefort athos', moves: [] },
              { order: 'kitty rochefort athos', moves: ['kitty > rochefort'] },
            ],
            o,
          ),
        ).includes('KITTY_REPEAT'),
      ),
  },
  {
    key: 'kittyCharmedNight',
    alt: 'declaredTarget',
    def: 'false',
    other: 'true',
    observe: (o) => kittyRepeatRefused(o, 'porthos'),
  },
  {
    key: 'kittyCharmedNight',
    alt: 'amuletRecipient',
    def: 'false',
    other: 'true',
    observe: (o) => kittyRepeatRefused(o, 'rochefort'),
  },
  {
    key: 'amuletTiming',
    alt: 'wholeNight',
    def: 'athos',
    other: '',
    observe: (o) =>
      dead(night('planchet maf; kitty; athos', 'planchet kitty athos', ['killer planchet > athos', 'kitty > athos'], o)).join(),
  },
  {
    key: 'amuletCoversForcedAttackers',
    alt: 'false',
    def: '',
    other: 'athos',
    observe: (o) =>
      dead(
        night(
          'kitty; planchet maf; milady maf; rochefort; athos; aramis',
          'kitty planchet milady rochefort athos aramis',
          ['kitty > athos', 'killer planchet > aramis', 'milady > planchet, rochefort', 'rochefort > athos'],
          o,
        ),
      )
        .filter((n) => n !== 'aramis')
        .join(),
  },
];
