import { t } from '../../../engine/text.ts';
import { watch } from '../night/support.ts';
import { jussacReport } from './jussac-report.ts';
import { defineRole, one, type TmRole } from './role.ts';
import { first, past } from './words.ts';
import { roleAbout } from './role-about.ts';

/** de Jussac: the data the first paint reads (names, case forms, the names of its abilities). */
const jussacAbout = roleAbout({
  id: 'jussac',
  spec: {
    name: t('де Жюссак', 'de Jussac'),
    nickname: t('Ком', 'Commissar'),
    aliases: ['де Жюссак', 'де Жюссака', 'де Жюссаку', 'Жюссак', 'Ком', 'de Jussac', 'Jussac'],
    when: 'night',
    targets: 1,
    clauses: ['A-130', 'A-131', 'A-132', 'A-133'],
    ability: t(
      'Гвардеец следит за персонажем и видит всё, что и с кем тот ' + 'делал ночью; видит его смерть, но не убийцу.',
      'His guardsman watches a character and sees everything it did, ' + 'and to whom; sees its death but not the killer.',
    ),
  },
  forms: { g: 'm', ru: ['де Жюссак', 'де Жюссака', 'де Жюссаку', 'де Жюссака', 'де Жюссаком'], en: 'de Jussac' },
  night: {
    id: 'watchDeeds',
    label: t('слежка гвардейца', "guardsman's watch"),
  },
});

/** de Jussac: the data above, with its traits, hooks and night action. */
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
    report: jussacReport,
    forcedReport: 'M7',
  },
});
