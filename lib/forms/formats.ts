/** Product identifiers as printed on the device and its box, with a sample of each for docs/forms.md and the form hints. */
import type { PurchaseLocation } from './options';

/** Serial number: the product's two-letter prefix (its SKU's: FR Freshly, VE Verde, AU Aura), year, unit number. */
export const serialNumberPattern = /^([A-Z]{2})-(20\d{2})-(\d{6})$/;

/** Upper-cases and restores the dashes of a serial typed without them (`fr2025012345` → `FR-2025-012345`). */
export function normaliseSerialNumber(text: string): string {
  const compact = text.toUpperCase().replace(/[\s-]/g, '');
  const parts = /^([A-Z]{2})(\d{4})(\d{6})$/.exec(compact);
  return parts ? `${parts[1]}-${parts[2]}-${parts[3]}` : text.toUpperCase();
}

/** MAC address, canonical form: six upper-case hex pairs joined by colons. */
export const macAddressPattern = /^[0-9A-F]{2}(:[0-9A-F]{2}){5}$/;

/** Reads `aa-bb-cc-dd-ee-ff`, `aabb.ccdd.eeff`, `AABBCCDDEEFF` or with colons, and writes `AA:BB:CC:DD:EE:FF`. */
export function normaliseMacAddress(text: string): string {
  const hex = text.replace(/[\s:.-]/g, '').toUpperCase();
  return /^[0-9A-F]{12}$/.test(hex) ? hex.match(/../g)!.join(':') : text.toUpperCase();
}

/** Order ids by where the product was bought: our shop's order number, Amazon's id, any other receipt number. */
export const orderIdPatterns = {
  shop: /^\d{5,10}$/,
  amazon: /^\d{3}-\d{7}-\d{7}$/,
  other: /^[A-Z0-9][A-Z0-9/-]{3,39}$/,
} as const;

export function orderIdPattern(location: PurchaseLocation | undefined): RegExp {
  if (location === 'Ecommerce') return orderIdPatterns.shop;
  if (location === 'Amazon') return orderIdPatterns.amazon;
  return orderIdPatterns.other;
}

/** Upper-cased, inner spaces and a leading '#' dropped (`#10001` → `10001`). */
export const normaliseOrderId = (text: string) => text.toUpperCase().replace(/\s+/g, '').replace(/^#/, '');

/** Valid samples, for docs/forms.md and the form's hints. */
export const formatSamples = {
  serialNumber: 'FR-2025-004217',
  macAddress: '3C:71:BF:4A:92:E1',
  orderId: { shop: '10001', amazon: '302-4417853-9021547', other: 'KS-48213' },
} as const;
