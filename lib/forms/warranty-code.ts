// Warranty codes: three groups of four characters (e.g. `K7QM-4XPA-93HC`) from an alphabet without look-alikes
// (no 0/O, 1/I/L, U); the last character is a Luhn mod-30 check character over the other eleven, so every single
// mistyped character and most swaps of neighbours are caught before the database is asked.
const alphabet = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const base = alphabet.length;

const warrantyCodePattern = /^[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/;

function checkCharacter(payload: string): string {
  let sum = 0;
  for (let i = payload.length - 1, double = true; i >= 0; i--, double = !double) {
    let value = alphabet.indexOf(payload[i]) * (double ? 2 : 1);
    value = Math.floor(value / base) + (value % base);
    sum += value;
  }
  return alphabet[(base - (sum % base)) % base];
}

const group = (raw: string) => `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8, 12)}`;

/** Upper case, spaces and dashes dropped, regrouped: `k7qm 4xpa93hc` → `K7QM-4XPA-93HC`. */
export function normalizeWarrantyCode(input: string): string {
  const raw = input.toUpperCase().replace(/[\s-]/g, '');
  return raw.length === 12 ? group(raw) : input.trim().toUpperCase();
}

/** True when the code has the format and its check character matches (says nothing about issued or used). */
export function isWellFormedWarrantyCode(code: string): boolean {
  if (!warrantyCodePattern.test(code)) return false;
  const raw = code.replace(/-/g, '');
  return checkCharacter(raw.slice(0, 11)) === raw[11];
}

/** A code from eleven payload characters of the alphabet. */
export function warrantyCodeFrom(payload: string): string {
  return group(payload + checkCharacter(payload));
}

/** The demo codes seeded into the embedded database (docs/forms.md lists the first few): same list on every machine. */
export function sampleWarrantyCodes(count: number): string[] {
  let state = 0x5eed1e55;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t ^= t + Math.imul(t ^ (t >>> 7), 61 | t);
    return ((t ^ (t >>> 14)) >>> 0) % base;
  };
  return Array.from({ length: count }, () =>
    warrantyCodeFrom(Array.from({ length: 11 }, () => alphabet[next()]).join('')),
  );
}
