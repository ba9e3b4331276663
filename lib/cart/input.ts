/** Input accepted by the cart route handlers and the fast-checkout page. */
import { z } from 'zod';
import { customerTypes } from '@/lib/markets/regions';

// Zod's compiled parsers probe `new Function`, which the nonce CSP blocks (and reports) in the browser.
z.config({ jitless: true });

export const skuCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{1,39}$/)
  .transform((code) => code.toUpperCase());
/** JSON numbers only: `true`, `"0x10"`, `[5]` or `" 7 "` are refused, not coerced. */
const quantity = z.number().int().min(1).max(99);
/** The same range written in a query string (`?quantity=7`). */
export const quantityParam = z
  .string()
  .regex(/^[1-9]\d?$/)
  .transform(Number);

const fastCheckoutQuery = z.object({ sku: skuCode, quantity: quantityParam.default(1) });

/** `/fast-checkout?sku=…&quantity=…` (an empty quantity is 1); read by the page and, to 404 a malformed link, the proxy. */
export function parseFastCheckoutQuery(sku: unknown, quantity: unknown) {
  return fastCheckoutQuery.safeParse({
    sku: typeof sku === 'string' ? sku : undefined,
    quantity: typeof quantity === 'string' && quantity !== '' ? quantity : undefined,
  });
}

/** Free text kept in the commerce database: no NUL or other control characters, no lone UTF-16 surrogates. */
function plainText(max: number) {
  return z
    .string()
    .max(max)
    .refine((text) => text.isWellFormed() && !/[^\P{Cc}\t\n\r]/u.test(text));
}

export const addItemInput = z.object({ skuCode, quantity: quantity.default(1) });
export const quantityInput = z.object({ quantity: z.number().int().min(0).max(99) });
export const notesInput = z.object({ notes: plainText(500) });
export const couponInput = z.object({
  code: plainText(200)
    .trim()
    .min(1)
    .max(40)
    .transform((code) => code.toUpperCase()),
});
export const placeInput = z
  .object({
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/)
      .transform((code) => code.toUpperCase())
      .optional(),
    customerType: z.enum(customerTypes).optional(),
  })
  .refine((input) => input.country !== undefined || input.customerType !== undefined);
export const lineId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
