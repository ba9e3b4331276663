import {
  consentCategories,
  consentCookieName,
  readConsentCookie,
  type ConsentCategory,
  type ConsentState,
  type OptionalCategory,
} from './state';

const lifetimeMs = 182 * 24 * 3600 * 1000;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A version 4 UUID from getRandomValues, which (unlike randomUUID) also works on a plain-http host. */
function randomUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join('-');
}

function storedFields(): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(decodeURIComponent(readConsentCookie(document.cookie) ?? ''));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Stores a decision in the cookie format vanilla-cookieconsent 3 wrote (ADR 0042), so decisions stored before and
 * after read alike: the consent id and first consent time are kept across changes, and the Domain attribute is set
 * as the library set it (a host-only cookie would sit beside its cookie instead of replacing it).
 */
export function saveConsent(accepted: OptionalCategory[], revision: number, languageCode: string): ConsentState {
  const stored = storedFields();
  const now = new Date();
  const expires = new Date(now.getTime() + lifetimeMs);
  const consentId =
    typeof stored.consentId === 'string' && uuid.test(stored.consentId) ? stored.consentId : randomUuid();
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
  const { hostname, protocol } = location;
  document.cookie = [
    `${consentCookieName}=${encodeURIComponent(JSON.stringify(value))}`,
    `expires=${expires.toUTCString()}`,
    'Path=/',
    'SameSite=Lax',
    ...(hostname.includes('.') ? [`Domain=${hostname}`] : []),
    ...(protocol === 'https:' ? ['Secure'] : []),
  ].join('; ');
  return { categories, revision, consentId };
}
