'use client';
import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import { consentCookieName, parseConsentCookie, type ConsentState } from './state';

/** The texts of the banner and the settings dialog in the page language (messages namespace `consent`). */
export type BannerTexts = Record<
  | 'title'
  | 'description'
  | 'acceptAll'
  | 'rejectAll'
  | 'manage'
  | 'preferencesTitle'
  | 'preferencesIntro'
  | 'save'
  | 'close'
  | 'necessaryTitle'
  | 'necessaryDescription'
  | 'analyticsTitle'
  | 'analyticsDescription'
  | 'marketingTitle'
  | 'marketingDescription',
  string
>;

export type BannerOptions = {
  locale: string;
  revision: number;
  texts: BannerTexts;
  /** Every decision (first one and each change), for the page state and the consent record. */
  onDecision: (state: ConsentState, changed: boolean) => void;
};

let started: Promise<void> | undefined;

function stateOf(cookie: CookieConsent.CookieValue): ConsentState {
  return parseConsentCookie(encodeURIComponent(JSON.stringify(cookie))) ?? { categories: ['necessary'], revision: 0 };
}

/** Runs vanilla-cookieconsent once per page load; it shows the banner itself when there is no current decision. */
export function startBanner({ locale, revision, texts, onDecision }: BannerOptions): Promise<void> {
  started ??= CookieConsent.run({
    revision,
    mode: 'opt-in',
    autoShow: true,
    hideFromBots: false,
    cookie: { name: consentCookieName, expiresAfterDays: 182, sameSite: 'Lax', secure: location.protocol === 'https:' },
    guiOptions: {
      consentModal: { layout: 'box', position: 'bottom left', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    categories: { necessary: { enabled: true, readOnly: true }, analytics: {}, marketing: {} },
    onFirstConsent: ({ cookie }) => onDecision(stateOf(cookie), true),
    onChange: ({ cookie }) => onDecision(stateOf(cookie), true),
    language: {
      default: locale,
      translations: {
        [locale]: {
          consentModal: {
            title: texts.title,
            description: texts.description,
            acceptAllBtn: texts.acceptAll,
            acceptNecessaryBtn: texts.rejectAll,
            showPreferencesBtn: texts.manage,
          },
          preferencesModal: {
            title: texts.preferencesTitle,
            acceptAllBtn: texts.acceptAll,
            acceptNecessaryBtn: texts.rejectAll,
            savePreferencesBtn: texts.save,
            closeIconLabel: texts.close,
            sections: [
              { description: texts.preferencesIntro },
              { title: texts.necessaryTitle, description: texts.necessaryDescription, linkedCategory: 'necessary' },
              { title: texts.analyticsTitle, description: texts.analyticsDescription, linkedCategory: 'analytics' },
              { title: texts.marketingTitle, description: texts.marketingDescription, linkedCategory: 'marketing' },
            ],
          },
        },
      },
    },
  });
  return started;
}

export function showPreferences(): void {
  CookieConsent.showPreferences();
}
