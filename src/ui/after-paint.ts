/**
 * Resolves after the browser has painted the current frame (a frame, then a task), so heavy
 * lazy loads (Monaco) start only once the page is on screen. Outside a browser: at once.
 */
export function afterFirstPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
}

/**
 * Resolves once the page has painted and is idle (within `maxMs`): for work that would hold back
 * what the first screen shows, and the page's own reading of it. Outside a browser: at once.
 */
export function whenPaintedIdle(maxMs: number): Promise<void> {
  if (typeof requestIdleCallback !== 'function') return afterFirstPaint();
  return afterFirstPaint().then(() => new Promise((done) => void requestIdleCallback(() => done(), { timeout: maxMs })));
}
