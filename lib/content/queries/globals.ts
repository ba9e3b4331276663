import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { defaultLocale } from '@/lib/i18n/locales';
import { toFooterGroups, toMenuEntries, type FooterGroup } from '../menu';
import type { MenuEntry } from '../types';
import { listingTags } from './reads';
import { atRequestRef, inLocale, orderBy, runQuery, type ContentRef } from './run';

export async function getMenu(locale: Locale): Promise<MenuEntry[]> {
  const menu = await atRequestRef(singleAt<'menu'>, 'menu', locale);
  return menu ? toMenuEntries(menu) : [];
}

export async function getFooter(locale: Locale): Promise<FooterGroup[]> {
  const footer = await atRequestRef(singleAt<'footer'>, 'footer', locale);
  return footer ? toFooterGroups(footer) : [];
}

/** The settings singleton (locales: code, iso, name, short_name), kept in the default language. */
export const getSettings = () => atRequestRef(singleAt<'settings'>, 'settings', defaultLocale);

/** A singleton document in one language. */
async function singleAt<Type extends 'menu' | 'footer' | 'settings'>(ref: ContentRef, type: Type, locale: Locale) {
  'use cache';
  return runQuery(
    `get ${type}`,
    ref,
    null,
    (client) => client.getSingle(type, inLocale(locale)),
    () => listingTags(type)(locale),
  );
}

/** The six result profiles, lowest score range first. */
export const getFoodprintProfiles = (locale: Locale) =>
  atRequestRef(allOfTypeAt<'foodprint_profile'>, 'foodprint_profile', locale, 'score_min');

export const getReviews = (locale: Locale) => atRequestRef(allOfTypeAt<'review'>, 'review', locale, undefined);

export const getPlantCarouselItems = (locale: Locale) =>
  atRequestRef(allOfTypeAt<'plant_carousel_item'>, 'plant_carousel_item', locale, undefined);

/** Every document of `type` in one language, ordered by the field `orderField` when given. */
async function allOfTypeAt<Type extends 'foodprint_profile' | 'review' | 'plant_carousel_item'>(
  ref: ContentRef,
  type: Type,
  locale: Locale,
  orderField: string | undefined,
) {
  'use cache';
  return runQuery(
    `all ${type}`,
    ref,
    [],
    (client) =>
      client.getAllByType(type, {
        ...inLocale(locale),
        ...(orderField ? { orderings: orderBy(`my.${type}.${orderField}`) } : {}),
      }),
    () => listingTags(type)(locale),
  );
}
