/**
 * Resolves after the browser has painted the current frame (a frame, then a task), so heavy
 * lazy loads (Monaco) start only once the page is on screen. Outside a browser: at once.
 */
export function afterFirstPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
}
