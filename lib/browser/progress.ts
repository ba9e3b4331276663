'use client';

import NProgress from 'nprogress';
import { createLoadingBar, type LoadingBar } from '@/lib/browser/loading-bar';
import { timing } from '@/lib/browser/timing';

let bar: LoadingBar | undefined;

/** The app's single loading bar, drawn by nprogress; the throttle and timer live in createLoadingBar. */
export function loadingBar(): LoadingBar {
  if (!bar) {
    // Half the hide delay: nprogress fades for one `speed` and removes after the next.
    // The default template says role="bar", not an ARIA role (axe: aria-roles); the bar is decoration.
    NProgress.configure({
      showSpinner: false,
      trickle: false,
      minimum: 0,
      speed: timing.loadingBar.hideDelayMs / 2,
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
      barSelector: '.bar',
    });
    bar = createLoadingBar({
      set: (fraction) => NProgress.set(fraction),
      remove: () => NProgress.remove(),
      setFailed: (failed) => document.documentElement.classList.toggle('nprogress-failed', failed),
    });
  }
  return bar;
}
