import type { Page } from '@playwright/test';
import type { Locale } from '@/lib/i18n/locales';
import { staticRoutePath } from '@/lib/routes/paths';

export const locales: Locale[] = ['en', 'de', 'it'];

export const savingsPath = (locale: Locale) => staticRoutePath(locale, '/savings-calculator');
export const onboardingPath = (locale: Locale) => staticRoutePath(locale, '/freshly/onboarding');
export const registrationPath = (locale: Locale) => staticRoutePath(locale, '/account/product-registration');
export const storyPath = (locale: Locale) => staticRoutePath(locale, '/story');
export const secretPaths = (locale: Locale) => [
  staticRoutePath(locale, '/secret-perk'),
  staticRoutePath(locale, '/freshly/backer-guide'),
];
export const campaignPath: Record<Locale, string> = {
  en: '/crowdfunding',
  de: '/de/crowdfunding-kampagne',
  it: '/it/campagna-crowdfunding',
};

/** Whether the page scrolls sideways at its current viewport. */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
