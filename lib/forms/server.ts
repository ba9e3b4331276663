import 'server-only';
import { randomUUID } from 'node:crypto';
import { countryOptions } from '@/lib/forms/countries';
import { resolveMessageLocale, type MessageLocale } from '@/lib/i18n/message-locale';
import type { FormState } from '@/lib/forms/form-state';
import { validationMessagesOf, type ValidationCatalog, type ValidationMessages } from '@/lib/forms/messages';
import type { Locale } from '@/lib/i18n/locales';
import { pathFor } from '@/lib/routes/paths';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import it from '@/messages/it.json';

// The server holds all three: the configured message locale may differ from the page's.
const catalogs: Record<MessageLocale, ValidationCatalog> = { en: en.validation, de: de.validation, it: it.validation };

/** The messages for the configured option → app locale → English (see `resolveMessageLocale`). */
export function validationMessages(appLocale?: string, configured?: string): ValidationMessages {
  const locale =
    configured === undefined ? resolveMessageLocale(appLocale) : resolveMessageLocale(appLocale, configured);
  return validationMessagesOf(locale, catalogs[locale]);
}

/** The legal pages' uids in each language (content documents). */
const legalUids = {
  privacy: { en: 'privacy-policy', de: 'datenschutz', it: 'informativa-privacy' },
  terms: { en: 'terms', de: 'agb', it: 'condizioni-di-vendita' },
  businessTerms: { en: 'business-terms', de: 'agb-geschaeftskunden', it: 'condizioni-business' },
} as const;

/** A fresh idempotency key for one rendered form: a retry or a double click with it stores one row. */
export const formKey = (): string => randomUUID();

/** What a page hands each form it renders: a fresh idempotency key (one per render) and the country list. */
export function formProps(locale: Locale) {
  return { locale, idempotencyKey: formKey(), countries: countryOptions(locale) };
}

export function legalLinks(locale: Locale): Record<keyof typeof legalUids, string> {
  const link = (uids: Record<Locale, string>) => pathFor(locale, { pathname: '/[uid]', params: { uid: uids[locale] } });
  return {
    privacy: link(legalUids.privacy),
    terms: link(legalUids.terms),
    businessTerms: link(legalUids.businessTerms),
  };
}

const commonTexts: Record<Locale, { tooManyAttempts: string }> = {
  en: en.forms.common,
  de: de.forms.common,
  it: it.forms.common,
};

/** A form post over its rate limit: the localized refusal (429), keeping what the visitor typed. */
export function tooManyAttempts(locale: Locale, values: Record<string, string>): FormState {
  return { status: 'error', message: commonTexts[locale].tooManyAttempts, values, httpStatus: 429 };
}
