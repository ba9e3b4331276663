import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { canonicalContentPath, staticRoutePath } from '@/lib/routes/paths';
import type { AppPathname } from '@/lib/routes/table';

type Locale = 'en' | 'de' | 'it';
interface Doc {
  id: string;
  uid?: string;
  type: string;
  lang: string;
  alternate_languages: { id: string; uid?: string; lang: string }[];
  data: Record<string, { id?: string; uid?: string } | unknown>;
}

const langs: Record<string, Locale> = { 'en-gb': 'en', 'de-de': 'de', 'it-it': 'it' };
export const locales: Locale[] = ['en', 'de', 'it'];
const root = path.join(process.cwd(), 'content', 'documents');

/** Every seed document, read from the embedded repository. */
function readDocuments(): Doc[] {
  return readdirSync(root, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Doc);
}

const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);
const linkUid = (doc: Doc | undefined, field: string) => (doc?.data[field] as { uid?: string } | undefined)?.uid;
const linkId = (doc: Doc | undefined, field: string) => (doc?.data[field] as { id?: string } | undefined)?.id;

/** The path the site serves a document at (spec §2 link resolution plus the static routes that show pages). */
function documentPath(doc: Doc, byId: Map<string, Doc>): string | null {
  const locale = langs[doc.lang];
  if (!locale || !doc.uid) return null;
  const p = prefix(locale);
  switch (doc.type) {
    case 'page':
      return doc.uid === 'home' ? p || '/' : canonicalContentPath(`${p}/${doc.uid}`);
    case 'product_page':
      return `${p}/${doc.uid}`;
    case 'blog_category':
      return `${p}/blog/${doc.uid}`;
    case 'post':
      return `${p}/blog/${linkUid(doc, 'category')}/${doc.uid}`;
    case 'faq_product':
      return `${p}/faq/${doc.uid}`;
    case 'faq_section':
      return `${p}/faq/${linkUid(doc, 'product')}/${doc.uid}`;
    case 'faq_article': {
      const section = byId.get(linkId(doc, 'section') ?? '');
      return `${p}/faq/${linkUid(section, 'product')}/${linkUid(doc, 'section')}/${doc.uid}`;
    }
    default:
      return null;
  }
}

/** Content-backed app routes (they show a page document, or their message fallback). */
const contentRoutes: AppPathname[] = [
  '/',
  '/blog',
  '/blog/search',
  '/faq',
  '/app',
  '/download',
  '/download/freshly-user-guide',
  '/klarna',
  '/Play',
  '/research',
  '/stores',
  '/story',
  '/suppliers',
  '/team',
  '/work-with-us',
  '/referral',
  '/referral-regulation',
  '/freshly/onboarding',
  '/privacy-app',
];

/** Every content path of a locale: the documents' and the content-backed routes'. */
export function contentPaths(locale: Locale): string[] {
  const docs = readDocuments();
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const fromDocs = docs.filter((doc) => langs[doc.lang] === locale).flatMap((doc) => documentPath(doc, byId) ?? []);
  const fromRoutes = contentRoutes.map((pathname) => staticRoutePath(locale, pathname));
  return [...new Set([...fromRoutes, ...fromDocs])].sort();
}

/** A post with its translations' paths (for the language switch). */
export function postWithTranslations(): Record<Locale, string> {
  const docs = readDocuments();
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const post = docs.find(
    (doc) => doc.type === 'post' && langs[doc.lang] === 'en' && doc.alternate_languages.length >= 2,
  )!;
  const paths = { en: documentPath(post, byId)! } as Record<Locale, string>;
  for (const alt of post.alternate_languages) {
    const translation = byId.get(alt.id);
    if (translation) paths[langs[translation.lang]] = documentPath(translation, byId)!;
  }
  return paths;
}
