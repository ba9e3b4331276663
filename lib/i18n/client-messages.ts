import type { AbstractIntlMessages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { resolveMessageLocale } from './message-locale';
import type { Locale } from './locales';

/**
 * Message paths (a namespace or a part of one) the root layout's NextIntlClientProvider sends to every page: the
 * header, footer, consent banner, offline notice, error screen, the newsletter popup and forms, buy boxes with the
 * cart drawer they open (a slice can put a buy box on any content page), site search.
 */
const everyPage = [
  'layout',
  'errors',
  'locales',
  'commerce',
  'search',
  'product',
  'consent',
  'network',
  'cartDrawer',
  'cart.summary',
  'cart.discounts',
  'cart.coupon.progress',
  'cart.suggestions',
  'cart.checkout',
  'cart.checkingOut',
  'forms.common',
  'forms.newsletter',
  'validation',
] as const;

/**
 * Paths only some routes' client components read. A page or layout that renders such a component wraps it in a
 * NextIntlClientProvider with `clientMessages(locale, [...])` naming them (next-intl's per-route subset); tests/unit/i18n/client-messages.test.ts
 * fails when a client component reads a path that neither every page nor a provider above it sends.
 */
const routePaths = [
  'cart',
  'referralCart',
  'savings',
  'onboarding',
  'assistant',
  'faqSearch',
  'referral',
  'privacy',
  'forms.contact',
  'forms.registration',
] as const;
export type RoutePath = (typeof routePaths)[number];

/** Every path that can reach the browser; the rest stays on the server and out of every page's payload. */
export const clientPaths: { everyPage: readonly string[]; routes: readonly string[] } = {
  everyPage,
  routes: routePaths,
};

function copyPath(from: AbstractIntlMessages, to: AbstractIntlMessages, path: string) {
  const [head, ...rest] = path.split('.');
  const value = from[head];
  if (value === undefined) return;
  if (!rest.length || typeof value === 'string') {
    to[head] = value;
    return;
  }
  const target = typeof to[head] === 'object' ? to[head] : (to[head] = {});
  copyPath(value, target, rest.join('.'));
}

/** The named paths of a messages object, nested as they are in the messages files. */
export function pickMessages(all: AbstractIntlMessages, paths: readonly string[]): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const path of paths) copyPath(all, picked, path);
  return picked;
}

/**
 * The messages for a NextIntlClientProvider: the every-page paths plus `extra`. A nested provider replaces the
 * outer one's messages, so a route that needs more renders its own provider with the full set. Form messages
 * follow the configured message locale when one is set (spec §5), not the page's.
 */
export async function clientMessages(locale: Locale, extra: readonly RoutePath[] = []) {
  const messages = pickMessages(await getMessages({ locale }), [...everyPage, ...extra]);
  const formLocale = resolveMessageLocale(locale);
  if (formLocale !== locale) messages.validation = (await getMessages({ locale: formLocale })).validation;
  return messages;
}
