import { codes, context, dead, night, nights, report, runNights } from '../test-kit.ts';
import { type Case, knocked, has } from './case.ts';
import { feltonMemo } from '../../roles/felton.ts';

/** Option cases for La Chesnaye's mirror, Felton, Constance's bomb and the watchers. */
export const MIRROR_FELTON_WATCHER_CASES: readonly Case[] = [
  {
    key: 'mirrorMode',
    alt: 'actorRedirect',
    def: '',
    other: 'porthos',
    observe: (o) =>
      knocked(
        night(
          'lachesnaye; kitty; executioner; athos; porthos',
          'lachesnaye kitty executioner athos porthos',
          ['lachesnaye > athos, porthos', 'kitty > athos', 'executioner > porthos'],
          o,
        ),
      ),
  },
  {
    key: 'mirrorTiming',
    alt: 'wholeNight',
    def: 'false',
    other: 'true',
    observe: (o) =>
      has(
        report(
          night(
            'kitty; lachesnaye; athos; porthos; bonacieux',
            'kitty lachesnaye athos porthos bonacieux',
            ['kitty > athos', 'lachesnaye > athos, porthos', 'bonacieux > porthos'],
            o,
          ),
          'bonacieux',
        ),
        'амулет',
      ),
  },
  {
    key: 'mirrorAffectsMiledy',
    alt: 'false',
    def: 'true',
    other: 'false',
    observe: (o) =>
      has(
        report(
          night(
            'lachesnaye; milady; kitty; rochefort; porthos; bonacieux',
            'lachesnaye milady kitty rochefort porthos bonacieux',
            ['lachesnaye > kitty, porthos', 'milady > kitty, rochefort', 'bonacieux > porthos'],
            o,
          ),
          'bonacieux',
        ),
        'Миледи',
      ),
  },
  {
    key: 'mirrorSelfRedirect',
    alt: 'forbidden',
    def: 'planchet',
    other: 'athos',
    observe: (o) =>
      dead(
        night(
          'lachesnaye; planchet maf; athos',
          'lachesnaye planchet athos',
          ['lachesnaye > athos, planchet', 'killer planchet > athos'],
          o,
        ),
      ).join(),
  },
  {
    key: 'feltonTookPlace',
    alt: 'submitted',
    def: '0',
    other: '1',
    observe: (o) =>
      String(
        feltonMemo(
          runNights(context('athos; felton; kitty; rochefort', o), [
            { order: 'athos felton kitty rochefort', moves: ['athos > felton', 'felton > kitty, rochefort'] },
          ]).state,
        ).pairs.length,
      ),
  },
  {
    key: 'feltonIgnoresInduced',
    alt: 'false',
    def: 'M3',
    other: 'M1',
    observe: (o) =>
      codes(
        night(
          'felton; lachesnaye; kitty; athos; rochefort',
          'felton lachesnaye kitty athos rochefort',
          ['felton > kitty, athos', 'lachesnaye > rochefort, athos', 'kitty > rochefort'],
          o,
        ),
        'kitty',
      ).join(),
  },
  {
    key: 'feltonDuration',
    alt: 'full24h',
    def: 'kitty',
    other: '',
    observe: (o) =>
      knocked(
        nights(
          'kitty; executioner; felton; athos',
          [
            { order: 'kitty executioner felton athos', moves: ['felton > kitty, executioner'] },
            { order: 'executioner kitty felton athos', moves: ['executioner > kitty'] },
          ],
          o,
        ),
        2,
      ),
  },
  {
    key: 'constanceDiesOnExplosion',
    alt: 'false',
    def: 'constance,planchet',
    other: 'planchet',
    observe: (o) => dead(night('athos; planchet maf; constance', 'athos planchet constance', ['killer planchet > constance'], o)).join(),
  },
  {
    key: 'constanceProtectors',
    alt: 'honestOnly',
    def: 'true',
    other: 'false',
    observe: (o) =>
      String(
        night('athos maf; planchet maf; constance', 'athos planchet constance', ['killer planchet > constance'], o).nights[0]!.facts.bomb,
      ),
  },
  {
    key: 'constanceProtectors',
    alt: 'includeFatherInheritor',
    def: 'false',
    other: 'true',
    observe: (o) =>
      String(
        nights(
          'athos; father; planchet maf; constance',
          [
            { order: 'planchet athos father constance', moves: ['killer planchet > athos'] },
            { order: 'planchet father constance', moves: ['killer planchet > constance'] },
          ],
          o,
        ).nights[1]!.facts.bomb,
      ),
  },
  {
    key: 'bombOnTrevilleAttempt',
    alt: 'anyAttempt',
    def: 'false',
    other: 'true',
    observe: (o) =>
      String(night('athos; treville; constance', 'treville constance athos', ['treville > constance'], o).nights[0]!.facts.bomb),
  },
  {
    key: 'bombCancelsPendingSuicide',
    alt: 'true',
    def: 'treville',
    other: '',
    observe: (o) =>
      dead(
        night(
          'treville; planchet maf; athos; constance; rochefort',
          'treville planchet athos constance rochefort',
          ['treville > rochefort', 'killer planchet > constance'],
          o,
        ),
      )
        .filter((n) => n === 'treville')
        .join(),
  },
  {
    key: 'watchWindow',
    alt: 'afterWatcherSlot',
    def: 'true',
    other: 'false',
    observe: (o) =>
      has(report(night('kitty; jussac; athos', 'kitty jussac athos', ['kitty > athos', 'jussac > kitty'], o), 'jussac'), 'амулет'),
  },
  {
    key: 'watchWindow',
    alt: 'wholeNight',
    def: 'false',
    other: 'true',
    observe: (o) =>
      has(
        report(
          night(
            'jussac; athos; milady; kitty; planchet',
            'jussac athos milady kitty planchet',
            ['jussac > athos', 'milady > jussac, planchet', 'planchet > kitty', 'kitty > athos'],
            o,
          ),
          'planchet',
        ),
        'амулет',
      ),
  },
  {
    key: 'jussacSeesIncoming',
    alt: 'allAnonymous',
    def: 'false',
    other: 'true',
    observe: (o) =>
      has(report(night('kitty; jussac; athos', 'kitty jussac athos', ['kitty > athos', 'jussac > athos'], o), 'jussac'), 'кто-то'),
  },
  {
    key: 'jussacOnBlockedSubject',
    alt: 'seesTavern',
    def: 'false',
    other: 'true',
    observe: (o) =>
      has(
        report(night('athos; jussac; kitty', 'athos jussac kitty', ['athos > kitty', 'jussac > kitty', 'kitty > athos'], o), 'jussac'),
        'трактире',
      ),
  },
  {
    key: 'jussacSeesDeadVisit',
    alt: 'nothingSeen',
    def: 'false',
    other: 'true',
    observe: (o) =>
      has(
        report(
          night(
            'jussac; planchet maf; porthos; aramis',
            'jussac planchet porthos aramis',
            ['jussac > porthos', 'killer planchet > aramis', 'porthos > aramis'],
            o,
          ),
          'jussac',
        ),
        'ничего не заметил',
      ),
  },
  {
    key: 'watchersSeeWatches',
    alt: 'seen',
    def: 'Я следил всю ночь, но ничего не заметил.',
    other: 'Я видел, как Галантерейщик Бонасье отправил подмастерья следить за Кэтти.',
    observe: (o) =>
      report(night('jussac; bonacieux; kitty', 'jussac bonacieux kitty', ['jussac > bonacieux', 'bonacieux > kitty'], o), 'jussac'),
  },
];
