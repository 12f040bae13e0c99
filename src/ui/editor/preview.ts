/** Texts longer than this open with a read-only preview of their start until Monaco is there. */
export const FALLBACK_MAX_CHARS = 100_000;

/** More lines than any screen shows. */
const PREVIEW_LINES = 200;

/** The first lines of `text`, for the preview. */
export function previewOf(text: string): string {
  let end = 0;
  for (let i = 0; i < PREVIEW_LINES && end !== -1; i++) end = text.indexOf('\n', end + 1);
  return end === -1 ? text : text.slice(0, end);
}
