import { describe, expect, it } from 'vitest';
import { resolveMessageLocale } from '@/lib/i18n/message-locale';
import { validationMessages } from '@/lib/forms/server';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import itMessages from '@/messages/it.json';

describe('message locale', () => {
  it('prefers the configured option, then the app locale, then English', () => {
    expect(resolveMessageLocale('en', 'it')).toBe('it');
    expect(resolveMessageLocale('de', undefined)).toBe('de');
    expect(resolveMessageLocale('fr', 'es')).toBe('en');
    expect(resolveMessageLocale(undefined, undefined)).toBe('en');
  });

  it('tries the full code and then its prefix', () => {
    expect(resolveMessageLocale('de-AT', undefined)).toBe('de');
    expect(resolveMessageLocale('en', 'it-CH')).toBe('it');
    expect(resolveMessageLocale('IT_ch', undefined)).toBe('it');
    expect(resolveMessageLocale('de', 'fr-CH')).toBe('de');
    expect(resolveMessageLocale('pt-BR', 'xx')).toBe('en');
  });

  it('passes the chosen locale to the messages', () => {
    expect(validationMessages('de-AT').locale).toBe('de');
    expect(validationMessages('de', 'it').locale).toBe('it');
    expect(validationMessages('de', 'it').format('required', 'email')).toBe('Il campo indirizzo email è obbligatorio.');
  });
});

describe('validation messages', () => {
  it('carry the spec wording verbatim in English', () => {
    const m = validationMessages('en');
    expect(m.format('required', 'message')).toBe('Message is required.');
    expect(m.format('email', 'email')).toBe('Please enter a valid email address.');
    expect(m.format('number', 'phone')).toBe('Phone number must be a number.');
    expect(m.format('confirm', 'email')).toBe('Email address does not match.');
    expect(m.format('url', 'website')).toBe('Please include a valid url.');
    expect(m.format('minLength', 'message', { n: 10 })).toBe('Message must be at least 10 characters long.');
    expect(m.format('default', 'message')).toBe("This field isn't valid.");
    expect(en.validation.required).toBe('{Name} is required.');
    expect(en.validation.minLength).toBe('{Name} must be at least {n} characters long.');
  });

  it('have a default and a fallback in every language', () => {
    expect(validationMessages('de').format('default', 'x')).toBe('Dieses Feld ist nicht gültig.');
    expect(validationMessages('it').format('default', 'x')).toBe('Questo campo non è valido.');
    // A message whose values are missing cannot be built: the fallback stands in.
    expect(validationMessages('en').format('minLength', 'message')).toBe('Invalid field value');
    expect(validationMessages('de').format('minLength', 'message')).toBe('Ungültiger Feldwert');
    expect(validationMessages('it').format('between' as never, 'message')).toBe('Valore del campo non valido');
  });

  it('name fields in the message language, and a field without a name by itself', () => {
    expect(validationMessages('en').fieldName('macAddress')).toBe('MAC address');
    expect(validationMessages('de').fieldName('serialNumber')).toBe('Seriennummer');
    expect(validationMessages('it').fieldName('orderId')).toBe("numero d'ordine");
    expect(validationMessages('en').format('required', 'nickname')).toBe('Nickname is required.');
  });
});

describe("a form's answer", () => {
  type Tree = { [key: string]: string | Tree };
  const entries = (tree: Tree, prefix = ''): [string, string][] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value, `${prefix}${key}.`),
    );
  // The summary heads the form with JavaScript and without, the mails and pages answer below: no side is right for all.
  const placed = /\b(above|below|oben|unten|sopra|sotto)\b/i;

  it.each([
    ['en', en],
    ['de', de],
    ['it', itMessages],
  ] as const)('in %s never says where the fields are', (_, messages) => {
    const answers = entries(messages as Tree).filter(([key]) => /\.(error|invalid|failed)$/.test(key));
    expect(answers.length).toBeGreaterThan(15);
    expect(answers.filter(([, text]) => placed.test(text))).toEqual([]);
  });
});
