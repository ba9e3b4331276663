import { isLocale, type Locale } from '@/lib/i18n/locales';
import { consentCategories, isConsentCategory, type ConsentCategory, type OptionalCategory } from './state';

const optionalCategories: OptionalCategory[] = ['analytics', 'marketing'];

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

/** What the banner's and the settings dialog's buttons say, posted as a form without JavaScript. */
const choices = { all: ['analytics', 'marketing'], none: [] } as const;

export type FormChoice = { accepted: OptionalCategory[]; revision: number; locale: Locale; returnTo: string };

/** The choice of a consent form posted without JavaScript, or undefined when any part is missing or not ours. */
export function parseFormChoice(form: URLSearchParams): FormChoice | undefined {
  const choice = form.get('choice');
  const revision = Number(form.get('revision'));
  const locale = form.get('locale');
  if (!Number.isInteger(revision) || revision < 1 || revision > 10_000 || !isLocale(locale)) return undefined;
  const accepted =
    choice === 'all' || choice === 'none'
      ? [...choices[choice]]
      : choice === 'chosen'
        ? optionalCategories.filter((name) => form.has(name))
        : undefined;
  if (!accepted) return undefined;
  // Back to the page the form was on: a path of this site only.
  const back = form.get('return') ?? '';
  const returnTo = /^\/(?![/\\])/.test(back) ? back : '/';
  return { accepted, revision, locale, returnTo };
}
