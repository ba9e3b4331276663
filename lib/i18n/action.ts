'use server';

import type { AbstractIntlMessages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { defaultLocale, isLocale } from './locales';

/** Namespaces of client components that load after the page: the cart drawer (its own texts and the cart's). */
const lazyNamespaces = ['cart', 'cartDrawer'] as const;

/**
 * The texts of a client component loaded on demand, fetched with its code so that every page's payload stays
 * without them (docs/adr/0033-cart-drawer.md). Public texts only; an unknown language gets the default one.
 */
export async function lazyMessages(locale: unknown): Promise<AbstractIntlMessages> {
  const all: AbstractIntlMessages = await getMessages({ locale: isLocale(locale) ? locale : defaultLocale });
  return Object.fromEntries(lazyNamespaces.map((namespace) => [namespace, all[namespace]]));
}
