/** An ISO 3166-1 alpha-2 code in upper case, or undefined for anything else. */
export function normalizeCountry(code: string | null | undefined): string | undefined {
  const upper = code?.trim().toUpperCase();
  return upper && /^[A-Z]{2}$/.test(upper) ? upper : undefined;
}
