import { z } from 'zod';
import { couponInput, lineId, notesInput, placeInput, skuCode } from './input';
import { CartRefusal } from './refusal';

const count = (min: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,2}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(99));

const changes = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('add'), skuCode, quantity: count(1).default(1) }),
  z.object({ intent: z.literal('quantity'), lineId, quantity: count(0) }),
  z.object({ intent: z.literal('remove'), lineId }),
  z.object({ intent: z.literal('notes'), notes: notesInput.shape.notes }),
  z.object({ intent: z.literal('coupon'), code: couponInput.shape.code }),
  z.object({ intent: z.literal('couponRemove') }),
  z.object({ intent: z.literal('place'), place: placeInput }),
]);

/** One cart change as a form posts it (a field left out is absent, never an empty value that means "none"). */
export type CartChange = z.infer<typeof changes>;

const fields = ['skuCode', 'quantity', 'lineId', 'notes', 'code'] as const;

/** Reads a cart form's post; anything malformed is the `invalidInput` refusal. */
export function cartChange(data: FormData, intent?: CartChange['intent']): CartChange {
  const raw: Record<string, unknown> = { intent: intent ?? data.get('intent') };
  for (const field of fields) {
    const value = data.get(field);
    if (typeof value === 'string' && (value !== '' || field === 'notes')) raw[field] = value;
  }
  const given = (name: string) => data.get(name) || undefined;
  if (raw.intent === 'place') raw.place = { country: given('country'), customerType: given('customerType') };
  const parsed = changes.safeParse(raw);
  if (!parsed.success) throw new CartRefusal('invalidInput');
  return parsed.data;
}
