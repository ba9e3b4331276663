type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isVisibleControl = (control: Element): control is Control =>
  (control instanceof HTMLInputElement ||
    control instanceof HTMLSelectElement ||
    control instanceof HTMLTextAreaElement) &&
  Boolean(control.name) &&
  control.type !== 'hidden' &&
  control.tabIndex !== -1;

function valueOf(control: Control): [string, string | boolean][] {
  if (!(control instanceof HTMLInputElement)) return [[control.name, control.value]];
  if (control.type === 'checkbox') return [[control.name, control.checked]];
  if (control.type === 'radio') return control.checked ? [[control.name, control.value]] : [];
  return [[control.name, control.value]];
}

/** The controls a visitor fills in (not the hidden ones or the honeypot). */
export const screenControls = (form: HTMLFormElement): Control[] => [...form.elements].filter(isVisibleControl);

/** What those controls show, name by name (a radio group by its checked button). */
export const screenValues = (form: HTMLFormElement) => screenControls(form).flatMap(valueOf);
