/**
 * The gallery: every file under scenarios/ (rulebook examples, RULES-NOTES cases, language
 * samples), loaded on demand so the start-up bundle carries only their names.
 */
const files = import.meta.glob<string>('../../../scenarios/**/*.scenario', { query: '?raw', import: 'default' });

/** One gallery entry: its path under scenarios/ and a loader for its text. */
export interface GalleryEntry {
  readonly path: string;
  readonly group: string;
  readonly load: () => Promise<string>;
}

/** All scenarios, grouped by folder and sorted by name. */
export const GALLERY: readonly GalleryEntry[] = Object.entries(files)
  .map(([key, load]) => {
    const path = key.replace(/^.*\/scenarios\//, '');
    const slash = path.lastIndexOf('/');
    return { path, group: slash < 0 ? '' : path.slice(0, slash), load };
  })
  .sort((a, b) => a.path.localeCompare(b.path));
