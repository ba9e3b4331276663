import 'server-only';
import type { Content } from '@prismicio/client';
import { getPosts } from '@/lib/content/queries/blog';
import { getFaqArticles, getFaqSection } from '@/lib/content/queries/faq';
import type { Locale } from '@/lib/i18n/locales';
import { pathFor } from '@/lib/routes/paths';

/** The blog category of fridge and food-saving tips, by its uid in each language. */
const tipsCategory: Record<Locale, string> = {
  en: 'food-waste',
  de: 'lebensmittelverschwendung',
  it: 'spreco-alimentare',
};
/** The fridge purifier's FAQ product (its uid is its name in every language) and two of its sections, per language. */
const faqProduct = 'freshly';
const faqSections = {
  guide: { en: 'guide', de: 'anleitung', it: 'guida' },
  appErrors: { en: 'app-errors', de: 'app-fehler', it: 'errori-app' },
} satisfies Record<string, Record<Locale, string>>;

export type GuideFeeds = {
  posts: Content.PostDocument[];
  blogPath: string;
  guide: Content.FaqArticleDocument[];
  guidePath: string;
  appErrors: Content.FaqArticleDocument[];
  appErrorsPath: string;
};

async function sectionArticles(locale: Locale, section: string): Promise<Content.FaqArticleDocument[]> {
  const doc = await getFaqSection(locale, faqProduct, section);
  return doc ? getFaqArticles(locale, doc.id) : [];
}

function sectionPath(locale: Locale, section: string): string {
  return pathFor(locale, { pathname: '/faq/[product]/[section]', params: { product: faqProduct, section } });
}

/** What the guide shows from other documents: the latest tips posts, the guide FAQ and the app-error articles. */
export async function guideFeeds(locale: Locale): Promise<GuideFeeds> {
  const category = tipsCategory[locale];
  const [posts, guide, appErrors] = await Promise.all([
    getPosts(locale, { category, pageSize: 3 }),
    sectionArticles(locale, faqSections.guide[locale]),
    sectionArticles(locale, faqSections.appErrors[locale]),
  ]);
  return {
    posts: posts.results,
    blogPath: pathFor(locale, { pathname: '/blog/[category]', params: { category } }),
    guide,
    guidePath: sectionPath(locale, faqSections.guide[locale]),
    appErrors,
    appErrorsPath: sectionPath(locale, faqSections.appErrors[locale]),
  };
}
