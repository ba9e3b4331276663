import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** False in the server's HTML and until hydration: what a visitor without JavaScript gets must work as HTML alone. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
