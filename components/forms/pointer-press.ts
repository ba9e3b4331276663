// Loaded with a form's checks (./validation.ts): the first press it sees is the one that can leave a field.
let pressed = false;
const waiting = new Map<object, () => void>();

function release() {
  pressed = false;
  const shows = [...waiting.values()];
  waiting.clear();
  for (const show of shows) show();
}

if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pressed = true), true);
  // A release's click comes in the same task as its pointerup: what waited shows after the click has landed.
  document.addEventListener('pointerup', () => setTimeout(release), true);
  document.addEventListener('pointercancel', release, true);
}

/**
 * Shows what a check found now, or, while a pointer is pressed, once it is released: pressing a checkbox leaves the
 * field above it, and that field's error must not push the checkbox from under the pointer before the click lands.
 * The latest of one owner's updates wins.
 */
export function whenReleased(owner: object, show: () => void): void {
  if (pressed) waiting.set(owner, show);
  else show();
}
