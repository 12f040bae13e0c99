import type { InspectionEvent } from 'xstate';
import type { StatelyInspectionEvent } from '@statelyai/inspect';

/*
 * Inspector wiring. What @statelyai/inspect 0.7.2 offers, and what works offline:
 *
 * - createBrowserInspector({ url, iframe }): serialises XState inspection events and posts them
 *   (window.postMessage) to a window it opens — a popup, or `iframe` if given. Its default `url`
 *   is https://stately.ai/inspect, the hosted visual inspector (statechart + sequence diagrams):
 *   that UI is NOT in the npm package, so offline it cannot be shown at all.
 *   Offline: point `url` at a page of our own app that calls createBrowserReceiver() (see
 *   startReceiver below) and renders the events itself. Works fully offline; we get the raw
 *   stream (actor registrations with the machine definition as JSON, events, snapshots), but
 *   any drawing of it is ours to build.
 * - createInspector(adapter, options) with an adapter `{ send }`: the same serialised stream
 *   delivered to a callback in this page, no second window (startInspector's `onEvent`).
 *   Offline, and the simplest feed for an in-app panel.
 * - createSkyInspector(): relays through stately.ai / partykit servers — online only.
 * - createWebSocketInspector() + '@statelyai/inspect/server' (createInspectorServer): a local
 *   WebSocket bridge for Node apps; the transport is local but the page it opens embeds
 *   https://stately.ai/inspect by default, so the viewer is still online. Not used here.
 * - In Node (tests, CLI) XState's own `inspect` option needs no package: collectInspection().
 *
 * The package (and its partysocket / isomorphic-ws / superjson dependencies) is imported only
 * inside startInspector/startReceiver, so bundlers split it out of the start-up bundle.
 */

/** What createActor's `inspect` option receives when given a function. */
export type InspectHandler = (event: InspectionEvent) => void;

/** Receiver URL of our own app, relative to the page: same index.html, switched by a query flag. */
export const RECEIVER_URL = '?inspect-receiver';

/** Options of startInspector. */
export interface StartInspectorOptions {
  /** Receiver page; default RECEIVER_URL (offline). 'https://stately.ai/inspect' gives the online visual inspector. */
  readonly url?: string;
  /** Show the receiver in this iframe instead of a popup window. */
  readonly iframe?: HTMLIFrameElement | null;
  /** Deliver serialised events to this callback in the page instead of to a receiver window. */
  readonly onEvent?: (event: StatelyInspectionEvent) => void;
  /** Aborting stops the inspector; the handler then ignores further events. */
  readonly signal?: AbortSignal;
}

const noop: InspectHandler = () => {};

/**
 * Loads @statelyai/inspect on demand and returns a handler for createActor's `inspect` option.
 * Without `onEvent` it needs a browser window (elsewhere it resolves to a no-op handler).
 */
export async function startInspector(options: StartInspectorOptions = {}): Promise<InspectHandler> {
  if (options.signal?.aborted) return noop;
  const { onEvent } = options;
  if (!onEvent && typeof window === 'undefined') return noop;
  const { createBrowserInspector, createInspector } = await import('@statelyai/inspect');
  const inspector = onEvent
    ? createInspector({ send: onEvent })
    : createBrowserInspector({ url: options.url ?? RECEIVER_URL, iframe: options.iframe ?? null });
  let stopped = false;
  options.signal?.addEventListener(
    'abort',
    () => {
      stopped = true;
      inspector.stop();
    },
    { once: true },
  );
  return (event) => {
    if (!stopped) inspector.inspect.next?.(event);
  };
}

/**
 * For the receiver page (RECEIVER_URL): loads @statelyai/inspect on demand, announces itself to
 * the opener/parent window and passes each received event to `listener`. Resolves to unsubscribe.
 */
export async function startReceiver(listener: (event: StatelyInspectionEvent) => void): Promise<() => void> {
  if (typeof window === 'undefined') return () => {};
  const { createBrowserReceiver } = await import('@statelyai/inspect');
  const subscription = createBrowserReceiver().subscribe(listener);
  return () => subscription.unsubscribe();
}

/** Tells whether a page's query string asks for the receiver view (e.g. `location.search`). */
export function isReceiverRequest(search: string): boolean {
  return new URLSearchParams(search).has(RECEIVER_URL.slice(1));
}

/** An inspect callback that records XState inspection events in memory, plus what it recorded. */
export interface InspectionLog {
  readonly inspect: InspectHandler;
  readonly events: InspectionEvent[];
}

/**
 * Node-side (or any) inspection without a package: pass `inspect` to createActor and read
 * `events`. `keep` filters, e.g. `(e) => e.type === '@xstate.event'`.
 */
export function collectInspection(keep: (event: InspectionEvent) => boolean = () => true): InspectionLog {
  const events: InspectionEvent[] = [];
  return {
    events,
    inspect: (event) => {
      if (keep(event)) events.push(event);
    },
  };
}
