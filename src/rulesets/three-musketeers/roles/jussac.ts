import { t } from '../../../engine/text.ts';
import { watch } from '../night/support.ts';
import { defineRole, one, type TmRole } from './role.ts';
import { jussacAbout } from './jussac.about.ts';
import { first, past } from './words.ts';

/** de Jussac: traits, hooks and night action (the names and case forms are in jussac.about.ts). */
export const jussac: TmRole<'jussac', 'watchDeeds'> = defineRole({
  ...jussacAbout,
  night: {
    ...jussacAbout.night,
    targets: 1,
    attack: null,
    harmful: false,
    blocker: false,
    watcher: 'deeds',
    clause: 'A-130',
    summary: t('слежка (гвардеец)', 'watch (guardsman)'),
    deed: (g, n) =>
      t(`${past(g, 'отправил', 'отправила')} гвардейца следить за ${first(n).ru('ins')}`, `sent a guardsman to watch ${first(n).en}`),
    perform: one(watch),
    forcedReport: 'M7',
  },
});
