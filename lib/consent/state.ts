/** The consent categories of spec §7.6: necessary is always on, the others only after the visitor says yes. */
export const consentCategories = ['necessary', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof consentCategories)[number];
export type OptionalCategory = Exclude<ConsentCategory, 'necessary'>;

/** The decision's cookie (URL-encoded JSON, written by lib/consent/browser.ts); strictly necessary, so no consent. */
export const consentCookieName = 'viridea_consent';

/** What the visitor decided, as far as the site needs to know it. */
export type ConsentState = { categories: ConsentCategory[]; revision: number; consentId?: string };

export function isConsentCategory(value: unknown): value is ConsentCategory {
  return typeof value === 'string' && (consentCategories as readonly string[]).includes(value);
}

/** The stored decision, or undefined when the cookie is missing or not in the banner's format. */
export function parseConsentCookie(raw: string | undefined): ConsentState | undefined {
  if (!raw) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(decodeURIComponent(raw));
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const { categories, revision, consentId } = value as Record<string, unknown>;
  if (!Array.isArray(categories) || typeof revision !== 'number') return undefined;
  return {
    categories: ['necessary', ...categories.filter(isConsentCategory).filter((name) => name !== 'necessary')],
    revision,
    ...(typeof consentId === 'string' ? { consentId } : {}),
  };
}

/** A decision counts only for the policy version it was given for; an older one asks again. */
export function currentConsent(state: ConsentState | undefined, revision: number): ConsentState | undefined {
  return state && state.revision === revision ? state : undefined;
}

export function readConsentCookie(cookieHeader: string): string | undefined {
  const prefix = `${consentCookieName}=`;
  return cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

export function hasConsent(state: ConsentState | undefined, category: ConsentCategory): boolean {
  return category === 'necessary' || Boolean(state?.categories.includes(category));
}

type ConsentModeValue = 'granted' | 'denied';
export type ConsentModeSignals = Record<
  'analytics_storage' | 'ad_storage' | 'ad_user_data' | 'ad_personalization',
  ConsentModeValue
>;

/** Google Consent Mode v2 signals for a decision: analytics opens analytics storage, marketing the three ad ones. */
export function consentModeSignals(state: ConsentState | undefined): ConsentModeSignals {
  const signal = (category: OptionalCategory): ConsentModeValue => (hasConsent(state, category) ? 'granted' : 'denied');
  return {
    analytics_storage: signal('analytics'),
    ad_storage: signal('marketing'),
    ad_user_data: signal('marketing'),
    ad_personalization: signal('marketing'),
  };
}
