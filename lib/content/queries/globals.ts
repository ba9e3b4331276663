import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { defaultLocale } from '@/lib/i18n/locales';
import { toFooterGroups, toMenuEntries, type FooterGroup } from '../menu';
import type {
  FooterDocument,
  FoodprintProfileDocument,
  MenuDocument,
  MenuEntry,
  PlantCarouselItemDocument,
  ReviewDocument,
  SettingsDocument,
} from '../types';
import { inLocale, orderBy, runQuery } from './run';

export async function getMenu(locale: Locale): Promise<MenuEntry[]> {
  const menu = await runQuery(
    'getMenu',
    null,
    async (client) => (await client.getSingle('menu', inLocale(locale))) as unknown as MenuDocument,
  );
  return menu ? toMenuEntries(menu) : [];
}

export async function getFooter(locale: Locale): Promise<FooterGroup[]> {
  const footer = await runQuery(
    'getFooter',
    null,
    async (client) => (await client.getSingle('footer', inLocale(locale))) as unknown as FooterDocument,
  );
  return footer ? toFooterGroups(footer) : [];
}

/** The settings singleton (locales: code, iso, name, short_name), kept in the default language. */
export function getSettings(): Promise<SettingsDocument | null> {
  return runQuery(
    'getSettings',
    null,
    async (client) => (await client.getSingle('settings', inLocale(defaultLocale))) as unknown as SettingsDocument,
  );
}

/** The six result profiles, lowest score range first. */
export function getFoodprintProfiles(locale: Locale): Promise<FoodprintProfileDocument[]> {
  return runQuery(
    'getFoodprintProfiles',
    [],
    async (client) =>
      (await client.getAllByType('foodprint_profile', {
        ...inLocale(locale),
        orderings: orderBy('my.foodprint_profile.score_min'),
      })) as unknown as FoodprintProfileDocument[],
  );
}

export function getReviews(locale: Locale): Promise<ReviewDocument[]> {
  return runQuery(
    'getReviews',
    [],
    async (client) => (await client.getAllByType('review', inLocale(locale))) as unknown as ReviewDocument[],
  );
}

export function getPlantCarouselItems(locale: Locale): Promise<PlantCarouselItemDocument[]> {
  return runQuery(
    'getPlantCarouselItems',
    [],
    async (client) =>
      (await client.getAllByType('plant_carousel_item', inLocale(locale))) as unknown as PlantCarouselItemDocument[],
  );
}
