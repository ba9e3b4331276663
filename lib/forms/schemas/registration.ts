import { z } from 'zod';
import { choiceField, optionalTextField, textField } from '@/lib/forms/fields';
import {
  macAddressPattern,
  normaliseMacAddress,
  normaliseOrderId,
  normaliseSerialNumber,
  orderIdPattern,
  serialNumberPattern,
} from '@/lib/forms/formats';
import type { ValidationMessages } from '@/lib/forms/messages';
import { purchaseLocations, storeLocations, stores } from '@/lib/forms/options';
import { rules } from '@/lib/forms/rules';
import { isWellFormedWarrantyCode, normalizeWarrantyCode } from '@/lib/forms/warranty-code';
import { bounds, consentField, countryField, emailField, nameField, phoneField } from './common';

/** The `?source=` tag: kept when it is a short plain word, dropped otherwise (it never blocks a registration). */
const sourceTag = z.preprocess(
  (value) => (typeof value === 'string' && /^[\w.-]{1,40}$/.test(value.trim()) ? value.trim() : undefined),
  z.string().optional(),
);

/** A product one can register, from the content catalogue (lib/registration/products.ts). */
export type RegistrableProduct = { value: string; label: string; serialPrefix: string };

/**
 * Product registration (spec §3, §5); formats in lib/forms/formats.ts and lib/forms/warranty-code.ts. `products` is
 * the catalogue: the server action and the form pass it; without it any product value passes the early check.
 */
export function registrationSchema(m: ValidationMessages, products: readonly RegistrableProduct[] = []) {
  const required = [rules.bail(), rules.required()];
  const productValues = products.map(({ value }) => value);
  return z
    .object({
      firstName: nameField(m, 'firstName'),
      lastName: nameField(m, 'lastName'),
      email: emailField(m),
      country: countryField(m),
      productFamily: textField(
        m,
        'productFamily',
        productValues.length ? [...required, rules.in(productValues)] : required,
      ),
      serialNumber: textField(
        m,
        'serialNumber',
        [...required, rules.matches(serialNumberPattern)],
        normaliseSerialNumber,
      ),
      macAddress: textField(
        m,
        'macAddress',
        [...required, rules.matches(macAddressPattern), rules.not('00:00:00:00:00:00', 'FF:FF:FF:FF:FF:FF')],
        normaliseMacAddress,
      ),
      purchaseLocation: choiceField(m, 'purchaseLocation', purchaseLocations),
      orderId: textField(m, 'orderId', [...required, rules.max(40)], normaliseOrderId),
      store: optionalTextField(m, 'store', [rules.in(stores)]),
      otherStore: optionalTextField(m, 'otherStore', [rules.max(bounds.name)], (text) => text.replace(/\s+/g, ' ')),
      phone: phoneField(m),
      warrantyCode: optionalTextField(m, 'warrantyCode', [], normalizeWarrantyCode).superRefine((code, ctx) => {
        if (code && !isWellFormedWarrantyCode(code))
          ctx.addIssue({ code: 'custom', message: m.format('warrantyCode', 'warrantyCode') });
      }),
      privacy: consentField(m, 'privacy'),
      source: sourceTag,
    })
    .superRefine(
      (input, ctx) => {
        const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
        const location = purchaseLocations.find((value) => value === input.purchaseLocation);
        const asksStore = !!location && storeLocations.includes(location);
        if (asksStore && !input.store) issue('store', m.format('required', 'store'));
        if (asksStore && input.store === 'Other' && !input.otherStore)
          issue('otherStore', m.format('required', 'otherStore'));
        const prefix = products.find(({ value }) => value === input.productFamily)?.serialPrefix;
        const serial = typeof input.serialNumber === 'string' ? input.serialNumber : '';
        if (prefix && serialNumberPattern.test(serial) && !serial.startsWith(`${prefix}-`))
          issue('serialNumber', m.format('serialFamily', 'serialNumber'));
        const orderId = typeof input.orderId === 'string' ? input.orderId : '';
        if (location && orderId && orderId.length <= 40 && !orderIdPattern(location).test(orderId))
          issue('orderId', m.format('matches', 'orderId'));
      },
      // Runs even while other fields are invalid, so every error shows at once.
      { when: () => true },
    )
    .transform(({ otherStore, store, ...input }) => {
      const asksStore = storeLocations.some((location) => location === input.purchaseLocation);
      return {
        ...input,
        store: asksStore ? store : undefined,
        otherStore: asksStore && store === 'Other' ? otherStore : undefined,
      };
    });
}

export type RegistrationInput = z.output<ReturnType<typeof registrationSchema>>;
