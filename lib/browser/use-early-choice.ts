import { useEffect, useRef, type RefObject } from 'react';

/**
 * Sends, once the page has hydrated, a choice made in its server HTML before the page's script ran: React replays a
 * change that arrives while it hydrates, but hydrates over an earlier one without calling onChange. `control` is the
 * select, or the radio the page rendered checked; `rendered` the value the page rendered.
 */
export function useEarlyChoice(control: RefObject<HTMLSelectElement | HTMLInputElement | null>, rendered: string) {
  const initial = useRef(rendered);
  useEffect(() => {
    const element = control.current;
    if (!element) return;
    const changed = element instanceof HTMLSelectElement ? element.value !== initial.current : !element.checked;
    if (changed) element.form?.requestSubmit();
  }, [control]);
}
