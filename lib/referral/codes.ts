import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: a code read aloud or typed from a phone screen stays unambiguous.
const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const suffixLength = 4;
export const referralCodePattern = /^[A-Z]{2,10}-[2-9A-HJKMNP-Z]{4}$/;

/** The readable part of a code: the first name in plain upper-case letters, never the email. */
export function codeStem(firstName: string): string {
  const letters = firstName
    .normalize('NFKD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, 10);
  return letters.length >= 2 ? letters : 'FRIEND';
}

/** A code such as `MARIA-7K2Q`; `random(n)` picks 0..n-1 (crypto by default, injectable for tests). */
export function referralCode(firstName: string, random: (n: number) => number = randomInt): string {
  let suffix = '';
  for (let i = 0; i < suffixLength; i++) suffix += alphabet[random(alphabet.length)];
  return `${codeStem(firstName)}-${suffix}`;
}

/** Normalises what a visitor typed or a `?ref=` carried; undefined when it cannot be a code. */
export function normalizeReferralCode(value: string): string | undefined {
  const code = value.trim().toUpperCase();
  return referralCodePattern.test(code) ? code : undefined;
}
