import { create, insertMultiple, search } from '@orama/orama';
import { stemmer as germanStemmer } from '@orama/stemmers/german';
import { stemmer as italianStemmer } from '@orama/stemmers/italian';
import { stopwords as englishStopwords } from '@orama/stopwords/english';
import { stopwords as germanStopwords } from '@orama/stopwords/german';
import { stopwords as italianStopwords } from '@orama/stopwords/italian';
import type { Locale } from '@/lib/i18n/locales';
import type { SearchKind, SiteDocument } from './documents';
import type { SiteHit } from './hits';

const schema = { kind: 'enum', title: 'string', excerpt: 'string', body: 'string', hints: 'string' } as const;

export type SiteIndex = ReturnType<typeof emptyIndex>;

function tokenizer(locale: Locale) {
  if (locale === 'de') return { language: 'german', stemmer: germanStemmer, stopWords: [...germanStopwords] };
  if (locale === 'it') return { language: 'italian', stemmer: italianStemmer, stopWords: [...italianStopwords] };
  return { language: 'english', stemming: true, stopWords: [...englishStopwords] };
}

function emptyIndex(locale: Locale) {
  return create({ schema, components: { tokenizer: tokenizer(locale) } });
}

/** The language's stemmer and stop words; ids are the documents' own, so a hit maps back to its href. */
export async function buildSiteIndex(locale: Locale, documents: SiteDocument[]): Promise<SiteIndex> {
  const index = emptyIndex(locale);
  await insertMultiple(index, documents);
  return index;
}

/** Words of four letters and more forgive one typo ("fresly"); shorter ones would match too much. */
function toleranceFor(term: string): number {
  return term.split(/\s+/).some((word) => word.length >= 4) ? 1 : 0;
}

/** Prefix and typo-tolerant search; the title weighs most, then the paraphrases and excerpt, then the body. */
export function searchSiteIndex(index: SiteIndex, term: string, limit: number): SiteHit[] {
  const result = search(index, {
    term,
    tolerance: toleranceFor(term),
    limit,
    boost: { title: 3, hints: 1.5, excerpt: 1.5, body: 1 },
  });
  if (result instanceof Promise) throw new Error('the site index searches synchronously');
  return result.hits.map(({ document }) => ({
    id: String(document.id),
    kind: document.kind as SearchKind,
    title: document.title,
    excerpt: document.excerpt,
    href: String((document as Partial<SiteDocument>).href ?? ''),
  }));
}
