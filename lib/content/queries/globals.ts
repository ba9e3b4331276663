import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { defaultLocale } from '@/lib/i18n/locales';
import { toFooterGroups, toMenuEntries, type FooterGroup } from '../menu';
import type { Content } from '@prismicio/client';
import type { MenuEntry } from '../types';
import { listingTags } from './reads';
import { inLocale, orderBy, runQuery } from './run';

export async function getMenu(locale: Locale): Promise<MenuEntry[]> {
  const menu = await runQuery(
    'getMenu',
    null,
    (client) => client.getSingle('menu', inLocale(locale)),
    () => listingTags('menu')(locale),
  );
  return menu ? toMenuEntries(menu) : [];
}

export async function getFooter(locale: Locale): Promise<FooterGroup[]> {
  const footer = await runQuery(
    'getFooter',
    null,
    (client) => client.getSingle('footer', inLocale(locale)),
    () => listingTags('footer')(locale),
  );
  return footer ? toFooterGroups(footer) : [];
}

/** The settings singleton (locales: code, iso, name, short_name), kept in the default language. */
export function getSettings(): Promise<Content.SettingsDocument | null> {
  return runQuery(
    'getSettings',
    null,
    (client) => client.getSingle('settings', inLocale(defaultLocale)),
    () => listingTags('settings')(defaultLocale),
  );
}

/** The six result profiles, lowest score range first. */
export function getFoodprintProfiles(locale: Locale): Promise<Content.FoodprintProfileDocument[]> {
  return runQuery(
    'getFoodprintProfiles',
    [],
    (client) =>
      client.getAllByType('foodprint_profile', {
        ...inLocale(locale),
        orderings: orderBy('my.foodprint_profile.score_min'),
      }),
    () => listingTags('foodprint_profile')(locale),
  );
}

export function getReviews(locale: Locale): Promise<Content.ReviewDocument[]> {
  return runQuery(
    'getReviews',
    [],
    (client) => client.getAllByType('review', inLocale(locale)),
    () => listingTags('review')(locale),
  );
}

export function getPlantCarouselItems(locale: Locale): Promise<Content.PlantCarouselItemDocument[]> {
  return runQuery(
    'getPlantCarouselItems',
    [],
    (client) => client.getAllByType('plant_carousel_item', inLocale(locale)),
    () => listingTags('plant_carousel_item')(locale),
  );
}
