/**
 * Runs `fn` after the browser has painted the coming frame (a frame, then a task); returns how to
 * cancel it. Outside a browser: at once.
 */
export function afterPaint(fn: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    fn();
    return () => {};
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(fn, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** Resolves after the current frame is painted, so heavy lazy loads (Monaco) start only once the page is on screen. */
export function afterFirstPaint(): Promise<void> {
  return new Promise((done) => void afterPaint(done));
}
