import {
  consentCategories,
  consentCookieName,
  type ConsentCategory,
  type ConsentState,
  type OptionalCategory,
} from './state';

const lifetimeMs = 182 * 24 * 3600 * 1000;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The fields of a stored decision cookie (any shape), or none. */
export function storedFields(raw: string | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw ?? ''));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

type Decided = { accepted: readonly OptionalCategory[]; revision: number; languageCode: string };

/**
 * A decision in the cookie format vanilla-cookieconsent 3 wrote (ADR 0042), so decisions stored before and after
 * read alike: the consent id and first consent time of `stored` are kept across changes. Written by the browser
 * (lib/consent/browser.ts) and by the consent route for a form posted without JavaScript.
 */
export function decisionCookie(
  stored: Record<string, unknown>,
  { accepted, revision, languageCode }: Decided,
  newId: () => string,
  now = new Date(),
) {
  const expires = new Date(now.getTime() + lifetimeMs);
  const consentId = typeof stored.consentId === 'string' && uuid.test(stored.consentId) ? stored.consentId : newId();
  const categories: ConsentCategory[] = consentCategories.filter(
    (name) => name === 'necessary' || accepted.includes(name),
  );
  const value = {
    categories,
    revision,
    data: null,
    consentTimestamp: typeof stored.consentTimestamp === 'string' ? stored.consentTimestamp : now.toISOString(),
    consentId,
    services: Object.fromEntries(consentCategories.map((name) => [name, []])),
    languageCode,
    lastConsentTimestamp: now.toISOString(),
    expirationTime: expires.getTime(),
  };
  const state: ConsentState = { categories, revision, consentId };
  return { state, value: encodeURIComponent(JSON.stringify(value)), expires };
}

/** The cookie's attributes as the library set them: the Domain for a dotted host, Secure on https. */
export function cookieHeader(
  value: string,
  expires: Date,
  { hostname, secure }: { hostname: string; secure: boolean },
) {
  return [
    `${consentCookieName}=${value}`,
    `expires=${expires.toUTCString()}`,
    'Path=/',
    'SameSite=Lax',
    ...(hostname.includes('.') ? [`Domain=${hostname}`] : []),
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
