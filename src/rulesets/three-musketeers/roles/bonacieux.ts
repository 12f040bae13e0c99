import { t } from '../../../engine/text.ts';
import { watch } from '../night/support.ts';
import { defineRole, one, type TmRole } from './role.ts';
import { bonacieuxAbout } from './bonacieux.about.ts';
import { first, past } from './words.ts';

/** Bonacieux the Haberdasher: traits, hooks and night action (the names and case forms are in bonacieux.about.ts). */
export const bonacieux: TmRole<'bonacieux', 'watchVisitors'> = defineRole({
  ...bonacieuxAbout,
  night: {
    ...bonacieuxAbout.night,
    targets: 1,
    attack: null,
    harmful: false,
    blocker: false,
    watcher: 'visitors',
    clause: 'A-110',
    summary: t('слежка (подмастерье)', 'watch (apprentice)'),
    deed: (g, n) =>
      t(`${past(g, 'отправил', 'отправила')} подмастерья следить за ${first(n).ru('ins')}`, `sent an apprentice to watch ${first(n).en}`),
    perform: one(watch),
    forcedReport: 'M8',
  },
});
