import { codes, dead, diags, night, report } from '../test-kit.ts';
import { type Case, knocked, restored, has } from './case.ts';

/** Option cases for Milady's charms and swapped moves. */
export const MILADY_CASES: readonly Case[] = [
  {
    key: 'miledyRepeatTarget',
    alt: 'partnerTarget',
    def: '',
    other: 'aramis',
    observe: (o) =>
      knocked(
        night(
          'kitty; milady; rochefort; executioner; athos; aramis',
          'kitty milady rochefort executioner athos aramis',
          ['kitty > athos', 'milady > kitty, rochefort', 'rochefort > aramis', 'executioner > aramis'],
          o,
        ),
      ),
  },
  {
    key: 'twoTargetActorGetsSingle',
    alt: 'firstOnly',
    def: '',
    other: 'aramis',
    observe: (o) =>
      knocked(
        night(
          'kitty; milady; felton; executioner; athos; aramis',
          'kitty milady felton executioner athos aramis',
          ['kitty > rochefort'.replace('rochefort', 'athos'), 'milady > kitty, felton', 'felton > athos, aramis', 'executioner > aramis'],
          o,
        ),
      ),
  },
  {
    key: 'singleTargetActorGetsPair',
    alt: 'fails',
    def: '',
    other: 'rochefort',
    observe: (o) =>
      knocked(
        night(
          'felton; milady; kitty; executioner; athos; rochefort',
          'felton milady kitty executioner athos rochefort',
          ['felton > athos, executioner', 'milady > felton, kitty', 'kitty > rochefort', 'executioner > rochefort'],
          o,
        ),
      ),
  },
  {
    key: 'swapNonAction',
    alt: 'oneWay',
    def: 'M3',
    other: 'M1',
    observe: (o) =>
      codes(
        night(
          'milady; rochefort; porthos; athos; aramis',
          'milady rochefort porthos athos aramis',
          ['milady > rochefort, porthos', 'rochefort > athos', 'porthos > aramis'],
          o,
        ),
        'porthos',
      ).join(),
  },
  {
    key: 'miledyRepeatStopped',
    alt: 'intendedMove',
    def: '',
    other: 'rochefort',
    observe: (o) =>
      dead(
        night(
          'executioner maf; treville; milady; porthos; rochefort maf',
          'executioner treville milady porthos rochefort',
          ['executioner > treville', 'treville > planchet', 'milady > treville, porthos', 'porthos > rochefort']
            .filter((m) => !m.includes('planchet'))
            .concat(['treville > porthos']),
          { missingMafiaKill: 'noKill', ...o },
        ),
      ).join(),
  },
  {
    key: 'peacefulTrevilleSwappable',
    alt: 'true',
    def: '',
    other: 'rochefort',
    observe: (o) =>
      dead(
        night(
          'milady; treville; rochefort; athos; aramis',
          'milady treville rochefort athos aramis',
          ['milady > treville, rochefort', 'treville: peace > athos', 'rochefort > aramis'],
          o,
        ),
      ).join(),
  },
  {
    key: 'forcedKillerIsKiller',
    alt: 'false',
    def: 'true',
    other: 'false',
    observe: (o) =>
      String(
        night(
          'planchet maf; milady maf; rochefort; athos; constance; aramis',
          'planchet milady rochefort athos constance aramis',
          ['killer planchet > aramis', 'milady > planchet, rochefort', 'rochefort > constance'],
          o,
        ).nights[0]!.facts.bomb,
      ),
  },
  {
    key: 'forcedKillerIsKiller',
    alt: 'false',
    def: 'rochefort',
    other: '',
    observe: (o) =>
      dead(
        night(
          'planchet maf; milady maf; porthos; rochefort; athos; aramis',
          'planchet milady porthos rochefort athos aramis',
          ['killer planchet > aramis', 'milady > planchet, rochefort', 'porthos > athos', 'rochefort > athos'],
          o,
        ),
      )
        .filter((n) => n !== 'aramis')
        .join(),
  },
  {
    key: 'killerRepeatLosesKill',
    alt: 'false',
    def: '',
    other: 'athos',
    observe: (o) =>
      dead(
        night(
          'kitty; milady; planchet maf; rochefort maf; athos; aramis',
          'kitty milady planchet athos aramis rochefort',
          ['kitty > aramis', 'milady > kitty, planchet', 'killer planchet > athos'],
          o,
        ),
      ).join(),
  },
  {
    key: 'abbessCharm',
    alt: 'oneWayToAbbess',
    def: 'athos',
    other: '',
    observe: (o) =>
      restored(
        night(
          'milady; abbess; kitty; rochefort maf jailed; athos dead; aramis',
          'milady abbess kitty aramis',
          ['milady > abbess, kitty', 'abbess > athos', 'kitty > aramis'],
          o,
        ),
      ),
  },
  {
    key: 'abbessCharm',
    alt: 'charmFails',
    def: 'true',
    other: 'false',
    observe: (o) =>
      has(
        report(
          night(
            'milady; abbess; kitty; rochefort maf jailed; athos dead; aramis; bonacieux',
            'milady abbess kitty aramis bonacieux',
            ['milady > abbess, kitty', 'abbess > athos', 'kitty > aramis', 'bonacieux > kitty'],
            o,
          ),
          'bonacieux',
        ),
        'Миледи',
      ),
  },
  {
    key: 'miledyCharmIsAction',
    alt: 'false',
    def: 'M3',
    other: 'M1',
    observe: (o) =>
      codes(
        night(
          'felton; milady; kitty; porthos; athos; aramis',
          'felton milady kitty porthos athos aramis',
          ['felton > milady, kitty', 'milady > kitty, porthos', 'kitty > athos', 'porthos > aramis'],
          o,
        ),
        'milady',
      ).join(),
  },
  {
    key: 'watchersSwappable',
    alt: 'false',
    def: 'M7',
    other: 'M5',
    observe: (o) =>
      codes(
        night(
          'jussac; athos; milady; planchet; kitty',
          'jussac athos milady planchet kitty',
          ['jussac > athos', 'milady > jussac, planchet', 'planchet > kitty', 'kitty > athos'],
          o,
        ),
        'planchet',
      ).join(),
  },
  {
    key: 'miledyPartnerDies',
    alt: 'partnerReverts',
    def: 'M6',
    other: 'M5',
    observe: (o) =>
      codes(
        night(
          'milady; planchet maf; rochefort; kitty; athos; aramis',
          'milady planchet rochefort kitty athos aramis',
          ['milady > kitty, rochefort', 'killer planchet > kitty', 'kitty > athos', 'rochefort > aramis'],
          o,
        ),
        'rochefort',
      ).join(),
  },
  {
    key: 'swappedActionSlot',
    alt: 'ownerSlot',
    def: '',
    other: 'athos',
    observe: (o) =>
      dead(
        night(
          'milady; executioner; planchet maf; kitty; athos; aramis',
          'milady executioner planchet kitty athos aramis',
          ['milady > executioner, kitty', 'executioner > athos', 'killer planchet > athos', 'kitty > aramis'],
          o,
        ),
      ).join(),
  },
  {
    key: 'miledyTargets',
    alt: 'selfAllowed',
    def: 'true',
    other: 'false',
    observe: (o) =>
      String(
        diags(night('milady; kitty; athos', 'milady kitty athos', ['milady > milady, kitty', 'kitty > athos'], o)).includes(
          'MILADY_TARGETS',
        ),
      ),
  },
];
