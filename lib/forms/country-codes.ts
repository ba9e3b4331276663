import { getAlpha2Codes } from 'i18n-iso-countries/index';

/** Every ISO 3166-1 alpha-2 code, upper case (browser-safe: no country names). */
export const countryCodes: readonly string[] = Object.keys(getAlpha2Codes());

const known = new Set(countryCodes);

/** An ISO 3166-1 alpha-2 code in upper case, e.g. 'DE'. */
export function isCountryCode(code: string): boolean {
  return known.has(code);
}
