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
/** FAQ uids are the same in every language. */
const faqProduct = 'freshly';

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
    sectionArticles(locale, 'guide'),
    sectionArticles(locale, 'app-errors'),
  ]);
  return {
    posts: posts.results,
    blogPath: pathFor(locale, { pathname: '/blog/[category]', params: { category } }),
    guide,
    guidePath: sectionPath(locale, 'guide'),
    appErrors,
    appErrorsPath: sectionPath(locale, 'app-errors'),
  };
}
