import { z } from 'zod';
import { validationMessages } from '@/lib/forms/messages';
import { consentField, countryField, emailField, nameField } from '@/lib/forms/schemas/common';
import type { Locale } from '@/lib/i18n/locales';

/** Joining the programme: email, first name, country, privacy consent and the programme's regulation (`terms`). */
export function joinSchema(locale: Locale) {
  const m = validationMessages(locale);
  return z.object({
    email: emailField(m),
    firstName: nameField(m, 'firstName'),
    country: countryField(m),
    privacy: consentField(m, 'privacy'),
    terms: consentField(m, 'terms'),
  });
}

export type JoinInput = z.output<ReturnType<typeof joinSchema>>;

/** Asking for a sign-in link: the email only. */
export function signInSchema(locale: Locale) {
  return z.object({ email: emailField(validationMessages(locale)) });
}
