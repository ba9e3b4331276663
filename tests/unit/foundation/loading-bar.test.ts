import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingBar, type ProgressView } from '@/lib/browser/loading-bar';

function recorder() {
  const calls: string[] = [];
  const view: ProgressView = {
    set: (fraction) => calls.push(`set:${Math.round(fraction * 1000) / 1000}`),
    remove: () => calls.push('remove'),
    setFailed: (failed) => calls.push(`failed:${failed}`),
  };
  return { calls, view };
}

describe('loading bar (spec §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays hidden during the 200 ms throttle and never shows for quick work', () => {
    const { calls, view } = recorder();
    const bar = createLoadingBar(view);
    bar.start();
    vi.advanceTimersByTime(199);
    expect(bar.visible).toBe(false);
    bar.finish();
    vi.advanceTimersByTime(1000);
    expect(calls.filter((c) => c.startsWith('set'))).toEqual([]);
    expect(bar.percent).toBe(0);
  });

  it('starts at 0 % after the throttle and ticks every 100 ms over 5 s', () => {
    const { calls, view } = recorder();
    const bar = createLoadingBar(view);
    bar.start();
    vi.advanceTimersByTime(200);
    expect(bar.visible).toBe(true);
    expect(calls).toContain('set:0');
    vi.advanceTimersByTime(100);
    expect(bar.percent).toBeCloseTo(2); // 100 ms of a 5000 ms run
    vi.advanceTimersByTime(2400);
    expect(bar.percent).toBeCloseTo(50);
    vi.advanceTimersByTime(10_000);
    expect(bar.percent).toBe(99);
  });

  it('finishes at 100 % and hides 500 ms later', () => {
    const { calls, view } = recorder();
    const bar = createLoadingBar(view);
    bar.start();
    vi.advanceTimersByTime(1000);
    bar.finish();
    expect(bar.percent).toBe(100);
    expect(calls.at(-1)).toBe('set:1');
    vi.advanceTimersByTime(499);
    expect(bar.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar.visible).toBe(false);
    expect(calls).toContain('remove');
  });

  it('can fail, marking the bar and completing it', () => {
    const { calls, view } = recorder();
    const bar = createLoadingBar(view);
    bar.start();
    bar.start();
    vi.advanceTimersByTime(300);
    bar.fail();
    expect(calls).toContain('failed:true');
    expect(bar.percent).toBe(100);
    vi.advanceTimersByTime(500);
    expect(calls.at(-1)).toBe('failed:false');
  });

  it('waits for overlapping work before finishing', () => {
    const { view } = recorder();
    const bar = createLoadingBar(view);
    bar.start();
    bar.start();
    vi.advanceTimersByTime(300);
    bar.finish();
    expect(bar.percent).toBeLessThan(100);
    bar.finish();
    expect(bar.percent).toBe(100);
  });
});
