import { z } from 'zod';
import type { ValidationMessages } from '@/lib/forms/messages';
import { consentField, emailField } from '@/lib/forms/schemas/common';

/** "Email me when it is back": the address and the consent to one mail about this product. */
export function stockAlertSchema(m: ValidationMessages) {
  return z.object({ email: emailField(m), privacy: consentField(m, 'privacy') });
}
