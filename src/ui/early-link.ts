import { decodeShareNative, type ShareRead } from '../share/link.ts';

/**
 * Links at least this long are inflated by the platform before the app mounts: the synchronous
 * inflater (fflate) took 0.1–0.5 s of the main thread for a 1 MB game, the native one a few ms.
 * Shorter links are read synchronously as before (the first paint waits for nothing).
 */
export const NATIVE_LINK_MIN_CHARS = 20_000;

let early: { readonly hash: string; readonly read: ShareRead } | null = null;

/**
 * Reads a long link in `hash` ahead of the app (the shell stays on screen meanwhile). Never
 * rejects, or the app would never mount: a read that failed leaves the link to the synchronous
 * reader, which reports it and opens the draft.
 */
export async function readLinkEarly(hash: string, read: (hash: string) => Promise<ShareRead> = decodeShareNative): Promise<void> {
  if (hash.length < NATIVE_LINK_MIN_CHARS) return;
  try {
    early = { hash, read: await read(hash) };
  } catch {
    early = null;
  }
}

/** What readLinkEarly read of `hash`, if it read that one. */
export function earlyRead(hash: string): ShareRead | undefined {
  return early?.hash === hash ? early.read : undefined;
}
