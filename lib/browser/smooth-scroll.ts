import { timing } from '@/lib/browser/timing';

const easeInOutQuad = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/** Scrolls the window to `top` over `duration` ms (500 ms ease by default); jumps when motion is reduced. */
function smoothScrollTo(top: number, duration: number = timing.scroll.defaultMs, ease = easeInOutQuad): Promise<void> {
  const start = window.scrollY;
  if (duration <= 0 || prefersReducedMotion() || start === top) {
    window.scrollTo(0, top);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const began = performance.now();
    const frame = (now: number) => {
      const progress = Math.min(1, (now - began) / duration);
      window.scrollTo(0, start + (top - start) * ease(progress));
      if (progress < 1) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });
}

/** Scrolls to the element named by the hash, or to the top when there is none. */
export function scrollToHashOrTop(hash: string, duration: number = timing.scroll.siteMs): Promise<void> {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const target = id ? document.getElementById(id) : null;
  if (!target) {
    window.scrollTo(0, 0);
    return Promise.resolve();
  }
  return smoothScrollTo(target.getBoundingClientRect().top + window.scrollY, duration);
}
