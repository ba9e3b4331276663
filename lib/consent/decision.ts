import { isLocale, type Locale } from '@/lib/i18n/locales';
import { consentCategories, isConsentCategory, type ConsentCategory } from './state';

/** One cookie decision as recorded: what was accepted and refused, for which policy version; no IP, no user. */
export type ConsentDecision = {
  consentId: string;
  accepted: ConsentCategory[];
  rejected: ConsentCategory[];
  policyVersion: number;
  locale: Locale;
};

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The decision in a POST /api/consent body, or undefined when any part is missing or not ours. */
export function parseDecision(body: unknown): ConsentDecision | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const { consentId, categories, revision, locale } = body as Record<string, unknown>;
  if (typeof consentId !== 'string' || !uuid.test(consentId)) return undefined;
  if (!Array.isArray(categories) || categories.length > consentCategories.length) return undefined;
  if (!categories.every(isConsentCategory)) return undefined;
  if (typeof revision !== 'number' || !Number.isInteger(revision) || revision < 1 || revision > 10_000)
    return undefined;
  if (!isLocale(locale)) return undefined;
  const accepted = consentCategories.filter((name) => name === 'necessary' || categories.includes(name));
  return {
    consentId: consentId.toLowerCase(),
    accepted,
    rejected: consentCategories.filter((name) => !accepted.includes(name)),
    policyVersion: revision,
    locale,
  };
}
