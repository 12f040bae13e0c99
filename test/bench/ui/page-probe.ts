// In-page probes for the UI bench, run through page.evaluate (they see only the page's globals).

/** What the keystroke probe records on `window`. */
export interface KeyProbe {
  armed: boolean;
  t0: number;
  t1: number;
  long: number;
}

/**
 * Installs the keystroke probe: once armed, a key press notes its time; the first change of the timeline
 * pane's text (the ruling: a changed attribute, a blank row still coming or a row rendered again as it was
 * is not one) is followed to the frame that paints it; long tasks are summed.
 */
export function installKeyProbe(): void {
  const w = window as unknown as { __key: KeyProbe };
  w.__key = { armed: false, t0: 0, t1: 0, long: 0 };
  const pane = document.querySelector('[data-testid="timeline"]')?.parentElement ?? document.body;
  let before = '';
  // The first of these events starts the sample.
  const start = (): void => {
    if (!w.__key.armed) return;
    before = pane.textContent ?? '';
    w.__key = { armed: false, t0: performance.now(), t1: 0, long: 0 };
  };
  document.addEventListener('keydown', start, true);
  document.addEventListener('beforeinput', start, true);
  document.addEventListener('input', start, true);
  let pending = false;
  new MutationObserver(() => {
    if (pending || w.__key.t0 === 0 || w.__key.t1 !== 0 || pane.textContent === before) return;
    pending = true;
    // The frame after the DOM change is the one that paints it.
    requestAnimationFrame(() =>
      setTimeout(() => {
        pending = false;
        if (w.__key.t1 === 0) w.__key.t1 = performance.now();
      }, 0),
    );
  }).observe(pane, { subtree: true, childList: true, characterData: true, attributes: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.startTime >= w.__key.t0) w.__key.long = Math.max(w.__key.long, e.duration);
  }).observe({ type: 'longtask', buffered: false });
}
