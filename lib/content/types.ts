import type { Content } from '@prismicio/client';
import type { Locale } from '@/lib/i18n/locales';

/** Any slice a page or product page's slice zone holds (the generated types in prismicio-types.d.ts). */
export type ContentSlice = Content.PageDocumentDataSlicesSlice;

/** A menu entry with its submenu (items whose `parent_id` is this item's `item_id`). */
export interface MenuEntry {
  id: string;
  name: string;
  path: string | null;
  position: 'left' | 'right';
  submenu: MenuEntry[];
}

export interface Paged<T> {
  results: T[];
  page: number;
  pageSize: number;
  totalPages: number;
  totalResults: number;
}

/** Paths of a document's translations by app locale (language switcher, hreflang). */
export type Alternates = Partial<Record<Locale, string>>;

export interface SitemapEntry {
  path: string;
  locale: Locale;
  type: string;
  lastModified: string;
  alternates: Alternates;
}
