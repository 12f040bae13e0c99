import { t } from '../../../engine/text.ts';
import { charm } from '../night/milady.ts';
import { defineRole, type TmRole } from './role.ts';
import { miladyAbout } from './milady.about.ts';
import { and, andEn, past } from './words.ts';

/** Milady: traits, hooks and night action (the names and case forms are in milady.about.ts). */
export const milady: TmRole<'milady', 'swapActions'> = defineRole({
  ...miladyAbout,
  night: {
    ...miladyAbout.night,
    targets: 2,
    attack: null,
    harmful: true,
    blocker: false,
    watcher: null,
    clause: 'A-87',
    summary: t('чары', 'charm'),
    deed: (g, n) => t(`${past(g, 'загипнотизировал', 'загипнотизировала')} ${and(n, 'acc')}`, `hypnotised ${andEn(n)}`),
    perform: charm,
    sameTargetClause: 'A-87',
    charm: true,
    objectOnly: true,
    selfRule: (run) =>
      run.opt('miledyTargets') === 'twoDistinctOthers'
        ? {
            code: 'MILADY_TARGETS',
            clause: 'A-87',
            option: 'miledyTargets',
            text: t('Миледи очаровывает двух других персонажей (C-54)', 'Milady charms two other characters (C-54)'),
          }
        : null,
  },
});
