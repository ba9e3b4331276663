import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registrationSchema } from '@/lib/forms/schemas/registration';
import { validationMessages } from '@/lib/forms/server';

const readme = readFileSync('docs/forms.md', 'utf8');
const sample = (label: string) => new RegExp(`^- ${label}[^:]*: \`([^\`]+)\``, 'm').exec(readme)?.[1];
const warrantyCodes = [...readme.matchAll(/^- Warranty code \d+: `([^`]+)`/gm)].map((match) => match[1]);

describe('docs/forms.md samples for trying the registration form', () => {
  it('pass the registration schema as written', () => {
    const input = {
      firstName: 'Anna',
      lastName: 'Rossi',
      email: 'anna@example.com',
      country: 'IT',
      productFamily: 'freshly',
      serialNumber: sample('Serial number'),
      macAddress: sample('MAC address'),
      purchaseLocation: 'Ecommerce',
      orderId: sample('Order id'),
      store: 'MediaWorld',
      privacy: 'on',
    };
    expect(Object.values(input).every(Boolean)).toBe(true);
    expect(warrantyCodes.length).toBeGreaterThan(0);
    for (const warrantyCode of warrantyCodes)
      expect(
        registrationSchema(validationMessages('en')).safeParse({ ...input, warrantyCode }).error?.issues ?? [],
      ).toEqual([]);
  });
});
