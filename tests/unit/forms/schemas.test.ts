import { describe, expect, it } from 'vitest';
import { z as zod, type z } from 'zod';
import { crossFieldCheck } from '@/lib/forms/fields';
import { formatSamples, macAddressPattern, orderIdPatterns, serialNumberPattern } from '@/lib/forms/formats';
import { validationMessages } from '@/lib/forms/server';
import { rules } from '@/lib/forms/rules';
import { emailField } from '@/lib/forms/schemas/common';
import { contactSchema } from '@/lib/forms/schemas/contact';
import { newsletterSchema } from '@/lib/forms/schemas/newsletter';
import { registrationSchema } from '@/lib/forms/schemas/registration';
import { sampleWarrantyCodes } from '@/lib/forms/warranty-code';

function errors(schema: z.ZodType, input: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

const newsletter = { email: '  Anna.Rossi@Example.COM ', country: 'it', privacy: 'on' };

describe('newsletterSchema', () => {
  it('accepts a block sign-up, trimmed and normalised, with the source set by the variant', () => {
    expect(newsletterSchema(validationMessages('en'), 'block').parse(newsletter)).toEqual({
      email: 'anna.rossi@example.com',
      country: 'IT',
      privacy: true,
      firstName: undefined,
      source: 'block',
    });
  });

  it('takes the checkbox as a boolean from react-hook-form and drops unknown fields', () => {
    const parsed = newsletterSchema(validationMessages('en'), 'popup').parse({
      ...newsletter,
      privacy: true,
      firstName: ' Anna ',
      fax: '',
    });
    expect(parsed).toEqual({
      email: 'anna.rossi@example.com',
      country: 'IT',
      privacy: true,
      firstName: 'Anna',
      source: 'popup',
    });
  });

  it('requires email, country and consent in every language, and a name in the popup', () => {
    expect(errors(newsletterSchema(validationMessages('en'), 'popup'), {})).toEqual({
      email: 'Email address is required.',
      country: 'Country is required.',
      privacy: 'Please accept the privacy policy.',
      firstName: 'First name is required.',
    });
    expect(errors(newsletterSchema(validationMessages('de'), 'block'), { privacy: 'off' })).toEqual({
      email: 'E-Mail-Adresse ist ein Pflichtfeld.',
      country: 'Land ist ein Pflichtfeld.',
      privacy: 'Bitte akzeptieren Sie: Datenschutzerklärung.',
    });
    expect(errors(newsletterSchema(validationMessages('it'), 'block'), { privacy: false })).toEqual({
      email: 'Il campo indirizzo email è obbligatorio.',
      country: 'Il campo paese è obbligatorio.',
      privacy: 'Devi accettare: informativa sulla privacy.',
    });
  });

  it('refuses a malformed email, an unknown country and a non-text value with one message each', () => {
    expect(
      errors(newsletterSchema(validationMessages('en'), 'block'), { ...newsletter, email: 'anna@', country: 'XX' }),
    ).toEqual({
      email: 'Please enter a valid email address.',
      country: 'Country is not one of the allowed values.',
    });
    expect(
      errors(newsletterSchema(validationMessages('en'), 'block'), { ...newsletter, email: ['a@b.de', 'c@d.de'] }),
    ).toEqual({
      email: "This field isn't valid.",
    });
  });
});

const person = {
  firstName: 'Jörg',
  lastName: "O'Neill-Schmidt",
  email: 'JOERG@EXAMPLE.DE',
  country: 'de',
  message: 'My purifier blinks red after the filter change.',
  privacy: 'on',
};

describe('contactSchema', () => {
  it('accepts a private message with terms', () => {
    expect(
      contactSchema(validationMessages('de')).parse({
        kind: 'private',
        ...person,
        phone: ' +49 30  1234567 ',
        terms: 'on',
      }),
    ).toEqual({
      kind: 'private',
      firstName: 'Jörg',
      lastName: "O'Neill-Schmidt",
      email: 'joerg@example.de',
      phone: '+49 30 1234567',
      country: 'DE',
      message: 'My purifier blinks red after the filter change.',
      privacy: true,
      terms: true,
    });
  });

  it('accepts a business message with company, website (scheme added) and business terms', () => {
    const parsed = contactSchema(validationMessages('en')).parse({
      kind: 'business',
      ...person,
      company: ' Hotel Alpenblick GmbH ',
      website: 'alpenblick.example.at',
      businessTerms: true,
      terms: 'on',
    });
    expect(parsed).toMatchObject({
      kind: 'business',
      company: 'Hotel Alpenblick GmbH',
      website: 'https://alpenblick.example.at',
    });
    expect(parsed).not.toHaveProperty('terms');
  });

  it('asks a private sender for terms and a business sender for company and business terms', () => {
    expect(errors(contactSchema(validationMessages('en')), { kind: 'private', ...person })).toEqual({
      terms: 'Please accept the terms and conditions.',
    });
    expect(errors(contactSchema(validationMessages('en')), { kind: 'business', ...person, terms: 'on' })).toEqual({
      company: 'Company is required.',
      businessTerms: 'Please accept the business terms.',
    });
    expect(
      errors(contactSchema(validationMessages('it')), {
        kind: 'business',
        ...person,
        company: 'ACME',
        website: 'http://',
        businessTerms: 'on',
      }),
    ).toEqual({
      website: 'Inserisci un URL valido.',
    });
  });

  it('requires every field of the general form in each language', () => {
    expect(errors(contactSchema(validationMessages('en')), { kind: 'private' })).toEqual({
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      email: 'Email address is required.',
      country: 'Country is required.',
      message: 'Message is required.',
      privacy: 'Please accept the privacy policy.',
      terms: 'Please accept the terms and conditions.',
    });
    expect(errors(contactSchema(validationMessages('de')), { kind: 'private' })).toMatchObject({
      lastName: 'Nachname ist ein Pflichtfeld.',
      message: 'Nachricht ist ein Pflichtfeld.',
      terms: 'Bitte akzeptieren Sie: AGB.',
    });
    expect(errors(contactSchema(validationMessages('it')), { kind: 'private' })).toMatchObject({
      firstName: 'Il campo nome è obbligatorio.',
      terms: 'Devi accettare: termini e condizioni.',
    });
  });

  it('takes a phone number with at least six digits and common separators', () => {
    const withPhone = (phone: string) => ({ kind: 'private', ...person, terms: 'on', phone });
    expect(contactSchema(validationMessages('en')).parse(withPhone('+49 (30) 123-4567')).phone).toBe(
      '+49 (30) 123-4567',
    );
    expect(contactSchema(validationMessages('en')).parse(withPhone('   ')).phone).toBeUndefined();
    expect(errors(contactSchema(validationMessages('en')), withPhone('--- ---'))).toEqual({
      phone: 'Phone number is not in the expected format.',
    });
    expect(errors(contactSchema(validationMessages('de')), withPhone('call me'))).toEqual({
      phone: 'Telefonnummer hat nicht das erwartete Format.',
    });
    expect(errors(contactSchema(validationMessages('it')), withPhone('1'.repeat(25)))).toEqual({
      phone: 'Il campo numero di telefono può contenere al massimo 24 caratteri.',
    });
  });

  it('bounds the message and the names and refuses a missing or unknown kind', () => {
    expect(
      errors(contactSchema(validationMessages('en')), { kind: 'private', ...person, terms: 'on', message: 'Help!' }),
    ).toEqual({
      message: 'Message must be at least 10 characters long.',
    });
    expect(
      errors(contactSchema(validationMessages('en')), {
        kind: 'private',
        ...person,
        terms: 'on',
        message: 'x'.repeat(5001),
      }),
    ).toEqual({
      message: 'Message must be at most 5000 characters long.',
    });
    expect(
      errors(contactSchema(validationMessages('en')), {
        kind: 'private',
        ...person,
        terms: 'on',
        firstName: 'A'.repeat(81),
      }),
    ).toEqual({
      firstName: 'First name must be at most 80 characters long.',
    });
    expect(errors(contactSchema(validationMessages('de')), { ...person, kind: 'vip' })).toEqual({
      kind: 'Art der Anfrage enthält keinen der zulässigen Werte.',
    });
  });
});

const [warrantyCode] = sampleWarrantyCodes(1);
const catalogue = [
  { value: 'freshly', label: 'Freshly', serialPrefix: 'FR' },
  { value: 'aura', label: 'Aura', serialPrefix: 'AU' },
];
const registration = {
  firstName: 'Anna',
  lastName: 'Rossi',
  email: 'anna@example.it',
  country: 'IT',
  productFamily: 'freshly',
  serialNumber: formatSamples.serialNumber,
  macAddress: formatSamples.macAddress,
  purchaseLocation: 'Ecommerce',
  orderId: formatSamples.orderId.shop,
  privacy: 'on',
};
const inShop = { ...registration, purchaseLocation: 'Retail', store: 'MediaWorld' };

describe('registrationSchema', () => {
  it('accepts the documented samples', () => {
    expect(
      registrationSchema(validationMessages('it'), catalogue).parse({ ...registration, source: 'onboarding' }),
    ).toEqual({
      ...registration,
      privacy: true,
      otherStore: undefined,
      phone: undefined,
      warrantyCode: undefined,
      source: 'onboarding',
    });
    const amazon = { ...registration, purchaseLocation: 'Amazon', orderId: formatSamples.orderId.amazon };
    expect(registrationSchema(validationMessages('en'), catalogue).safeParse(amazon).success).toBe(true);
    const kickstarter = { ...registration, purchaseLocation: 'Kickstarter', orderId: formatSamples.orderId.other };
    expect(registrationSchema(validationMessages('en'), catalogue).safeParse(kickstarter).success).toBe(true);
  });

  it('normalises serial number, MAC address, order id and warranty code', () => {
    const parsed = registrationSchema(validationMessages('en'), catalogue).parse({
      ...registration,
      serialNumber: ' fr 2025 004217 ',
      macAddress: '3c-71-bf-4a-92-e1',
      orderId: '#10001',
      warrantyCode: warrantyCode.toLowerCase().replace(/-/g, ' '),
    });
    expect(parsed).toMatchObject({
      serialNumber: 'FR-2025-004217',
      macAddress: '3C:71:BF:4A:92:E1',
      orderId: '10001',
      warrantyCode,
    });
    for (const mac of ['3C71.BF4A.92E1', '3c71bf4a92e1', '3C:71:BF:4A:92:E1'])
      expect(
        registrationSchema(validationMessages('en'), catalogue).parse({ ...registration, macAddress: mac }).macAddress,
      ).toBe('3C:71:BF:4A:92:E1');
  });

  it('requires every field of §3 except phone and warranty code, in each language', () => {
    const required = ['firstName', 'lastName', 'email', 'country', 'productFamily', 'serialNumber', 'macAddress'];
    const more = ['purchaseLocation', 'orderId', 'privacy'];
    expect(Object.keys(errors(registrationSchema(validationMessages('en'), catalogue), {})).sort()).toEqual(
      [...required, ...more].sort(),
    );
    expect(errors(registrationSchema(validationMessages('en'), catalogue), {})).toMatchObject({
      serialNumber: 'Serial number is required.',
      macAddress: 'MAC address is required.',
      purchaseLocation: 'Place of purchase is required.',
      orderId: 'Order number is required.',
    });
    expect(errors(registrationSchema(validationMessages('de'), catalogue), {})).toMatchObject({
      productFamily: 'Produktfamilie ist ein Pflichtfeld.',
      macAddress: 'MAC-Adresse ist ein Pflichtfeld.',
    });
    expect(errors(registrationSchema(validationMessages('it'), catalogue), {})).toMatchObject({
      serialNumber: 'Il campo numero di serie è obbligatorio.',
      privacy: 'Devi accettare: informativa sulla privacy.',
    });
  });

  it('asks for the store name when the store is Other, and keeps it only then', () => {
    expect(errors(registrationSchema(validationMessages('en'), catalogue), { ...inShop, store: 'Other' })).toEqual({
      otherStore: 'Store name is required.',
    });
    expect(
      registrationSchema(validationMessages('en'), catalogue).parse({
        ...inShop,
        store: 'Other',
        otherStore: ' Bio  Markt ',
      }).otherStore,
    ).toBe('Bio Markt');
    expect(
      registrationSchema(validationMessages('en'), catalogue).parse({ ...inShop, otherStore: 'Ignored' }).otherStore,
    ).toBeUndefined();
  });

  it('refuses malformed identifiers with localized messages', () => {
    expect(
      errors(registrationSchema(validationMessages('en'), catalogue), {
        ...registration,
        serialNumber: 'AU-2025-004217',
        macAddress: 'FF:FF:FF:FF:FF:FF',
        orderId: '302-4417853-9021547',
        warrantyCode: 'AAAA-BBBB-CCCC',
        store: 'Aldi',
        productFamily: 'toaster',
      }),
    ).toEqual({
      macAddress: 'MAC address cannot be “FF:FF:FF:FF:FF:FF”.',
      warrantyCode: 'Invalid warranty code. Please check the code and try again.',
      store: 'Store is not one of the allowed values.',
      productFamily: 'Product family is not one of the allowed values.',
      orderId: 'Order number is not in the expected format.',
    });
    expect(
      errors(registrationSchema(validationMessages('de'), catalogue), {
        ...registration,
        serialNumber: 'AU-2025-004217',
      }),
    ).toEqual({
      serialNumber: 'Diese Seriennummer gehört zu einer anderen Produktfamilie.',
    });
    expect(
      errors(registrationSchema(validationMessages('it'), catalogue), {
        ...registration,
        serialNumber: 'FR-25-1',
        macAddress: 'zz',
      }),
    ).toEqual({
      serialNumber: 'Il campo numero di serie non è nel formato previsto.',
      macAddress: 'Il campo indirizzo MAC non è nel formato previsto.',
    });
  });

  it('drops a source tag that is not a short plain word instead of failing', () => {
    expect(
      registrationSchema(validationMessages('en'), catalogue).parse({ ...registration, source: '<script>' }).source,
    ).toBeUndefined();
    expect(
      registrationSchema(validationMessages('en'), catalogue).parse({ ...registration, source: 'x'.repeat(41) }).source,
    ).toBeUndefined();
  });
});

describe('formats', () => {
  it('document samples that match their patterns', () => {
    expect(formatSamples.serialNumber).toMatch(serialNumberPattern);
    expect(formatSamples.macAddress).toMatch(macAddressPattern);
    expect(formatSamples.orderId.shop).toMatch(orderIdPatterns.shop);
    expect(formatSamples.orderId.amazon).toMatch(orderIdPatterns.amazon);
    expect(formatSamples.orderId.other).toMatch(orderIdPatterns.other);
    expect('FR-2025-00421').not.toMatch(serialNumberPattern);
    expect('3C:71:BF:4A:92').not.toMatch(macAddressPattern);
  });
});

describe('crossFieldCheck', () => {
  it('runs rules that read other fields (confirm) on the parsed object, in the message language', () => {
    const schema = (locale: 'en' | 'de') => {
      const m = validationMessages(locale);
      return zod
        .object({ email: emailField(m), emailFirst: zod.string() })
        .superRefine(crossFieldCheck(m, { email: [rules.confirm('emailFirst')] }));
    };
    expect(schema('en').safeParse({ email: 'a@b.de', emailFirst: 'a@b.de' }).success).toBe(true);
    expect(errors(schema('en'), { email: 'a@b.de', emailFirst: 'a@b.com' })).toEqual({
      email: 'Email address does not match.',
    });
    expect(errors(schema('de'), { email: 'a@b.de', emailFirst: 'a@b.com' })).toEqual({
      email: 'E-Mail-Adresse stimmt nicht überein.',
    });
  });
});
