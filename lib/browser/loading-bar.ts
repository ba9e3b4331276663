import { timing } from '@/lib/browser/timing';

/** What draws the bar; nprogress in the app, a recorder in tests. */
export interface ProgressView {
  set(fraction: number): void;
  remove(): void;
  setFailed(failed: boolean): void;
}

export interface LoadingBar {
  start(): void;
  finish(): void;
  fail(): void;
  readonly percent: number;
  readonly visible: boolean;
}

/**
 * Spec §4: starts at 0 %, shows only after the throttle, grows every tick over the duration, can fail,
 * finishes at 100 % and hides after the hide delay. Overlapping work (a navigation plus requests) is counted.
 */
export function createLoadingBar(view: ProgressView, t = timing.loadingBar): LoadingBar {
  let pending = 0;
  let percent = 0;
  let visible = false;
  let throttle: ReturnType<typeof setTimeout> | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let hide: ReturnType<typeof setTimeout> | undefined;
  const step = (100 * t.tickMs) / t.durationMs;

  function clearTimers() {
    clearTimeout(throttle);
    clearInterval(ticker);
    clearTimeout(hide);
    throttle = ticker = hide = undefined;
  }

  function show() {
    visible = true;
    view.set(0);
    ticker = setInterval(() => {
      // Never reaches 100 on its own: only finish() completes the bar.
      percent = Math.min(99, percent + step);
      view.set(percent / 100);
    }, t.tickMs);
  }

  function complete() {
    clearTimers();
    if (!visible) {
      percent = 0;
      return;
    }
    percent = 100;
    view.set(1);
    hide = setTimeout(() => {
      visible = false;
      percent = 0;
      view.remove();
      view.setFailed(false);
    }, t.hideDelayMs);
  }

  return {
    start() {
      pending += 1;
      if (pending > 1) return;
      clearTimers();
      percent = 0;
      view.setFailed(false);
      if (visible) show();
      else throttle = setTimeout(show, t.throttleMs);
    },
    finish() {
      if (pending === 0) return;
      pending -= 1;
      if (pending === 0) complete();
    },
    fail() {
      if (pending === 0) return;
      view.setFailed(true);
      pending = 1;
      this.finish();
    },
    get percent() {
      return percent;
    },
    get visible() {
      return visible;
    },
  };
}
