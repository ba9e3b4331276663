import { cookieHeader, decisionCookie, storedFields } from './cookie';
import { readConsentCookie, type ConsentState, type OptionalCategory } from './state';

/** A version 4 UUID from getRandomValues, which (unlike randomUUID) also works on a plain-http host. */
function randomUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join('-');
}

/**
 * Stores a decision in the cookie at once (a reload right after the click keeps it), in the format and with the
 * attributes vanilla-cookieconsent 3 used (a host-only cookie would sit beside its cookie instead of replacing it).
 */
export function saveConsent(accepted: OptionalCategory[], revision: number, languageCode: string): ConsentState {
  const stored = storedFields(readConsentCookie(document.cookie));
  const { state, value, expires } = decisionCookie(stored, { accepted, revision, languageCode }, randomUuid);
  const { hostname, protocol } = location;
  document.cookie = cookieHeader(value, expires, { hostname, secure: protocol === 'https:' });
  return state;
}
