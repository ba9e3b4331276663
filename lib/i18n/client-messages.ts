import type { AbstractIntlMessages } from 'next-intl';

/** Namespaces client components read; the rest stays on the server and out of every page's payload. */
export const clientNamespaces = [
  'layout',
  'network',
  'errors',
  'locales',
  'cart',
  'product',
  'checkout',
  'commerce',
  'forms',
  'validation',
  'savings',
  'onboarding',
  'consent',
  'assistant',
  'faqSearch',
  'referral',
  'referralCart',
] as const;

export function pickClientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(clientNamespaces.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]));
}
