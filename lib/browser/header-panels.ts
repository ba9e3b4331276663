import { useEffect } from 'react';

const panelOpened = 'header-panel-opened';

/** One header panel open at a time: opening the main menu closes the search panel, and the other way round. */
export function useOnePanelOpen(name: string, open: boolean, setOpen: (open: boolean) => void) {
  useEffect(() => {
    if (!open) return;
    document.dispatchEvent(new CustomEvent(panelOpened, { detail: name }));
    const onOpened = (event: Event) => {
      if (event instanceof CustomEvent && event.detail !== name) setOpen(false);
    };
    document.addEventListener(panelOpened, onOpened);
    return () => document.removeEventListener(panelOpened, onOpened);
  }, [name, open, setOpen]);
}
