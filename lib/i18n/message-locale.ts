/** The languages the validation messages are written in. */
const messageLocales = ['en', 'de', 'it'] as const;
export type MessageLocale = (typeof messageLocales)[number];

/** Site-wide override of the message language (spec §5 "configured option"), inlined at build time. */
const configuredLocale = process.env.NEXT_PUBLIC_FORM_MESSAGES_LOCALE;

function match(code: string | undefined): MessageLocale | undefined {
  if (!code) return undefined;
  const full = code.trim().replace('_', '-').toLowerCase();
  const prefix = full.split('-')[0];
  return messageLocales.find((locale) => locale === full) ?? messageLocales.find((locale) => locale === prefix);
}

/** Configured option → app locale → English; each tried as the full code, then its prefix (`de-AT` → `de`). */
export function resolveMessageLocale(appLocale?: string, configured: string | undefined = configuredLocale) {
  return match(configured) ?? match(appLocale) ?? 'en';
}
