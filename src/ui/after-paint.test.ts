import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './after-paint.ts';

describe('afterPaint', () => {
  const frames: FrameRequestCallback[] = [];
  const frame = (): void => frames.splice(0).forEach((f) => f(0));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    frames.length = 0;
  });
  const stub = (): void => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => void (frames[id - 1] = () => {}));
  };

  it('runs after the coming frame and then a task, not before', () => {
    stub();
    const fn = vi.fn();
    afterPaint(fn);
    vi.runAllTimers();
    expect(fn).not.toHaveBeenCalled();
    frame();
    expect(fn).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(fn).toHaveBeenCalledOnce();
  });

  it('is cancelled before the frame and after it', () => {
    stub();
    const early = vi.fn();
    afterPaint(early)();
    const late = vi.fn();
    const cancel = afterPaint(late);
    frame();
    cancel();
    vi.runAllTimers();
    expect([early.mock.calls.length, late.mock.calls.length]).toEqual([0, 0]);
  });

  it('runs at once outside a browser', () => {
    const fn = vi.fn();
    afterPaint(fn);
    expect(fn).toHaveBeenCalledOnce();
  });
});
