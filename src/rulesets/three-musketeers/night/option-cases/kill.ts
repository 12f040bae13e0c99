import { codes, dead, diags, night, report } from '../test-kit.ts';
import { type Case, knocked } from './case.ts';

/** Option cases for the mafia kill, the lone maf, dead actors, missing and self targets. */
export const KILL_CASES: readonly Case[] = [
  {
    key: 'missingMafiaKill',
    alt: 'noKill',
    def: '1',
    other: '0',
    observe: (o) => String(dead(night('kitty maf; planchet maf; athos; rochefort', 'kitty planchet athos rochefort', [], o)).length),
  },
  {
    key: 'killerSuppresses',
    alt: 'allNightIncludingPassive',
    def: 'true',
    other: 'false',
    observe: (o) =>
      String(
        night(
          'constance maf; kitty maf; treville; athos; rochefort',
          'constance treville athos rochefort kitty',
          ['killer constance > rochefort', 'treville > constance'],
          o,
        ).nights[0]!.facts.bomb,
      ),
  },
  {
    key: 'killerSuppresses',
    alt: 'nightAndNextDay',
    def: 'true',
    other: 'false',
    observe: (o) =>
      String(
        night(
          'constance maf; kitty maf; treville; athos; rochefort',
          'constance treville athos rochefort kitty',
          ['killer constance > rochefort', 'treville > constance'],
          o,
        ).nights[0]!.facts.bomb,
      ),
  },
  {
    key: 'loneMafSequence',
    alt: 'roleFirst',
    def: 'athos',
    other: '',
    observe: (o) =>
      dead(night('kitty maf; athos; rochefort', 'kitty athos rochefort', ['killer kitty > athos', 'kitty > athos'], o)).join(),
  },
  {
    key: 'loneMafMiledy',
    alt: 'swapRole',
    def: 'aramis',
    other: 'athos',
    observe: (o) =>
      dead(
        night(
          'milady; kitty maf; rochefort; athos; aramis',
          'milady kitty rochefort athos aramis',
          ['milady > kitty, rochefort', 'killer kitty > athos', 'kitty > porthos', 'rochefort > aramis']
            .filter((m) => !m.includes('porthos'))
            .concat(['kitty > rochefort']),
          o,
        ),
      ).join(),
  },
  {
    key: 'loneMafMiledy',
    alt: 'swapBoth',
    def: 'M3,M1',
    other: 'M3',
    observe: (o) =>
      codes(
        night(
          'milady; kitty maf; rochefort; athos; aramis',
          'milady kitty rochefort athos aramis',
          ['milady > kitty, rochefort', 'killer kitty > athos', 'kitty > aramis', 'rochefort > aramis'],
          o,
        ),
        'kitty',
      ).join(),
  },
  {
    key: 'mafiaMayTargetMafia',
    alt: 'false',
    def: 'planchet',
    other: 'KILLER_TARGETS_MAFIA',
    observe: (o) => {
      const tl = night('kitty maf; planchet maf; athos', 'kitty planchet athos', ['killer kitty > planchet'], o);
      return (
        dead(tl).join() ||
        diags(tl)
          .filter((d) => d !== 'MOVE_MISSING')
          .join()
      );
    },
  },
  {
    key: 'mafiaDeathCause',
    alt: 'teamLearns',
    def: '',
    other: 'Кэтти',
    observe: (o) =>
      report(
        night('porthos; kitty maf; planchet maf; athos', 'porthos kitty planchet athos', ['porthos > athos', 'killer kitty > athos'], o),
        'planchet',
      ).replace(/kitty.*/, 'Кэтти'),
  },
  {
    key: 'deadActorActs',
    alt: 'true',
    def: 'athos',
    other: '',
    observe: (o) =>
      knocked(
        night(
          'planchet maf; kitty; executioner; athos',
          'planchet kitty executioner athos',
          ['killer planchet > kitty', 'kitty > athos', 'executioner > athos'],
          o,
        ),
      ),
  },
  {
    key: 'protectionTiming',
    alt: 'wholeNight',
    def: 'athos',
    other: 'planchet',
    observe: (o) =>
      dead(night('planchet maf; porthos; athos', 'planchet porthos athos', ['killer planchet > athos', 'porthos > athos'], o)).join(),
  },
  {
    key: 'missingTarget',
    alt: 'randomTarget',
    def: 'M9',
    other: 'M6',
    observe: (o) =>
      codes(
        night('milady; kitty; planchet; athos', 'milady kitty planchet athos', ['milady > kitty, planchet', 'kitty > athos'], o),
        'planchet',
      ).join(),
  },
  {
    key: 'selfTarget',
    alt: 'forbiddenUnlessStated',
    def: 'false',
    other: 'true',
    observe: (o) => String(diags(night('athos; planchet', 'athos planchet', ['athos > athos'], o)).includes('SELF_TARGET')),
  },
];
