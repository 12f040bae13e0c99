/**
 * The bytes of a file given to `import votes` as text. A thread saved by a Windows editor is
 * often in Windows-1251, not UTF-8: read as UTF-8 it would be all replacement characters and be
 * refused as binary. Bytes that are not valid UTF-8 and hold no NUL are read as Windows-1251
 * (the Cyrillic code page); anything else is read as UTF-8 and judged by the importer.
 */

/** The text of `bytes`, and whether it was read as Windows-1251. */
export function decodeFileBytes(bytes: Uint8Array): { text: string; cp1251: boolean } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), cp1251: false };
  } catch {
    if (bytes.includes(0)) return { text: new TextDecoder('utf-8').decode(bytes), cp1251: false };
    return { text: new TextDecoder('windows-1251').decode(bytes), cp1251: true };
  }
}
