import {
  asLink,
  isFilled,
  type FilledContentRelationshipField,
  type LinkField,
  type LinkResolverFunction,
  type Route,
} from '@prismicio/client';
import { locales, type Locale } from '@/lib/i18n/locales';
import { pathFor } from '@/lib/routes/paths';
import type { AppPathname } from '@/lib/routes/table';
import { toContentLang, toLocale } from './langs';

export const notFoundPath = '/not-found';

/** A route of the table in Prismic's `routes` syntax (`/de/blog/:category/:uid`). */
function pattern(locale: Locale, pathname: AppPathname, params: Record<string, string> = {}): string {
  return pathFor(locale, {
    pathname,
    params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, `:${v}`])),
  });
}

/** Spec §2 link resolution as the Content API `routes` option, one set per language; paths come from the route table. */
export const contentRoutes: Route[] = locales.flatMap((locale): Route[] => {
  const lang = toContentLang(locale);
  return [
    { type: 'page', uid: 'home', lang, path: pattern(locale, '/') },
    { type: 'page', lang, path: pattern(locale, '/[uid]', { uid: 'uid' }) },
    { type: 'product_page', lang, path: pattern(locale, '/[uid]', { uid: 'uid' }) },
    { type: 'blog_category', lang, path: pattern(locale, '/blog/[category]', { category: 'uid' }) },
    {
      type: 'post',
      lang,
      path: pattern(locale, '/blog/[category]/[uid]', { category: 'category', uid: 'uid' }),
      resolvers: { category: 'category' },
    },
    { type: 'faq_product', lang, path: pattern(locale, '/faq/[product]', { product: 'uid' }) },
    {
      type: 'faq_section',
      lang,
      path: pattern(locale, '/faq/[product]/[section]', { product: 'product', section: 'uid' }),
      resolvers: { product: 'product' },
    },
    {
      type: 'faq_article',
      lang,
      path: pattern(locale, '/faq/[product]/[section]/[uid]', { product: 'product', section: 'section', uid: 'uid' }),
      resolvers: { section: 'section', product: 'section.product' },
    },
  ];
});

type LinkLike = Pick<FilledContentRelationshipField, 'type' | 'lang'> & {
  uid?: string | null;
  url?: string | null;
  isBroken?: boolean;
  data?: unknown;
};

function categoryUid(link: LinkLike): string | undefined {
  const data = link.data as { category?: { uid?: string } } | undefined;
  return data?.category?.uid;
}

/** The same rules as `contentRoutes` for rich text and documents; falls back to an API-computed `url`. */
export function resolveLink(link: LinkLike): string {
  const locale = toLocale(link.lang);
  if (link.isBroken || !locale) return notFoundPath;
  const uid = link.uid ?? undefined;
  switch (link.type) {
    case 'page':
      if (uid === 'home') return pathFor(locale, { pathname: '/' });
      return uid ? pathFor(locale, { pathname: '/[uid]', params: { uid } }) : notFoundPath;
    case 'product_page':
      return uid ? pathFor(locale, { pathname: '/[uid]', params: { uid } }) : notFoundPath;
    case 'blog_category':
      return uid ? pathFor(locale, { pathname: '/blog/[category]', params: { category: uid } }) : notFoundPath;
    case 'post': {
      const category = categoryUid(link);
      if (uid && category) return pathFor(locale, { pathname: '/blog/[category]/[uid]', params: { category, uid } });
      return link.url || notFoundPath;
    }
    case 'faq_product':
    case 'faq_section':
    case 'faq_article':
      return link.url || notFoundPath;
    default:
      return notFoundPath;
  }
}

export const linkResolver: LinkResolverFunction<string> = (link) => resolveLink(link);

/** The href of a link field (documents through the link resolver, web links as written); null when empty. */
export function linkHref(field: LinkField | null | undefined): string | null {
  if (!field || !isFilled.link(field)) return null;
  return asLink(field, { linkResolver }) ?? null;
}

/** Same-site paths go through the client router; anything else is a plain external anchor. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
