import { z } from 'zod';
import type { ValidationMessages } from '@/lib/forms/messages';
import { emailField } from '@/lib/forms/schemas/common';

/** The "Your data" request: the address and whether a copy or the erasure is wanted. */
export function privacyRequestSchema(m: ValidationMessages) {
  return z.object({
    email: emailField(m),
    kind: z.enum(['export', 'erase'], { error: () => m.format('in', 'kind') }),
  });
}
