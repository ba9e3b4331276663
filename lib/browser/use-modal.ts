'use client';
import { useEffect, useRef, type RefObject } from 'react';

const focusable =
  'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab moves to the next control and from the last back to the first, Shift+Tab the other way round; from the
 * heading that takes focus on open, to the first or the last control.
 */
function trapTab(event: KeyboardEvent, container: HTMLElement) {
  const controls = [...container.querySelectorAll<HTMLElement>(focusable)];
  const [first, last] = [controls[0], controls.at(-1)];
  event.preventDefault();
  if (!first || !last) return;
  const index = controls.indexOf(document.activeElement as HTMLElement);
  if (index === -1) (event.shiftKey ? last : first).focus();
  else if (event.shiftKey) (controls[index - 1] ?? last).focus();
  else (controls[index + 1] ?? first).focus();
}

/**
 * A modal dialog's keyboard and page rules while `dialog` is mounted: focus moves to its `[data-autofocus]` element,
 * Tab stays inside, Escape or a click outside calls `onClose`, the page behind is inert and does not scroll; when it
 * goes, focus returns to what `returnTo` names.
 */
export function useModal(
  dialog: RefObject<HTMLElement | null>,
  onClose: () => void,
  returnTo: () => HTMLElement | null | undefined,
) {
  const latest = useRef({ onClose, returnTo });
  useEffect(() => {
    latest.current = { onClose, returnTo };
  });
  useEffect(() => {
    const container = dialog.current;
    if (!container) return;
    const host = [...document.body.children].find((child) => child.contains(container));
    const made = [...document.body.children].filter(
      (child): child is HTMLElement => child !== host && child instanceof HTMLElement && !child.inert,
    );
    made.forEach((child) => (child.inert = true));
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    (container.querySelector<HTMLElement>('[data-autofocus]') ?? container).focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        latest.current.onClose();
      } else if (event.key === 'Tab') trapTab(event, container);
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Node && !container.contains(event.target)) latest.current.onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
      made.forEach((child) => (child.inert = false));
      root.style.overflow = overflow;
      latest.current.returnTo()?.focus();
    };
  }, [dialog]);
}
