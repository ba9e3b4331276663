import { z } from 'zod';
import type { ValidationMessages } from '@/lib/forms/messages';
import { consentField, countryField, emailField, nameField } from '@/lib/forms/schemas/common';

/** Joining the programme: email, first name, country, privacy consent and the programme's regulation (`terms`). */
export function joinSchema(m: ValidationMessages) {
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
export function signInSchema(m: ValidationMessages) {
  return z.object({ email: emailField(m) });
}
