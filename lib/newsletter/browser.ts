const storageKey = 'viridea_newsletter_popup';

type PopupMemory = 'subscribed' | 'dismissed';

/** What this browser already did with the popup; storage can be off (private mode), which counts as nothing. */
export function popupMemory(): PopupMemory | null {
  try {
    const value = window.localStorage.getItem(storageKey);
    return value === 'subscribed' || value === 'dismissed' ? value : null;
  } catch {
    return null;
  }
}

export function rememberPopup(value: PopupMemory): void {
  try {
    window.localStorage.setItem(storageKey, value);
  } catch {
    // Without storage the popup may come back on a later visit; nothing else depends on it.
  }
}
