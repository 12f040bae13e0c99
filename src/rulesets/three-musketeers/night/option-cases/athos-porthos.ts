import { codes, dead, night, nights, report } from '../test-kit.ts';
import { type Case, knocked, has } from './case.ts';

/** Kitty's and Aramis's messages when both visit Athos's guest (C-35 athosSafetyScope). */
function tavernGuestVisitors(o: Readonly<Record<string, string>>): string {
  const moves = ['athos > rochefort', 'kitty > rochefort', 'aramis > rochefort'];
  const tl = night('athos; kitty; aramis; rochefort', 'athos kitty aramis rochefort', moves, o);
  return `${codes(tl, 'kitty')}/${codes(tl, 'aramis')}`;
}

/** Option cases for Athos's tavern and Porthos's guard and trap. */
export const ATHOS_PORTHOS_CASES: readonly Case[] = [
  {
    key: 'athosProtection',
    alt: 'wholeNight',
    def: 'rochefort',
    other: '',
    observe: (o) =>
      dead(
        night('planchet maf; athos; rochefort', 'planchet athos rochefort', ['killer planchet > rochefort', 'athos > rochefort'], o),
      ).join(),
  },
  {
    key: 'athosBlock',
    alt: 'wholeNight',
    def: '',
    other: 'rochefort',
    observe: (o) =>
      knocked(
        night(
          'kitty; athos; executioner; rochefort',
          'kitty athos executioner rochefort',
          ['kitty > rochefort', 'athos > kitty', 'executioner > rochefort'],
          o,
        ),
      ),
  },
  {
    key: 'athosBlock',
    alt: 'aramisLike',
    def: 'M1',
    other: 'M3',
    observe: (o) =>
      codes(
        nights(
          'kitty; athos; rochefort',
          [
            { order: 'kitty athos rochefort', moves: ['kitty > rochefort', 'athos > kitty'] },
            { order: 'kitty athos rochefort', moves: ['kitty > athos'] },
          ],
          o,
        ),
        'kitty',
        2,
      ).join(),
  },
  {
    key: 'athosSafetyScope',
    alt: 'allIncomingActions',
    def: 'M1/M3',
    other: 'M3/M3',
    observe: tavernGuestVisitors,
  },
  {
    key: 'athosSafetyScope',
    alt: 'attacksOnly',
    def: 'M1/M3',
    other: 'M1/M2',
    observe: tavernGuestVisitors,
  },
  {
    key: 'athosDeathEndsSafety',
    alt: 'true',
    def: '',
    other: 'rochefort',
    observe: (o) =>
      knocked(
        night(
          'athos; planchet maf; executioner; rochefort',
          'athos planchet executioner rochefort',
          ['athos > rochefort', 'killer planchet > athos', 'executioner > rochefort'],
          o,
        ),
      ),
  },
  {
    key: 'porthosDeathEndsGuard',
    alt: 'true',
    def: 'porthos,planchet',
    other: 'porthos,athos',
    observe: (o) =>
      dead(
        night(
          'porthos maf; treville; planchet maf; athos',
          'porthos treville planchet athos',
          ['porthos > athos', 'treville > porthos', 'killer planchet > athos', 'athos > treville'],
          o,
        ),
      ).join(),
  },
  {
    key: 'porthosTrapWithOtherProtection',
    alt: 'noTrigger',
    def: 'planchet',
    other: '',
    observe: (o) =>
      dead(
        night(
          'kitty; porthos; planchet maf; athos',
          'kitty porthos planchet athos',
          ['kitty > athos', 'porthos > athos', 'killer planchet > athos'],
          o,
        ),
      ).join(),
  },
  {
    key: 'trevilleVsPorthosHonest',
    alt: 'suicide',
    def: 'false',
    other: 'true',
    observe: (o) =>
      has(
        report(night('porthos; treville; athos', 'porthos treville athos', ['porthos > athos', 'treville > athos'], o), 'treville'),
        'Вы ходили убивать',
      ),
  },
  {
    key: 'trevilleTrapOnMafProtectee',
    alt: 'killsMaf',
    def: 'treville',
    other: 'rochefort',
    observe: (o) =>
      dead(
        night('porthos; treville; rochefort maf', 'porthos treville rochefort', ['porthos > rochefort', 'treville > rochefort'], o),
      ).join(),
  },
];
