import { z } from 'zod';
import type { ValidationMessages } from '@/lib/forms/messages';
import { consentField, countryField, emailField, nameField, optionalNameField } from './common';

type NewsletterVariant = 'block' | 'popup';

/** Newsletter sign-up (spec §5): email, country and privacy consent; the popup also asks for a first name. */
export function newsletterSchema(m: ValidationMessages, variant: NewsletterVariant) {
  return z
    .object({
      email: emailField(m),
      country: countryField(m),
      privacy: consentField(m, 'privacy'),
      firstName: variant === 'popup' ? nameField(m, 'firstName') : optionalNameField(m, 'firstName'),
    })
    .transform((input) => ({ ...input, source: variant }));
}

export type NewsletterInput = z.output<ReturnType<typeof newsletterSchema>>;
