import { codes, night } from '../test-kit.ts';
import { type Case, has } from './case.ts';

/** Option cases for the host's messages. */
export const MESSAGE_CASES: readonly Case[] = [
  {
    key: 'm2Scope',
    alt: 'anyActor',
    def: 'M1',
    other: 'M2',
    observe: (o) => codes(night('kitty; rochefort', 'kitty rochefort', ['kitty > rochefort'], o), 'kitty').join(),
  },
  {
    key: 'm10Scope',
    alt: 'allLaterPlayers',
    def: 'M5',
    other: 'M10',
    observe: (o) =>
      codes(
        night(
          'athos; planchet maf; rochefort; constance',
          'planchet rochefort constance athos',
          ['killer planchet > constance', 'rochefort > athos'],
          o,
        ),
        'rochefort',
      ).join(),
  },
  {
    key: 'failureMessage',
    alt: 'dedicated',
    def: 'M3',
    other: 'FAIL',
    observe: (o) =>
      codes(
        night('planchet maf; porthos; athos', 'planchet porthos athos', ['killer planchet > athos', 'porthos > athos'], o),
        'porthos',
      ).join(),
  },
  {
    key: 'swapPerformerMsg',
    alt: 'M6',
    def: 'M1',
    other: 'M6',
    observe: (o) =>
      codes(
        night(
          'milady; kitty; porthos; athos; aramis',
          'milady kitty porthos athos aramis',
          ['milady > kitty, porthos', 'kitty > athos', 'porthos > aramis'],
          o,
        ),
        'kitty',
      ).join(),
  },
  {
    key: 'powerlessCharmMsg',
    alt: 'M1',
    def: 'M3',
    other: 'M1',
    observe: (o) =>
      codes(
        night(
          'kitty; porthos; milady; athos; aramis',
          'kitty porthos milady athos aramis',
          ['milady > kitty, porthos', 'kitty > athos', 'porthos > aramis'],
          o,
        ),
        'milady',
      ).join(),
  },
  {
    key: 'missingMoveMessage',
    alt: 'M5',
    def: '',
    other: 'M5',
    observe: (o) => codes(night('porthos; planchet', 'porthos planchet', [], o), 'porthos').join(),
  },
  {
    key: 'missingMoveMessage',
    alt: 'M3',
    def: '',
    other: 'M3',
    observe: (o) => codes(night('porthos; planchet', 'porthos planchet', [], o), 'porthos').join(),
  },
  {
    key: 'failedHitVictimInformed',
    alt: 'true',
    def: '',
    other: 'M11',
    observe: (o) =>
      codes(night('kitty; executioner; athos', 'kitty executioner athos', ['kitty > athos', 'executioner > athos'], o), 'athos')
        .filter((c) => c === 'M11')
        .join(),
  },
  {
    key: 'publicRestoreNotice',
    alt: 'announce',
    def: 'false',
    other: 'true',
    observe: (o) =>
      has(night('abbess; rochefort maf jailed; athos dead', 'abbess', ['abbess > athos'], o).nights[0]!.public.ru, 'Вернулись'),
  },
];
