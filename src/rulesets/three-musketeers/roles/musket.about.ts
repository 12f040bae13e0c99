import { t } from '../../../engine/text.ts';

/** The mafia's musket as the page names it; its rules are in musket.ts. */
export const MUSKET_ABOUT = { id: 'kill', label: t('выстрел', 'shot') } as const;
