/** Input accepted by the cart route handlers and the fast-checkout page. */
import { z } from 'zod';
import { customerTypes } from '@/lib/commerce/markets';

export const skuCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{1,39}$/)
  .transform((code) => code.toUpperCase());
export const quantity = z.coerce.number().int().min(1).max(99);

export const addItemInput = z.object({ skuCode, quantity: quantity.default(1) });
export const quantityInput = z.object({ quantity: z.number().int().min(0).max(99) });
export const notesInput = z.object({ notes: z.string().max(500) });
export const couponInput = z.object({
  code: z
    .string()
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
