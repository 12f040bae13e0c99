import { describe, expect, it } from 'vitest';
import { TM_NIGHT_OPTIONS } from '../options-night.ts';
import { codes, context, dead, diags, lifeViolations, night, nights, report, runNights } from './test-kit.ts';
import type { Timeline } from '../../../engine/timeline.ts';

type Opts = Readonly<Record<string, string>>;

/** One option case: an observation under the default and under another reading. */
interface Case {
  readonly key: string;
  readonly alt: string;
  readonly observe: (o: Opts) => string;
  readonly def: string;
  readonly other: string;
}

const knocked = (tl: Timeline, n = 1): string => (tl.nights[n - 1]?.knocked ?? []).join(',');
const restored = (tl: Timeline): string => (tl.nights[0]?.restored ?? []).join(',');
const has = (s: string, sub: string): string => String(s.includes(sub));

const CASES: readonly Case[] = [
  { key: 'missingMafiaKill', alt: 'noKill', def: '1', other: '0',
    observe: (o) => String(dead(night('kitty maf; planchet maf; athos; rochefort', 'kitty planchet athos rochefort', [], o)).length) },
  { key: 'killerSuppresses', alt: 'allNightIncludingPassive', def: 'true', other: 'false',
    observe: (o) => String(night('constance maf; kitty maf; treville; athos; rochefort', 'constance treville athos rochefort kitty', ['killer constance > rochefort', 'treville > constance'], o).nights[0]!.bomb) },
  { key: 'killerSuppresses', alt: 'nightAndNextDay', def: 'true', other: 'false',
    observe: (o) => String(night('constance maf; kitty maf; treville; athos; rochefort', 'constance treville athos rochefort kitty', ['killer constance > rochefort', 'treville > constance'], o).nights[0]!.bomb) },
  { key: 'loneMafSequence', alt: 'roleFirst', def: 'athos', other: '',
    observe: (o) => dead(night('kitty maf; athos; rochefort', 'kitty athos rochefort', ['killer kitty > athos', 'kitty > athos'], o)).join() },
  { key: 'loneMafMiledy', alt: 'swapRole', def: 'aramis', other: 'athos',
    observe: (o) => dead(night('milady; kitty maf; rochefort; athos; aramis', 'milady kitty rochefort athos aramis', ['milady > kitty, rochefort', 'killer kitty > athos', 'kitty > porthos', 'rochefort > aramis'].filter((m) => !m.includes('porthos')).concat(['kitty > rochefort']), o)).join() },
  { key: 'loneMafMiledy', alt: 'swapBoth', def: 'M3,M1', other: 'M3',
    observe: (o) => codes(night('milady; kitty maf; rochefort; athos; aramis', 'milady kitty rochefort athos aramis', ['milady > kitty, rochefort', 'killer kitty > athos', 'kitty > aramis', 'rochefort > aramis'], o), 'kitty').join() },
  { key: 'mafiaMayTargetMafia', alt: 'false', def: 'planchet', other: 'KILLER_TARGETS_MAFIA',
    observe: (o) => { const tl = night('kitty maf; planchet maf; athos', 'kitty planchet athos', ['killer kitty > planchet'], o); return dead(tl).join() || diags(tl).join(); } },
  { key: 'mafiaDeathCause', alt: 'teamLearns', def: '', other: 'Кэтти',
    observe: (o) => report(night('porthos; kitty maf; planchet maf; athos', 'porthos kitty planchet athos', ['porthos > athos', 'killer kitty > athos'], o), 'planchet').replace(/kitty.*/, 'Кэтти') },
  { key: 'deadActorActs', alt: 'true', def: 'athos', other: '',
    observe: (o) => knocked(night('planchet maf; kitty; executioner; athos', 'planchet kitty executioner athos', ['killer planchet > kitty', 'kitty > athos', 'executioner > athos'], o)) },
  { key: 'protectionTiming', alt: 'wholeNight', def: 'athos', other: 'planchet',
    observe: (o) => dead(night('planchet maf; porthos; athos', 'planchet porthos athos', ['killer planchet > athos', 'porthos > athos'], o)).join() },
  { key: 'missingTarget', alt: 'randomTarget', def: 'M9', other: 'M6',
    observe: (o) => codes(night('milady; kitty; planchet; athos', 'milady kitty planchet athos', ['milady > kitty, planchet', 'kitty > athos'], o), 'planchet').join() },
  { key: 'selfTarget', alt: 'forbiddenUnlessStated', def: 'false', other: 'true',
    observe: (o) => String(diags(night('athos; planchet', 'athos planchet', ['athos > athos'], o)).includes('SELF_TARGET')) },
  { key: 'athosProtection', alt: 'wholeNight', def: 'rochefort', other: '',
    observe: (o) => dead(night('planchet maf; athos; rochefort', 'planchet athos rochefort', ['killer planchet > rochefort', 'athos > rochefort'], o)).join() },
  { key: 'athosBlock', alt: 'wholeNight', def: '', other: 'rochefort',
    observe: (o) => knocked(night('kitty; athos; executioner; rochefort', 'kitty athos executioner rochefort', ['kitty > rochefort', 'athos > kitty', 'executioner > rochefort'], o)) },
  { key: 'athosBlock', alt: 'aramisLike', def: 'M1', other: 'M3',
    observe: (o) => codes(nights('kitty; athos; rochefort', [{ order: 'kitty athos rochefort', moves: ['kitty > rochefort', 'athos > kitty'] }, { order: 'kitty athos rochefort', moves: ['kitty > athos'] }], o), 'kitty', 2).join() },
  { key: 'athosSafetyScope', alt: 'allIncomingActions', def: 'M1/M3', other: 'M3/M3',
    observe: (o) => { const tl = night('athos; kitty; aramis; rochefort', 'athos kitty aramis rochefort', ['athos > rochefort', 'kitty > rochefort', 'aramis > rochefort'], o); return `${codes(tl, 'kitty')}/${codes(tl, 'aramis')}`; } },
  { key: 'athosSafetyScope', alt: 'attacksOnly', def: 'M1/M3', other: 'M1/M2',
    observe: (o) => { const tl = night('athos; kitty; aramis; rochefort', 'athos kitty aramis rochefort', ['athos > rochefort', 'kitty > rochefort', 'aramis > rochefort'], o); return `${codes(tl, 'kitty')}/${codes(tl, 'aramis')}`; } },
  { key: 'athosDeathEndsSafety', alt: 'true', def: '', other: 'rochefort',
    observe: (o) => knocked(night('athos; planchet maf; executioner; rochefort', 'athos planchet executioner rochefort', ['athos > rochefort', 'killer planchet > athos', 'executioner > rochefort'], o)) },
  { key: 'porthosTrapWithOtherProtection', alt: 'noTrigger', def: 'planchet', other: '',
    observe: (o) => dead(night('kitty; porthos; planchet maf; athos', 'kitty porthos planchet athos', ['kitty > athos', 'porthos > athos', 'killer planchet > athos'], o)).join() },
  { key: 'trevilleVsPorthosHonest', alt: 'suicide', def: 'false', other: 'true',
    observe: (o) => has(report(night('porthos; treville; athos', 'porthos treville athos', ['porthos > athos', 'treville > athos'], o), 'treville'), 'Вы ходили убивать') },
  { key: 'trevilleTrapOnMafProtectee', alt: 'killsMaf', def: 'treville', other: 'rochefort',
    observe: (o) => dead(night('porthos; treville; rochefort maf', 'porthos treville rochefort', ['porthos > rochefort', 'treville > rochefort'], o)).join() },
  { key: 'executionerBlocked', alt: 'asKnockedOut', def: 'clubbed', other: 'knocked',
    observe: (o) => { const p = runNights(context('porthos; executioner; athos', o), [{ order: 'porthos executioner athos', moves: ['porthos > athos', 'executioner > athos'] }]).state.players[1]!; return p.knocked ? 'knocked' : p.clubbed ? 'clubbed' : 'free'; } },
  { key: 'executionerBlocked', alt: 'hitFailsOnly', def: 'clubbed', other: 'free',
    observe: (o) => { const p = runNights(context('porthos; executioner; athos', o), [{ order: 'porthos executioner athos', moves: ['porthos > athos', 'executioner > athos'] }]).state.players[1]!; return p.knocked ? 'knocked' : p.clubbed ? 'clubbed' : 'free'; } },
  { key: 'executionerBlocked', alt: 'nextNightBlocked', def: 'M1', other: 'M3',
    observe: (o) => codes(nights('porthos; executioner; athos; rochefort', [{ order: 'porthos executioner athos rochefort', moves: ['porthos > athos', 'executioner > athos'] }, { order: 'executioner athos porthos rochefort', moves: ['executioner > rochefort'] }], o), 'executioner', 2).join() },
  { key: 'executionerBlockedWithConstance', alt: 'asKnockedOut', def: 'clubbed', other: 'knocked',
    observe: (o) => { const p = runNights(context('executioner; constance; athos', o), [{ order: 'executioner constance athos', moves: ['executioner > constance'] }]).state.players[0]!; return p.knocked ? 'knocked' : p.clubbed ? 'clubbed' : 'free'; } },
  { key: 'executionerBlockedWithConstance', alt: 'flavourOnly', def: 'clubbed', other: 'free',
    observe: (o) => { const p = runNights(context('executioner; constance; athos', o), [{ order: 'executioner constance athos', moves: ['executioner > constance'] }]).state.players[0]!; return p.knocked ? 'knocked' : p.clubbed ? 'clubbed' : 'free'; } },
  { key: 'executionerBlockedWithConstance', alt: 'nextNightBlocked', def: 'M1', other: 'M3',
    observe: (o) => codes(nights('executioner; constance; athos', [{ order: 'executioner constance athos', moves: ['executioner > constance'] }, { order: 'executioner constance athos', moves: ['executioner > athos'] }], o), 'executioner', 2).join() },
  { key: 'trapCatchesForced', alt: 'false', def: 'rochefort', other: '',
    observe: (o) => dead(night('kitty maf; planchet maf; milady; porthos; rochefort; athos; aramis', 'planchet milady porthos rochefort athos aramis kitty', ['killer planchet > aramis', 'milady > planchet, rochefort', 'porthos > athos', 'rochefort > athos'], o)).filter((n) => n !== 'aramis').join() },
  { key: 'trapMultiUse', alt: 'false', def: '', other: 'athos',
    observe: (o) => knocked(night('porthos; planchet maf; executioner; athos', 'porthos planchet executioner athos', ['porthos > athos', 'killer planchet > athos', 'executioner > athos'], o)) },
  { key: 'aramisNextNightBinds', alt: 'roleActionOnly', def: '', other: 'athos',
    observe: (o) => dead(nights('kitty maf; planchet maf; aramis; athos; rochefort', [{ order: 'kitty aramis athos rochefort planchet', moves: ['kitty > rochefort', 'aramis > kitty', 'killer planchet > rochefort'] }, { order: 'kitty aramis athos planchet', moves: ['killer kitty > athos'] }], o), 2).join() },
  { key: 'blockStopsForced', alt: 'false', def: 'M9', other: 'M6',
    observe: (o) => codes(night('milady; kitty; athos; rochefort; aramis', 'milady kitty athos rochefort aramis', ['milady > kitty, rochefort', 'kitty > aramis', 'athos > rochefort', 'rochefort > aramis'], o), 'rochefort').join() },
  { key: 'miledyRepeatTarget', alt: 'partnerTarget', def: '', other: 'aramis',
    observe: (o) => knocked(night('kitty; milady; rochefort; executioner; athos; aramis', 'kitty milady rochefort executioner athos aramis', ['kitty > athos', 'milady > kitty, rochefort', 'rochefort > aramis', 'executioner > aramis'], o)) },
  { key: 'twoTargetActorGetsSingle', alt: 'firstOnly', def: '', other: 'aramis',
    observe: (o) => knocked(night('kitty; milady; felton; executioner; athos; aramis', 'kitty milady felton executioner athos aramis', ['kitty > rochefort'.replace('rochefort', 'athos'), 'milady > kitty, felton', 'felton > athos, aramis', 'executioner > aramis'], o)) },
  { key: 'singleTargetActorGetsPair', alt: 'fails', def: '', other: 'rochefort',
    observe: (o) => knocked(night('felton; milady; kitty; executioner; athos; rochefort', 'felton milady kitty executioner athos rochefort', ['felton > athos, executioner', 'milady > felton, kitty', 'kitty > rochefort', 'executioner > rochefort'], o)) },
  { key: 'swapNonAction', alt: 'oneWay', def: 'M3', other: 'M1',
    observe: (o) => codes(night('milady; rochefort; porthos; athos; aramis', 'milady rochefort porthos athos aramis', ['milady > rochefort, porthos', 'rochefort > athos', 'porthos > aramis'], o), 'porthos').join() },
  { key: 'peacefulTrevilleSwappable', alt: 'true', def: '', other: 'rochefort',
    observe: (o) => dead(night('milady; treville; rochefort; athos; aramis', 'milady treville rochefort athos aramis', ['milady > treville, rochefort', 'treville: peace > athos', 'rochefort > aramis'], o)).join() },
  { key: 'forcedKillerIsKiller', alt: 'false', def: 'true', other: 'false',
    observe: (o) => String(night('planchet maf; milady maf; rochefort; athos; constance; aramis', 'planchet milady rochefort athos constance aramis', ['killer planchet > aramis', 'milady > planchet, rochefort', 'rochefort > constance'], o).nights[0]!.bomb) },
  { key: 'forcedKillerIsKiller', alt: 'false', def: 'rochefort', other: '',
    observe: (o) => dead(night('planchet maf; milady maf; porthos; rochefort; athos; aramis', 'planchet milady porthos rochefort athos aramis', ['killer planchet > aramis', 'milady > planchet, rochefort', 'porthos > athos', 'rochefort > athos'], o)).filter((n) => n !== 'aramis').join() },
  { key: 'killerRepeatLosesKill', alt: 'false', def: '', other: 'athos',
    observe: (o) => dead(night('kitty; milady; planchet maf; rochefort maf; athos; aramis', 'kitty milady planchet athos aramis rochefort', ['kitty > aramis', 'milady > kitty, planchet', 'killer planchet > athos'], o)).join() },
  { key: 'abbessCharm', alt: 'oneWayToAbbess', def: 'athos', other: '',
    observe: (o) => restored(night('milady; abbess; kitty; rochefort maf jailed; athos dead; aramis', 'milady abbess kitty aramis', ['milady > abbess, kitty', 'abbess > athos', 'kitty > aramis'], o)) },
  { key: 'abbessCharm', alt: 'charmFails', def: 'true', other: 'false',
    observe: (o) => has(report(night('milady; abbess; kitty; rochefort maf jailed; athos dead; aramis; bonacieux', 'milady abbess kitty aramis bonacieux', ['milady > abbess, kitty', 'abbess > athos', 'kitty > aramis', 'bonacieux > kitty'], o), 'bonacieux'), 'Миледи') },
  { key: 'miledyCharmIsAction', alt: 'false', def: 'M3', other: 'M1',
    observe: (o) => codes(night('felton; milady; kitty; porthos; athos; aramis', 'felton milady kitty porthos athos aramis', ['felton > milady, kitty', 'milady > kitty, porthos', 'kitty > athos', 'porthos > aramis'], o), 'milady').join() },
  { key: 'watchersSwappable', alt: 'false', def: 'M7', other: 'M5',
    observe: (o) => codes(night('jussac; athos; milady; planchet; kitty', 'jussac athos milady planchet kitty', ['jussac > athos', 'milady > jussac, planchet', 'planchet > kitty', 'kitty > athos'], o), 'planchet').join() },
  { key: 'miledyPartnerDies', alt: 'partnerReverts', def: 'M6', other: 'M5',
    observe: (o) => codes(night('milady; planchet maf; rochefort; kitty; athos; aramis', 'milady planchet rochefort kitty athos aramis', ['milady > kitty, rochefort', 'killer planchet > kitty', 'kitty > athos', 'rochefort > aramis'], o), 'rochefort').join() },
  { key: 'swappedActionSlot', alt: 'ownerSlot', def: '', other: 'athos',
    observe: (o) => dead(night('milady; executioner; planchet maf; kitty; athos; aramis', 'milady executioner planchet kitty athos aramis', ['milady > executioner, kitty', 'executioner > athos', 'killer planchet > athos', 'kitty > aramis'], o)).join() },
  { key: 'miledyTargets', alt: 'selfAllowed', def: 'true', other: 'false',
    observe: (o) => String(diags(night('milady; kitty; athos', 'milady kitty athos', ['milady > milady, kitty', 'kitty > athos'], o)).includes('MILADY_TARGETS')) },
  { key: 'mirrorMode', alt: 'actorRedirect', def: '', other: 'porthos',
    observe: (o) => knocked(night('lachesnaye; kitty; executioner; athos; porthos', 'lachesnaye kitty executioner athos porthos', ['lachesnaye > athos, porthos', 'kitty > athos', 'executioner > porthos'], o)) },
  { key: 'mirrorTiming', alt: 'wholeNight', def: 'false', other: 'true',
    observe: (o) => has(report(night('kitty; lachesnaye; athos; porthos; bonacieux', 'kitty lachesnaye athos porthos bonacieux', ['kitty > athos', 'lachesnaye > athos, porthos', 'bonacieux > porthos'], o), 'bonacieux'), 'амулет') },
  { key: 'mirrorAffectsMiledy', alt: 'false', def: 'true', other: 'false',
    observe: (o) => has(report(night('lachesnaye; milady; kitty; rochefort; porthos; bonacieux', 'lachesnaye milady kitty rochefort porthos bonacieux', ['lachesnaye > kitty, porthos', 'milady > kitty, rochefort', 'bonacieux > porthos'], o), 'bonacieux'), 'Миледи') },
  { key: 'mirrorSelfRedirect', alt: 'forbidden', def: 'planchet', other: 'athos',
    observe: (o) => dead(night('lachesnaye; planchet maf; athos', 'lachesnaye planchet athos', ['lachesnaye > athos, planchet', 'killer planchet > athos'], o)).join() },
  { key: 'feltonTookPlace', alt: 'submitted', def: '0', other: '1',
    observe: (o) => String(runNights(context('athos; felton; kitty; rochefort', o), [{ order: 'athos felton kitty rochefort', moves: ['athos > felton', 'felton > kitty, rochefort'] }]).state.feltonPairs.length) },
  { key: 'feltonIgnoresInduced', alt: 'false', def: 'M3', other: 'M1',
    observe: (o) => codes(night('felton; lachesnaye; kitty; athos; rochefort', 'felton lachesnaye kitty athos rochefort', ['felton > kitty, athos', 'lachesnaye > rochefort, athos', 'kitty > rochefort'], o), 'kitty').join() },
  { key: 'feltonDuration', alt: 'full24h', def: 'kitty', other: '',
    observe: (o) => knocked(nights('kitty; executioner; felton; athos', [{ order: 'kitty executioner felton athos', moves: ['felton > kitty, executioner'] }, { order: 'executioner kitty felton athos', moves: ['executioner > kitty'] }], o), 2) },
  { key: 'constanceDiesOnExplosion', alt: 'false', def: 'constance,planchet', other: 'planchet',
    observe: (o) => dead(night('athos; planchet maf; constance', 'athos planchet constance', ['killer planchet > constance'], o)).join() },
  { key: 'constanceProtectors', alt: 'honestOnly', def: 'true', other: 'false',
    observe: (o) => String(night('athos maf; planchet maf; constance', 'athos planchet constance', ['killer planchet > constance'], o).nights[0]!.bomb) },
  { key: 'constanceProtectors', alt: 'includeFatherInheritor', def: 'false', other: 'true',
    observe: (o) => String(nights('athos; father; planchet maf; constance', [{ order: 'planchet athos father constance', moves: ['killer planchet > athos'] }, { order: 'planchet father constance', moves: ['killer planchet > constance'] }], o).nights[1]!.bomb) },
  { key: 'bombOnTrevilleAttempt', alt: 'anyAttempt', def: 'false', other: 'true',
    observe: (o) => String(night('athos; treville; constance', 'treville constance athos', ['treville > constance'], o).nights[0]!.bomb) },
  { key: 'bombCancelsPendingSuicide', alt: 'true', def: 'treville', other: '',
    observe: (o) => dead(night('treville; planchet maf; athos; constance; rochefort', 'treville planchet athos constance rochefort', ['treville > rochefort', 'killer planchet > constance'], o)).filter((n) => n === 'treville').join() },
  { key: 'watchWindow', alt: 'afterWatcherSlot', def: 'true', other: 'false',
    observe: (o) => has(report(night('kitty; jussac; athos', 'kitty jussac athos', ['kitty > athos', 'jussac > kitty'], o), 'jussac'), 'амулет') },
  { key: 'watchWindow', alt: 'wholeNight', def: 'false', other: 'true',
    observe: (o) => has(report(night('jussac; athos; milady; kitty; planchet', 'jussac athos milady kitty planchet', ['jussac > athos', 'milady > jussac, planchet', 'planchet > kitty', 'kitty > athos'], o), 'planchet'), 'амулет') },
  { key: 'jussacSeesIncoming', alt: 'allAnonymous', def: 'false', other: 'true',
    observe: (o) => has(report(night('kitty; jussac; athos', 'kitty jussac athos', ['kitty > athos', 'jussac > athos'], o), 'jussac'), 'кто-то') },
  { key: 'jussacOnBlockedSubject', alt: 'seesTavern', def: 'false', other: 'true',
    observe: (o) => has(report(night('athos; jussac; kitty', 'athos jussac kitty', ['athos > kitty', 'jussac > kitty', 'kitty > athos'], o), 'jussac'), 'трактире') },
  { key: 'secondHitKills', alt: 'consecutiveNights', def: 'athos', other: '',
    observe: (o) => dead(night('executioner; athos knocked', 'executioner athos', ['executioner > athos'], o)).join() },
  { key: 'secondHitKills', alt: 'whileUnconscious', def: 'athos', other: '',
    observe: (o) => dead(nights('executioner; athos; rochefort', [{ order: 'executioner athos rochefort', moves: ['executioner > athos'] }, { order: 'athos executioner rochefort', moves: ['executioner > athos'] }], o), 2).join() },
  { key: 'hitCountsOnlyLanded', alt: 'false', def: '', other: 'athos',
    observe: (o) => dead(nights('kitty; executioner; athos', [{ order: 'kitty executioner athos', moves: ['kitty > athos', 'executioner > athos'] }, { order: 'athos kitty executioner', moves: ['executioner > athos'] }], o), 2).join() },
  { key: 'knockoutBlocksSameNight', alt: 'false', def: 'M3,M11', other: 'M1,M11',
    observe: (o) => codes(night('executioner; kitty; athos', 'executioner kitty athos', ['executioner > kitty', 'kitty > athos'], o), 'kitty').join() },
  { key: 'knockoutDuration', alt: 'literal24h', def: 'M1', other: 'M3',
    observe: (o) => codes(nights('executioner; kitty; athos', [{ order: 'executioner kitty athos', moves: ['executioner > kitty'] }, { order: 'kitty executioner athos', moves: ['kitty > athos'] }], o), 'kitty', 2).join() },
  { key: 'doubleHitSameNightKills', alt: 'false', def: 'athos', other: '',
    observe: (o) => dead(night('executioner; milady; rochefort; athos', 'executioner milady rochefort athos', ['executioner > athos', 'milady > executioner, rochefort', 'rochefort > athos'], o)).join() },
  { key: 'kittyRepeatRule', alt: 'actualGiftConsecutiveNights', def: 'true', other: 'false',
    observe: (o) => String(diags(nights('athos; kitty; rochefort', [{ order: 'athos kitty rochefort', moves: ['athos > kitty', 'kitty > rochefort'] }, { order: 'athos kitty rochefort', moves: ['kitty > rochefort'] }], o)).includes('KITTY_REPEAT')) },
  { key: 'kittyRepeatRule', alt: 'consecutiveUses', def: 'false', other: 'true',
    observe: (o) => String(diags(nights('kitty; rochefort; athos', [{ order: 'kitty rochefort athos', moves: ['kitty > rochefort'] }, { order: 'kitty rochefort athos', moves: [] }, { order: 'kitty rochefort athos', moves: ['kitty > rochefort'] }], o)).includes('KITTY_REPEAT')) },
  { key: 'amuletTiming', alt: 'wholeNight', def: 'athos', other: '',
    observe: (o) => dead(night('planchet maf; kitty; athos', 'planchet kitty athos', ['killer planchet > athos', 'kitty > athos'], o)).join() },
  { key: 'amuletCoversForcedAttackers', alt: 'false', def: '', other: 'athos',
    observe: (o) => dead(night('kitty; planchet maf; milady maf; rochefort; athos; aramis', 'kitty planchet milady rochefort athos aramis', ['kitty > athos', 'killer planchet > aramis', 'milady > planchet, rochefort', 'rochefort > athos'], o)).filter((n) => n !== 'aramis').join() },
  { key: 'trevilleStatusRule', alt: 'relativeToOwnTeam', def: 'treville', other: 'athos',
    observe: (o) => dead(night('treville maf; athos', 'treville athos', ['treville > athos'], o)).join() },
  { key: 'trevilleSuicideTiming', alt: 'immediate', def: 'M1', other: 'M3',
    observe: (o) => codes(night('treville; kitty; athos', 'treville kitty athos', ['treville > athos', 'kitty > treville'], o), 'kitty').join() },
  { key: 'forcedTrevilleSuicide', alt: 'false', def: 'planchet', other: '',
    observe: (o) => dead(night('treville; milady; planchet; rochefort maf; athos', 'treville milady planchet rochefort athos', ['treville > rochefort', 'milady > treville, planchet', 'planchet > athos'], o)).filter((n) => n === 'planchet').join() },
  { key: 'mafiaAbbessTargets', alt: 'anyNightKilledOrJailedMaf', def: '', other: 'kitty',
    observe: (o) => restored(night('abbess maf; rochefort maf jailed; kitty maf dead; athos', 'abbess athos', ['abbess > kitty'], o)) },
  { key: 'abbessCondition', alt: 'currentlyJailedMaf', def: 'athos', other: '',
    observe: (o) => { const ctx = context('abbess; athos dead; kitty', o); ctx.state.mafJailed = true; runNights(ctx, [{ order: 'abbess kitty', moves: ['abbess > athos'] }]); return ctx.trace.nights[0]!.restored.join(); } },
  { key: 'abbessSameNight', alt: 'false', def: 'athos', other: '',
    observe: (o) => restored(night('planchet maf; abbess; athos; rochefort maf jailed', 'planchet abbess athos', ['killer planchet > athos', 'abbess > athos'], o)) },
  { key: 'abbessBlockedSpends', alt: 'true', def: 'aramis', other: '',
    observe: (o) => (nights('athos; abbess; rochefort maf jailed; aramis dead', [{ order: 'athos abbess', moves: ['athos > abbess', 'abbess > aramis'] }, { order: 'abbess athos', moves: ['abbess > aramis'] }], o).nights[1]?.restored ?? []).join() },
  { key: 'restoredStateKept', alt: 'false', def: 'athos', other: '',
    observe: (o) => dead(nights('abbess; executioner; rochefort maf jailed; athos dead knocked', [{ order: 'abbess executioner', moves: ['abbess > athos'] }, { order: 'athos abbess executioner', moves: ['executioner > athos'] }], o), 2).join() },
  { key: 'fatherInheritTiming', alt: 'immediate', def: 'M5', other: 'M1',
    observe: (o) => codes(night('planchet maf; kitty; father; athos', 'planchet father athos kitty', ['killer planchet > kitty', 'father > athos'], o), 'father').join() },
  { key: 'fatherBombOrder', alt: 'constanceLast', def: 'kitty', other: 'constance',
    observe: (o) => String(runNights(context('athos; kitty maf; constance; father', o), [{ order: 'kitty constance father athos', moves: ['killer kitty > constance'] }]).state.fatherRole) },
  { key: 'fatherInheritsMusket', alt: 'true', def: 'kitty', other: 'musket',
    observe: (o) => String(runNights(context('porthos; kitty maf; athos; father', o), [{ order: 'porthos kitty athos father', moves: ['porthos > athos', 'killer kitty > athos'] }]).state.fatherRole) },
  { key: 'fatherOnAbbess', alt: 'nothing', def: 'kitty', other: 'null',
    observe: (o) => String(runNights(context('planchet maf; kitty; abbess; father; athos', o), [{ order: 'planchet kitty father', moves: ['killer planchet > kitty'] }, { order: 'planchet abbess father', moves: ['killer planchet > abbess'] }]).state.fatherRole) },
  { key: 'fatherOneShotState', alt: 'fresh', def: 'true', other: 'false',
    observe: (o) => String(diags(nights('kitty; planchet maf; father; athos', [{ order: 'kitty planchet father athos', moves: ['kitty > kitty'] }, { order: 'planchet kitty father athos', moves: ['killer planchet > kitty'] }, { order: 'father planchet athos', moves: ['father > father'] }], o)).includes('KITTY_SELF_KEEP_USED')) },
  { key: 'fatherInheritsBomb', alt: 'true', def: 'false', other: 'true',
    observe: (o) => String(nights('athos; planchet maf; constance; father', [{ order: 'planchet constance father athos', moves: ['killer planchet > constance'] }].map((n, i) => i === 0 ? { ...n, moves: ['executioner > constance'] } : n), o).nights[0]!.bomb && false || (() => {
      const ctx = context('athos; planchet maf; constance; father', o);
      ctx.state.fatherRole = 'constance';
      runNights(ctx, [{ order: 'planchet father athos constance', moves: ['killer planchet > father'] }]);
      return ctx.trace.nights[0]!.bomb;
    })()) },
  { key: 'fatherOnRestore', alt: 'revert', def: 'kitty', other: 'null',
    observe: (o) => String(runNights(context('planchet maf; kitty; father; abbess; rochefort maf jailed; athos', o), [{ order: 'planchet kitty father abbess athos', moves: ['killer planchet > kitty'] }, { order: 'abbess father planchet athos', moves: ['abbess > kitty'] }]).state.fatherRole) },
  { key: 'fatherGetsWatcherReport', alt: 'false', def: 'true', other: 'false',
    observe: (o) => { const ctx = context('father; kitty; athos', o); ctx.state.fatherRole = 'jussac'; runNights(ctx, [{ order: 'father kitty athos', moves: ['father > kitty', 'kitty > athos'] }]); return String(ctx.trace.nights[0]!.reports.some((r) => r.recipient === 'father')); } },
  { key: 'm2Scope', alt: 'anyActor', def: 'M1', other: 'M2',
    observe: (o) => codes(night('kitty; rochefort', 'kitty rochefort', ['kitty > rochefort'], o), 'kitty').join() },
  { key: 'm10Scope', alt: 'allLaterPlayers', def: 'M5', other: 'M10',
    observe: (o) => codes(night('athos; planchet maf; rochefort; constance', 'planchet rochefort constance athos', ['killer planchet > constance', 'rochefort > athos'], o), 'rochefort').join() },
  { key: 'failureMessage', alt: 'dedicated', def: 'M3', other: 'FAIL',
    observe: (o) => codes(night('planchet maf; porthos; athos', 'planchet porthos athos', ['killer planchet > athos', 'porthos > athos'], o), 'porthos').join() },
  { key: 'swapPerformerMsg', alt: 'M6', def: 'M1', other: 'M6',
    observe: (o) => codes(night('milady; kitty; porthos; athos; aramis', 'milady kitty porthos athos aramis', ['milady > kitty, porthos', 'kitty > athos', 'porthos > aramis'], o), 'kitty').join() },
  { key: 'powerlessCharmMsg', alt: 'M1', def: 'M3', other: 'M1',
    observe: (o) => codes(night('kitty; porthos; milady; athos; aramis', 'kitty porthos milady athos aramis', ['milady > kitty, porthos', 'kitty > athos', 'porthos > aramis'], o), 'milady').join() },
  { key: 'failedHitVictimInformed', alt: 'true', def: '', other: 'M11',
    observe: (o) => codes(night('kitty; executioner; athos', 'kitty executioner athos', ['kitty > athos', 'executioner > athos'], o), 'athos').filter((c) => c === 'M11').join() },
  { key: 'publicRestoreNotice', alt: 'announce', def: 'false', other: 'true',
    observe: (o) => has(night('abbess; rochefort maf jailed; athos dead', 'abbess', ['abbess > athos'], o).nights[0]!.public.ru, 'Вернулись') },
];

describe('night options: each reading changes the outcome of a case built for it', () => {
  for (const c of CASES) {
    it(`${c.key}: default vs ${c.alt}`, () => {
      expect(c.observe({})).toBe(c.def);
      expect(c.observe({ [c.key]: c.alt })).toBe(c.other);
    });
  }
  it('every night option and every reading has a case', () => {
    for (const spec of TM_NIGHT_OPTIONS) {
      for (const r of spec.readings.slice(1)) {
        expect(CASES.some((c) => c.key === spec.key && c.alt === r.value), `${spec.key}=${r.value}`).toBe(true);
      }
    }
  });
  it('lifecycles follow the grammar in every case', () => {
    const tl = night('milady; kitty; lachesnaye; executioner; athos; aramis; rochefort', 'milady kitty lachesnaye executioner athos aramis rochefort',
      ['milady > kitty, lachesnaye', 'kitty > athos', 'lachesnaye > aramis, rochefort', 'executioner > athos', 'athos > aramis', 'aramis > rochefort']);
    expect(lifeViolations(tl)).toEqual([]);
  });
});
