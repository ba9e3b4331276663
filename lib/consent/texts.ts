import type en from '@/messages/en.json';

type ConsentKey = keyof (typeof en)['consent'];

/** The consent banner's and settings dialog's texts, translated on the server and handed to them (ADR 0045). */
export function consentTexts(t: (key: ConsentKey) => string) {
  return {
    title: t('title'),
    description: t('description'),
    acceptAll: t('acceptAll'),
    rejectAll: t('rejectAll'),
    manage: t('manage'),
    preferencesTitle: t('preferencesTitle'),
    preferencesIntro: t('preferencesIntro'),
    close: t('close'),
    save: t('save'),
    necessaryTitle: t('necessaryTitle'),
    necessaryDescription: t('necessaryDescription'),
    analyticsTitle: t('analyticsTitle'),
    analyticsDescription: t('analyticsDescription'),
    marketingTitle: t('marketingTitle'),
    marketingDescription: t('marketingDescription'),
  };
}

export type ConsentTexts = ReturnType<typeof consentTexts>;
