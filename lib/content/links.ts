import type { FilledContentRelationshipField, LinkResolverFunction, Route } from '@prismicio/client';
import { locales, localePrefix } from '@/lib/i18n/locales';
import { toContentLang, toLocale } from './langs';

export const notFoundPath = '/not-found';
export const brokenRoute = notFoundPath;

/** Spec §2 link resolution as the Content API `routes` option, one set per language (prefix '' or '/de'). */
export const contentRoutes: Route[] = locales.flatMap((locale): Route[] => {
  const lang = toContentLang(locale);
  const prefix = localePrefix(locale);
  return [
    { type: 'page', uid: 'home', lang, path: prefix || '/' },
    { type: 'page', lang, path: `${prefix}/:uid` },
    { type: 'product_page', lang, path: `${prefix}/:uid` },
    { type: 'blog_category', lang, path: `${prefix}/blog/:uid` },
    { type: 'post', lang, path: `${prefix}/blog/:category/:uid`, resolvers: { category: 'category' } },
    { type: 'faq_product', lang, path: `${prefix}/faq/:uid` },
    { type: 'faq_section', lang, path: `${prefix}/faq/:product/:uid`, resolvers: { product: 'product' } },
    {
      type: 'faq_article',
      lang,
      path: `${prefix}/faq/:product/:section/:uid`,
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
  const prefix = localePrefix(locale);
  const uid = link.uid ?? undefined;
  switch (link.type) {
    case 'page':
      if (uid === 'home') return prefix || '/';
      return uid ? `${prefix}/${uid}` : notFoundPath;
    case 'product_page':
      return uid ? `${prefix}/${uid}` : notFoundPath;
    case 'blog_category':
      return uid ? `${prefix}/blog/${uid}` : notFoundPath;
    case 'post': {
      const category = categoryUid(link);
      if (uid && category) return `${prefix}/blog/${category}/${uid}`;
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
