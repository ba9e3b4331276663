import { create, insertMultiple, load, save, search, type RawData } from '@orama/orama';
import { stemmer as germanStemmer } from '@orama/stemmers/german';
import { stemmer as italianStemmer } from '@orama/stemmers/italian';
import { stopwords as englishStopwords } from '@orama/stopwords/english';
import { stopwords as germanStopwords } from '@orama/stopwords/german';
import { stopwords as italianStopwords } from '@orama/stopwords/italian';
import type { Locale } from '@/lib/i18n/locales';

const schema = { title: 'string', answer: 'string', hints: 'string' } as const;

/** What the index stores per article; `hints` are the training paraphrases, searched with less weight. */
export type SearchDocument = { id: string; title: string; answer: string; hints: string; url: string };
export type SearchHit = { uid: string; title: string; url: string; score: number };
export type FaqIndex = ReturnType<typeof createFaqIndex>;
export type FaqIndexData = RawData;

export const stopWords: Record<Locale, readonly string[]> = {
  en: englishStopwords,
  de: germanStopwords,
  it: italianStopwords,
};

function tokenizer(locale: Locale) {
  if (locale === 'de') return { language: 'german', stemmer: germanStemmer, stopWords: [...germanStopwords] };
  if (locale === 'it') return { language: 'italian', stemmer: italianStemmer, stopWords: [...italianStopwords] };
  return { language: 'english', stemming: true, stopWords: [...englishStopwords] };
}

/** An empty, stemmed index with the language's stop words (the same setup on the server and in the browser). */
function createFaqIndex(locale: Locale) {
  return create({ schema, components: { tokenizer: tokenizer(locale) } });
}

export async function buildFaqIndex(locale: Locale, documents: SearchDocument[]): Promise<FaqIndex> {
  const index = createFaqIndex(locale);
  await insertMultiple(index, documents);
  return index;
}

export function saveFaqIndex(index: FaqIndex): FaqIndexData {
  return save(index);
}

export function loadFaqIndex(locale: Locale, data: FaqIndexData): FaqIndex {
  const index = createFaqIndex(locale);
  load(index, data);
  return index;
}

/** Stemmed search, typo-tolerant by default (one edit per word); title first, then paraphrases, then the answer. */
export function searchFaq(index: FaqIndex, term: string, limit = 8, tolerance = 1): SearchHit[] {
  const text = term.trim().slice(0, 200);
  if (!text) return [];
  const result = search(index, {
    term: text,
    tolerance,
    limit,
    boost: { title: 2, hints: 1.5, answer: 1 },
  });
  if (result instanceof Promise) throw new Error('the FAQ index searches synchronously');
  return result.hits.map(({ id, score, document }) => ({
    uid: id,
    title: document.title,
    url: String((document as Partial<SearchDocument>).url ?? ''),
    score,
  }));
}
