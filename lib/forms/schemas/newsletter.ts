import { z } from 'zod';
import { validationMessages } from '@/lib/forms/messages';
import type { Locale } from '@/lib/i18n/locales';
import { consentField, countryField, emailField, nameField, optionalNameField } from './common';

type NewsletterVariant = 'block' | 'popup';

/** Newsletter sign-up (spec §5): email, country and privacy consent; the popup also asks for a first name. */
export function newsletterSchema(locale: Locale, variant: NewsletterVariant) {
  const m = validationMessages(locale);
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
