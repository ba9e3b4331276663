import { countryCodes } from '@/lib/forms/country-codes';
import { checkboxField, optionalTextField, textField } from '@/lib/forms/fields';
import type { ValidationMessages } from '@/lib/forms/messages';
import { rules } from '@/lib/forms/rules';

/** Length bounds shared by the forms (docs/forms.md). */
export const bounds = { name: 80, email: 254, phone: 24, company: 120, url: 200, message: [10, 5000] } as const;

/** Letters of any script with spaces, hyphens, apostrophes and dots between them ("Anna-Lena", "O’Brien", "J. R."). */
const personName = /^\p{L}[\p{L}\p{M}'’. -]*$/u;
/** An international or local number: at least six digits, with an optional +, spaces, dashes, dots, slashes and brackets. */
const phoneNumber = /^\+?(?:[ ()./-]*\d){6,}[ ()./-]*$/;

const collapseSpaces = (text: string) => text.replace(/\s+/g, ' ');

export const emailField = (m: ValidationMessages) =>
  textField(m, 'email', [rules.bail(), rules.required(), rules.max(bounds.email), rules.email()], (text) =>
    text.toLowerCase(),
  );

export const nameField = (m: ValidationMessages, name: 'firstName' | 'lastName') =>
  textField(
    m,
    name,
    [rules.bail(), rules.required(), rules.max(bounds.name), rules.matches(personName)],
    collapseSpaces,
  );

export const optionalNameField = (m: ValidationMessages, name: 'firstName' | 'lastName') =>
  optionalTextField(m, name, [rules.bail(), rules.max(bounds.name), rules.matches(personName)], collapseSpaces);

export const countryField = (m: ValidationMessages) =>
  textField(m, 'country', [rules.bail(), rules.required(), rules.in(countryCodes)], (text) => text.toUpperCase());

export const phoneField = (m: ValidationMessages) =>
  optionalTextField(m, 'phone', [rules.bail(), rules.max(bounds.phone), rules.matches(phoneNumber)], collapseSpaces);

export const consentField = (m: ValidationMessages, name: 'privacy' | 'terms' | 'businessTerms') =>
  checkboxField(m, name, [rules.accepted()]);
