'use client';
import dynamic from 'next/dynamic';

const load = () => import('./CartDrawer');

/** Starts loading the drawer as an add is sent, so it can open as soon as the add is done. */
export function preloadCartDrawer() {
  void load().catch(() => undefined);
}

/** The cart drawer, loaded with the first add; offline, nothing opens and the buy box's link to the cart remains. */
export const CartDrawer = dynamic(
  () =>
    load().then(
      (module) => module.CartDrawer,
      () => () => null,
    ),
  { ssr: false },
);
