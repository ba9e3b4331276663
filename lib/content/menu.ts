import { asLink, type LinkField, type Content } from '@prismicio/client';
import { linkResolver } from './links';
import type { MenuEntry } from './types';

function linkPath(link: LinkField | null | undefined): string | null {
  return link ? asLink(link, { linkResolver }) : null;
}

/** Menu items → top-level entries, each with its submenu (items whose `parent_id` is its `item_id`). */
export function toMenuEntries(menu: Content.MenuDocument): MenuEntry[] {
  const items = (menu.data.items ?? []).map((item) => ({
    entry: {
      id: item.item_id ?? '',
      name: item.name ?? '',
      path: linkPath(item.link),
      position: item.position === 'right' ? ('right' as const) : ('left' as const),
      submenu: [] as MenuEntry[],
    },
    parent: item.parent_id ?? '',
  }));
  const byId = new Map(items.map(({ entry }) => [entry.id, entry]));
  const top: MenuEntry[] = [];
  for (const { entry, parent } of items) {
    const owner = parent ? byId.get(parent) : undefined;
    if (owner && owner !== entry) owner.submenu.push(entry);
    else top.push(entry);
  }
  return top;
}

export interface FooterGroup {
  title: string;
  links: { label: string; path: string | null }[];
}

export function toFooterGroups(footer: Content.FooterDocument): FooterGroup[] {
  return (footer.data.slices ?? [])
    .filter((slice) => slice.slice_type === 'footer_group')
    .map((slice) => ({
      title: slice.primary.title ?? '',
      links: slice.items.map((item) => ({ label: item.label ?? '', path: linkPath(item.link) })),
    }));
}
