'use client';
import { useLocale, type AbstractIntlMessages } from 'next-intl';
import { lazy, Suspense, use, type ComponentType } from 'react';
import { lazyMessages } from '@/lib/i18n/action';
import type { CartDrawerProps } from './CartDrawer';

// The drawer's code and texts load with the first add, never with the page (first-load JS stays as it was).
const load = () => import('./CartDrawer');
const Drawer = lazy<ComponentType<CartDrawerProps>>(() =>
  load().then(
    (module) => ({ default: module.CartDrawer }),
    () => ({ default: () => null }),
  ),
);
const texts = new Map<string, Promise<AbstractIntlMessages | undefined>>();

function textsFor(locale: string) {
  let loaded = texts.get(locale);
  if (!loaded) {
    loaded = lazyMessages(locale).catch(() => {
      texts.delete(locale);
      return undefined;
    });
    texts.set(locale, loaded);
  }
  return loaded;
}

/** Starts loading the drawer as an add is sent, so it can open as soon as the add is done. */
export function preloadCartDrawer(locale: string) {
  void load().catch(() => undefined);
  void textsFor(locale);
}

type Props = Omit<CartDrawerProps, 'messages'>;

/** The cart drawer, loaded on demand; without its texts (offline) nothing opens and the buy box's link remains. */
export function CartDrawer(props: Props) {
  return (
    <Suspense fallback={null}>
      <WithTexts {...props} />
    </Suspense>
  );
}

function WithTexts(props: Props) {
  const messages = use(textsFor(useLocale()));
  return messages ? <Drawer {...props} messages={messages} /> : null;
}
