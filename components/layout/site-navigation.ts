import type { Locale } from '@/lib/i18n/locales';
import { fallbackFooter, fallbackMenu } from './fallback-navigation';
import type { NavGroup, NavItem } from './nav-types';

/** Main menu and footer groups for a locale. */
export async function siteNavigation(locale: Locale): Promise<{ menu: NavItem[]; footer: NavGroup[] }> {
  const [menu, footer] = await Promise.all([fallbackMenu(locale), fallbackFooter(locale)]);
  return { menu, footer };
}
