import { describe, expect, it } from 'vitest';
import { consentCookie } from '@/tests/support/consent-cookie';
import {
  consentModeSignals,
  currentConsent,
  hasConsent,
  parseConsentCookie,
  readConsentCookie,
} from '@/lib/consent/state';
import { parseDecision } from '@/lib/consent/decision';
import { consentPolicyRevision } from '@/lib/consent/policy';
import { consentModeDefaultsScript } from '@/lib/consent/consent-mode';

describe('consent cookie', () => {
  it('reads the decision the banner library stored, necessary always included', () => {
    const { name, value } = consentCookie(['analytics'], 3);
    const raw = readConsentCookie(`other=1; ${name}=${value}; x=y`);
    expect(parseConsentCookie(raw)).toEqual({
      categories: ['necessary', 'analytics'],
      revision: 3,
      consentId: '00000000-0000-4000-8000-000000000000',
    });
  });

  it('ignores a missing, garbled or foreign cookie and unknown categories', () => {
    expect(parseConsentCookie(undefined)).toBeUndefined();
    expect(parseConsentCookie('%E0%A4%A')).toBeUndefined();
    expect(parseConsentCookie(encodeURIComponent('{"categories":"all","revision":1}'))).toBeUndefined();
    expect(parseConsentCookie(encodeURIComponent('[1]'))).toBeUndefined();
    const odd = parseConsentCookie(encodeURIComponent('{"categories":["marketing","spying"],"revision":1}'));
    expect(odd?.categories).toEqual(['necessary', 'marketing']);
    expect(readConsentCookie('a=1; b=2')).toBeUndefined();
  });

  it('counts a decision only for the policy version it was given for', () => {
    const state = parseConsentCookie(consentCookie(['marketing'], 1).value);
    expect(currentConsent(state, 1)).toBe(state);
    expect(currentConsent(state, 2)).toBeUndefined();
    expect(currentConsent(undefined, 1)).toBeUndefined();
  });

  it('grants only what was accepted; necessary needs no decision', () => {
    const state = parseConsentCookie(consentCookie(['analytics'], 1).value);
    expect(hasConsent(undefined, 'necessary')).toBe(true);
    expect(hasConsent(undefined, 'analytics')).toBe(false);
    expect(hasConsent(state, 'analytics')).toBe(true);
    expect(hasConsent(state, 'marketing')).toBe(false);
  });
});

describe('Google Consent Mode', () => {
  it('denies everything by default and maps analytics and marketing to their signals', () => {
    expect(consentModeSignals(undefined)).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(consentModeSignals({ categories: ['necessary', 'marketing'], revision: 1 })).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
  });

  it('the inline defaults script pushes a denied default through gtag', () => {
    const pushed: unknown[] = [];
    const window: { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void } = { dataLayer: pushed };
    new Function('window', consentModeDefaultsScript)(window);
    expect(pushed).toHaveLength(1);
    const [command, kind, signals] = Array.from(pushed[0] as ArrayLike<unknown>);
    expect([command, kind]).toEqual(['consent', 'default']);
    expect(signals).toMatchObject({ analytics_storage: 'denied', ad_user_data: 'denied', wait_for_update: 500 });
    expect(typeof window.gtag).toBe('function');
  });
});

describe('recorded decisions', () => {
  const body = {
    consentId: 'A1B2C3D4-0000-4000-8000-000000000000',
    categories: ['necessary', 'analytics'],
    revision: 2,
  };

  it('keeps what was accepted and refused, the policy version and the language; no IP, no extra field', () => {
    expect(parseDecision({ ...body, locale: 'de', ip: '1.2.3.4' })).toEqual({
      consentId: 'a1b2c3d4-0000-4000-8000-000000000000',
      accepted: ['necessary', 'analytics'],
      rejected: ['marketing'],
      policyVersion: 2,
      locale: 'de',
    });
  });

  it('refuses anything else', () => {
    for (const bad of [
      null,
      [],
      { ...body, locale: 'fr' },
      { ...body, locale: 'en', consentId: 'nope' },
      { ...body, locale: 'en', categories: ['tracking'] },
      { ...body, locale: 'en', categories: 'all' },
      { ...body, locale: 'en', revision: 0 },
      { ...body, locale: 'en', revision: 1.5 },
    ]) {
      expect(parseDecision(bad)).toBeUndefined();
    }
  });

  it('the policy version comes from configuration, 1 when unset or invalid', () => {
    expect(consentPolicyRevision({})).toBe(1);
    expect(consentPolicyRevision({ CONSENT_POLICY_VERSION: '4' })).toBe(4);
    expect(consentPolicyRevision({ CONSENT_POLICY_VERSION: 'two' })).toBe(1);
  });
});
