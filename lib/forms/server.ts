import 'server-only';
import { randomUUID } from 'node:crypto';
import { countryOptions } from '@/lib/forms/countries';
import type { Locale } from '@/lib/i18n/locales';
import { pathFor } from '@/lib/routes/paths';

/** The legal pages' uids in each language (content documents). */
const legalUids = {
  privacy: { en: 'privacy-policy', de: 'datenschutz', it: 'informativa-privacy' },
  terms: { en: 'terms', de: 'agb', it: 'condizioni-di-vendita' },
  businessTerms: { en: 'business-terms', de: 'agb-geschaeftskunden', it: 'condizioni-business' },
} as const;

/** What a page hands each form it renders: a fresh idempotency key (one per render) and the country list. */
export function formProps(locale: Locale) {
  return { locale, idempotencyKey: randomUUID(), countries: countryOptions(locale) };
}

export function legalLinks(locale: Locale): Record<keyof typeof legalUids, string> {
  const link = (uids: Record<Locale, string>) => pathFor(locale, { pathname: '/[uid]', params: { uid: uids[locale] } });
  return {
    privacy: link(legalUids.privacy),
    terms: link(legalUids.terms),
    businessTerms: link(legalUids.businessTerms),
  };
}
