/** Puts what the shopper did in an island's server HTML into its rendered copy. */
export type Carried = (into: HTMLElement) => void;

type Change = { index: number; check: boolean } | { index: number; value: string };

const controls = 'input:not([type="hidden"]), select, textarea, button, a[href]';

function setValue(control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string) {
  // React tracks the value it last set: the prototype's setter and an input event reach its onChange.
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
  setter?.call(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Reads, from the server HTML being replaced (attached or just detached), the values typed or picked, and takes the
 * control that had focus and the one clicked while it loaded, to give them (by position) to the same controls of
 * the component rendered in its place.
 */
export function carryOver(from: HTMLElement, clicked?: Element, focusedControl?: Element | null): Carried {
  const before = [...from.querySelectorAll<HTMLElement>(controls)];
  const focused = before.findIndex((control) => control === focusedControl);
  const click = clicked ? before.indexOf(clicked as HTMLElement) : -1;
  const changed = before.flatMap((control, index): Change[] => {
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      return control.checked !== control.defaultChecked ? [{ index, check: control.checked }] : [];
    }
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
      return control.value !== control.defaultValue ? [{ index, value: control.value }] : [];
    }
    if (control instanceof HTMLSelectElement) {
      const picked = [...control.options].find((option) => option.selected);
      return picked && !picked.defaultSelected ? [{ index, value: control.value }] : [];
    }
    return [];
  });
  return (into) => {
    const after = [...into.querySelectorAll<HTMLElement>(controls)];
    for (const change of changed) {
      const control = after[change.index];
      if ('check' in change) {
        if (control instanceof HTMLInputElement && control.checked !== change.check) control.click();
      } else if (
        control instanceof HTMLInputElement ||
        control instanceof HTMLTextAreaElement ||
        control instanceof HTMLSelectElement
      ) {
        setValue(control, change.value);
      }
    }
    if (focused >= 0) after[focused]?.focus();
    // A task later: the values set above reach the component's state only once React has rendered them.
    if (click >= 0) setTimeout(() => into.querySelectorAll<HTMLElement>(controls)[click]?.click(), 0);
  };
}
