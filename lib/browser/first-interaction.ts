// What a visitor does before they use the page: a pointer moving or pressing, a key, a touch, a wheel or a scroll.
const signals = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

let interacted: Promise<void> | undefined;

/** Resolves once the visitor has done something on this page, at once if they already have (a press, a scroll). */
export function firstInteraction(): Promise<void> {
  interacted ??= new Promise((resolve) => {
    if (navigator.userActivation?.hasBeenActive || window.scrollY > 0) return resolve();
    const done = () => {
      for (const type of signals) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of signals) window.addEventListener(type, done, { capture: true, passive: true });
  });
  return interacted;
}

// Listening from the start: a visitor who moves while the page hydrates has moved.
if (typeof window !== 'undefined') void firstInteraction();

/** For tests: forget the page's interaction, as a new page load would. */
export function resetFirstInteraction(): void {
  interacted = undefined;
}
