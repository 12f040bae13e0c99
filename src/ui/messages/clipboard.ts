// Copying text: the async clipboard when the browser allows it, else the caller shows a fallback.

/** Writes `text` to the clipboard; false when the clipboard is missing or refuses. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
