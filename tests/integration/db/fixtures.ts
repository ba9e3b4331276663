import { randomUUID } from 'node:crypto';
import type { SubmissionMeta } from '@/lib/db/submission-meta';
import type { ContactInput } from '@/lib/forms/schemas/contact';
import type { NewsletterInput } from '@/lib/forms/schemas/newsletter';
import type { RegistrationInput } from '@/lib/forms/schemas/registration';
import type { Locale } from '@/lib/i18n/locales';

export const meta = (locale: Locale = 'en', idempotencyKey = randomUUID()): SubmissionMeta => ({
  idempotencyKey,
  locale,
  consentTextVersion: 'test-v1',
});

export const newsletter = (email: string): NewsletterInput => ({
  email,
  country: 'DE',
  privacy: true,
  firstName: 'Anna',
  source: 'block',
});

export const contact = (email: string): ContactInput => ({
  kind: 'private',
  firstName: 'Luca',
  lastName: 'Bianchi',
  email,
  phone: undefined,
  country: 'IT',
  message: 'My Aura filter light stays on after the change.',
  privacy: true,
  terms: true,
});

export const registration = (email: string, warrantyCode?: string): RegistrationInput => ({
  firstName: 'Jonas',
  lastName: 'Weber',
  email,
  country: 'AT',
  productFamily: 'freshly',
  serialNumber: 'FR-2025-004217',
  macAddress: '3C:71:BF:4A:92:E1',
  purchaseLocation: 'Ecommerce',
  orderId: '10001',
  store: 'MediaMarkt',
  otherStore: undefined,
  phone: undefined,
  warrantyCode,
  privacy: true,
  source: 'onboarding',
});
