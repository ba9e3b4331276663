import { getFooter, getMenu } from '@/lib/content/queries/globals';
import type { FooterGroup } from '@/lib/content/menu';
import type { MenuEntry } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { fallbackFooter, fallbackMenu } from '@/lib/navigation/fallback';
import type { NavGroup, NavItem } from '@/lib/navigation/types';

/** Content menu entries → nav items; entries without a link are kept only as parents of a submenu. */
export function toNavItems(entries: MenuEntry[]): NavItem[] {
  return entries.flatMap((entry): NavItem[] => {
    const children = toNavItems(entry.submenu);
    const href = entry.path ?? children[0]?.href;
    if (!href || !entry.name) return [];
    return [{ id: entry.id || href, label: entry.name, href, position: entry.position, children }];
  });
}

export function toNavGroups(groups: FooterGroup[]): NavGroup[] {
  return groups
    .map((group) => ({
      title: group.title,
      links: group.links.flatMap((link) => (link.path && link.label ? [{ label: link.label, href: link.path }] : [])),
    }))
    .filter((group) => group.title && group.links.length);
}

/** Main menu and footer groups from content; the built-in ones when content cannot answer. */
export async function siteNavigation(locale: Locale): Promise<{ menu: NavItem[]; footer: NavGroup[] }> {
  const [entries, groups] = await Promise.all([getMenu(locale), getFooter(locale)]);
  const menu = toNavItems(entries);
  const footer = toNavGroups(groups);
  return {
    menu: menu.length ? menu : await fallbackMenu(locale),
    footer: footer.length ? footer : await fallbackFooter(locale),
  };
}
