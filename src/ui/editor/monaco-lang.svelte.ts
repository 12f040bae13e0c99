import type { Lang } from '../../engine/text.ts';

/**
 * The language Monaco's modules were evaluated in (null until the editor loads). Most of its
 * widget labels (find, suggest) are fixed then, so after a switch they keep this language until
 * a reload; the editor pane says so and offers one.
 */
export const monacoLang = $state<{ loadedIn: Lang | null }>({ loadedIn: null });
