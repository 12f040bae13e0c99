import { afterEach, describe, expect, it, vi } from 'vitest';
import { analysisWorker, startWorkerEarly } from './early-worker.ts';

/** Stands in for the platform's Worker: counts the workers made, and can fail to load. */
class FakeWorker {
  static made: FakeWorker[] = [];
  onerror: ((e: unknown) => void) | null = null;
  terminated = false;
  constructor() {
    FakeWorker.made.push(this);
  }
  terminate(): void {
    this.terminated = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.made = [];
});

describe('the analysis worker started early', () => {
  it('is the one the page takes, once; later ones are new', () => {
    vi.stubGlobal('Worker', FakeWorker);
    startWorkerEarly();
    startWorkerEarly();
    expect(FakeWorker.made.length).toBe(1);
    expect(analysisWorker()).toBe(FakeWorker.made[0]);
    expect(analysisWorker()).toBe(FakeWorker.made[1]);
  });

  it('is not used when it failed to load before the page took it: the page analyses itself', () => {
    vi.stubGlobal('Worker', FakeWorker);
    startWorkerEarly();
    FakeWorker.made[0]!.onerror?.({});
    expect(analysisWorker()).toBeNull();
    expect(FakeWorker.made[0]!.terminated).toBe(true);
  });

  it('is none where the platform has no workers', () => {
    startWorkerEarly();
    expect(analysisWorker()).toBeNull();
  });
});
