'use client';

import { createLoadingBar, type LoadingBar } from '@/lib/browser/loading-bar';
import { timing } from '@/lib/browser/timing';

type NProgress = typeof import('nprogress');

let bar: LoadingBar | undefined;
let nprogress: NProgress | undefined;
let loading: Promise<void> | undefined;
let pendingDraw: ((np: NProgress) => void) | undefined;

// nprogress loads when the bar first has to show (after its throttle), not with every page's JavaScript nor for
// the quick requests every page makes. A draw asked for before it is there is replayed (only the latest matters).
function draw(apply: (np: NProgress) => void) {
  if (nprogress) return apply(nprogress);
  pendingDraw = apply;
  loading ??= import('nprogress').then(
    ({ default: np }) => {
      // Half the hide delay: nprogress fades for one `speed` and removes after the next.
      // The default template says role="bar", not an ARIA role (axe: aria-roles); the bar is decoration.
      np.configure({
        showSpinner: false,
        trickle: false,
        minimum: 0,
        speed: timing.loadingBar.hideDelayMs / 2,
        template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
        barSelector: '.bar',
      });
      nprogress = np;
      pendingDraw?.(np);
      pendingDraw = undefined;
    },
    () => {
      loading = undefined;
    },
  );
}

/** The app's single loading bar, drawn by nprogress; the throttle and timer live in createLoadingBar. */
export function loadingBar(): LoadingBar {
  if (!bar) {
    bar = createLoadingBar({
      set: (fraction) => draw((np) => np.set(fraction)),
      remove: () => draw((np) => np.remove()),
      setFailed: (failed) => document.documentElement.classList.toggle('nprogress-failed', failed),
    });
  }
  return bar;
}
