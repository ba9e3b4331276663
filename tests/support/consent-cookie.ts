import { consentCategories, consentCookieName, type ConsentCategory } from '@/lib/consent/state';

/**
 * A decision as the banner stores it (`lib/consent/browser.ts`, the format vanilla-cookieconsent wrote), for tests
 * that start from a visitor who already chose (the e2e suite's default: only necessary cookies, so no banner covers
 * what a test clicks and no vendor loads).
 */
export function consentCookie(categories: ConsentCategory[] = ['necessary'], revision = 1) {
  const now = new Date().toISOString();
  const value = {
    categories,
    revision,
    data: null,
    consentTimestamp: now,
    consentId: '00000000-0000-4000-8000-000000000000',
    services: Object.fromEntries(consentCategories.map((name) => [name, []])),
    languageCode: 'en',
    lastConsentTimestamp: now,
    expirationTime: Date.now() + 182 * 24 * 3600 * 1000,
  };
  return { name: consentCookieName, value: encodeURIComponent(JSON.stringify(value)) };
}
