import { z } from 'zod';
import { optionalTextField, textField } from '@/lib/forms/fields';
import type { ValidationMessages } from '@/lib/forms/messages';
import { rules } from '@/lib/forms/rules';
import { bounds, consentField, countryField, emailField, nameField, phoneField } from './common';

/** Plain text: no control characters other than tab and line breaks. */
const plainText = /^(?:[^\p{Cc}]|[\t\n\r])*$/u;
/** A site typed without its scheme gets https (`example.com` → `https://example.com`). */
const withScheme = (text: string) => (text && !/^[a-z][a-z\d+.-]*:/i.test(text) ? `https://${text}` : text);

function person(m: ValidationMessages) {
  return {
    firstName: nameField(m, 'firstName'),
    lastName: nameField(m, 'lastName'),
    email: emailField(m),
    phone: phoneField(m),
    country: countryField(m),
    message: textField(m, 'message', [
      rules.bail(),
      rules.required(),
      rules.min(bounds.message[0]),
      rules.max(bounds.message[1]),
      rules.matches(plainText),
    ]),
    privacy: consentField(m, 'privacy'),
  };
}

/** Contact form (spec §3, §5): private (terms) or business (company, website, business terms), told apart by `kind`. */
export function contactSchema(m: ValidationMessages) {
  return z.discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('private'), ...person(m), terms: consentField(m, 'terms') }),
      z.object({
        kind: z.literal('business'),
        ...person(m),
        company: textField(m, 'company', [rules.bail(), rules.required(), rules.max(bounds.company)]),
        website: optionalTextField(m, 'website', [rules.bail(), rules.max(bounds.url), rules.url()], withScheme),
        businessTerms: consentField(m, 'businessTerms'),
      }),
    ],
    { error: () => m.format('in', 'kind') },
  );
}

export type ContactInput = z.output<ReturnType<typeof contactSchema>>;
