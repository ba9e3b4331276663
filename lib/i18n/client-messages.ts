import type { AbstractIntlMessages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { resolveMessageLocale } from './message-locale';
import type { Locale } from './locales';

/** Namespaces client components read on every page: header, footer, consent, cart count, buy boxes, newsletter. */
const everyPage = ['layout', 'network', 'errors', 'locales', 'commerce', 'product', 'forms', 'validation', 'consent'];

/** Namespaces only some routes' client components read; those routes add them (see clientMessages). */
const routeNamespaces = [
  'cart',
  'referralCart',
  'savings',
  'onboarding',
  'assistant',
  'faqSearch',
  'referral',
  'privacy',
] as const;
export type RouteNamespace = (typeof routeNamespaces)[number];

/** Every namespace that can reach the browser; the rest stays on the server and out of every page's payload. */
export const clientNamespaces: readonly string[] = [...everyPage, ...routeNamespaces];

/**
 * The messages for a NextIntlClientProvider: the every-page namespaces plus `extra`. A nested provider replaces the
 * outer one's messages, so a route that needs more renders its own provider with the full set. Form messages
 * follow the configured message locale when one is set (spec §5), not the page's.
 */
export async function clientMessages(locale: Locale, extra: readonly RouteNamespace[] = []) {
  const all: AbstractIntlMessages = await getMessages({ locale });
  const messages: AbstractIntlMessages = Object.fromEntries(
    [...everyPage, ...extra].filter((ns) => ns in all).map((ns) => [ns, all[ns]]),
  );
  const formLocale = resolveMessageLocale(locale);
  if (formLocale !== locale) messages.validation = (await getMessages({ locale: formLocale })).validation;
  return messages;
}
