'use client';
import { lazy, Suspense, type ComponentType } from 'react';
import type { CartDrawerProps } from './CartDrawer';

// The drawer's code (and, from it, its texts) loads with the first add, never with the page.
const load = () => import('./CartDrawer');
const Drawer = lazy<ComponentType<CartDrawerProps>>(() =>
  load().then(
    (module) => ({ default: module.CartDrawer }),
    () => ({ default: () => null }),
  ),
);

/** Starts loading the drawer as an add is sent, so it can open as soon as the add is done. */
export function preloadCartDrawer() {
  void load().catch(() => undefined);
}

/** The cart drawer, loaded on demand; offline, nothing opens and the buy box's link to the cart remains. */
export function CartDrawer(props: CartDrawerProps) {
  return (
    <Suspense fallback={null}>
      <Drawer {...props} />
    </Suspense>
  );
}
