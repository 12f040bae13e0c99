import { t } from '../../../engine/text.ts';
import { abbessMayRestore, performRestore } from '../night/abbess.ts';
import { defineRole, one, type TmRole } from './role.ts';
import { first, past } from './words.ts';
import { roleAbout } from './role-about.ts';

/** The Abbess: the data the first paint reads (names, case forms, the names of its abilities). */
const abbessAbout = roleAbout({
  id: 'abbess',
  spec: {
    name: t('Аббатиса', 'the Abbess'),
    nickname: t('Некромант', 'Necromancer'),
    aliases: ['Аббатиса', 'Аббатисы', 'Аббатису', 'Некромант', 'Abbess'],
    when: 'night',
    targets: 1,
    clauses: ['A-147', 'A-148', 'A-149', 'A-150'],
    ability: t(
      'Раз за игру ночью восстанавливает убитого ночью (мафиози — ещё и ' + 'посаженного мафа), если посажен хоть один маф.',
      'Once per game restores a night-killed player (a mafia Abbess: or a ' + 'jailed maf), if at least one maf has been jailed.',
    ),
  },
  forms: { g: 'f', ru: ['Аббатиса', 'Аббатисы', 'Аббатисе', 'Аббатису', 'Аббатисой'], en: 'the Abbess' },
  night: {
    id: 'restore',
    label: t('молитва (воскрешение)', 'prayer (restoration)'),
  },
});

/** The Abbess: the data above, with its traits, hooks and night action. */
export const abbess: TmRole<'abbess', 'restore'> = defineRole({
  ...abbessAbout,
  carried: (state, bit) => (state.abbessUsed ? bit.restoreUsed : 0),
  startFacts: { restoreUsed: (use) => void (use.state.abbessUsed = true) },
  morning: (run) => {
    // C-90: a blocked prayer is spent too under abbessBlockedSpends.
    const blocked = run.queue.some((rec) => rec.player.role === 'abbess' && rec.status === 'blocked');
    if (blocked && run.opt('abbessBlockedSpends') === 'true') run.ctx.state.abbessUsed = true;
  },
  notInherited: true,
  unmultiplied: true,
  night: {
    ...abbessAbout.night,
    targets: 1,
    attack: null,
    harmful: false,
    blocker: false,
    watcher: null,
    clause: 'A-147',
    summary: t('молитва', 'prayer'),
    deed: (g, n) =>
      t(
        `${past(g, 'вознес', 'вознесла')} молитву и ${past(g, 'вернул', 'вернула')} к жизни ${first(n).ru('acc')}`,
        `prayed and brought ${first(n).en} back to life`,
      ),
    perform: one((run, rec, _fn, name) => performRestore(run, rec, name)),
    targetsOut: true,
    passesTavern: true,
    checkTargets: (run, p, targets) => abbessMayRestore(run, p, targets[0]!),
  },
});
