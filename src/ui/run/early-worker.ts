import type { AnalysisWorker } from './analyser.ts';

/**
 * The analysis worker, started before the app mounts when a long link opens: fetching and
 * compiling its script (≈ 0.1–0.2 s) then overlaps reading the link and mounting the page, and
 * the first analysis starts as soon as it is asked for. One that failed to start is not used
 * (its error came before anyone listened): the page analyses on the main thread instead.
 */
let early: { readonly worker: Worker; failed: boolean } | null = null;

function newWorker(): Worker {
  return new Worker(new URL('./analysis.worker.ts', import.meta.url), { type: 'module' });
}

/** Starts the worker now (where the platform has workers). */
export function startWorkerEarly(): void {
  if (early || typeof Worker === 'undefined') return;
  const started = { worker: newWorker(), failed: false };
  started.worker.onerror = () => void (started.failed = true);
  early = started;
}

/** The analysis worker: the one started early, else a new one; null where there are no workers. */
export function analysisWorker(): AnalysisWorker | null {
  if (typeof Worker === 'undefined') return null;
  const started = early;
  early = null;
  if (started?.failed) started.worker.terminate();
  if (started?.failed) return null;
  return (started?.worker ?? newWorker()) as unknown as AnalysisWorker;
}
