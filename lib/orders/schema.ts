import { z } from 'zod';
import type { ValidationMessages } from '@/lib/forms/messages';
import { textField } from '@/lib/forms/fields';
import { rules } from '@/lib/forms/rules';
import { emailField } from '@/lib/forms/schemas/common';

/** The shop's order numbers: digits only, as the confirmation shows them (`#10001` and spaces are forgiven). */
const orderNumber = /^\d{1,12}$/;

/** The order lookup: the number from the confirmation and the address the order was placed with. */
export function orderLookupSchema(m: ValidationMessages) {
  return z.object({
    orderId: textField(m, 'orderId', [rules.bail(), rules.required(), rules.matches(orderNumber)], (text) =>
      text.replace(/^#/, '').replace(/\s+/g, ''),
    ),
    email: emailField(m),
  });
}
