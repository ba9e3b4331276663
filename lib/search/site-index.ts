import { count, create, insertMultiple, search, type TypedDocument } from '@orama/orama';
import { tokenizer as tokenizers } from '@orama/orama/components';
import { stemmer as germanStemmer } from '@orama/stemmers/german';
import { stemmer as italianStemmer } from '@orama/stemmers/italian';
import { stopwords as englishStopwords } from '@orama/stopwords/english';
import { stopwords as germanStopwords } from '@orama/stopwords/german';
import { stopwords as italianStopwords } from '@orama/stopwords/italian';
import type { Locale } from '@/lib/i18n/locales';
import type { SearchKind, SiteDocument } from './documents';
import { groupHits, type SiteHit, type SiteResults } from './hits';

const schema = { kind: 'enum', title: 'string', excerpt: 'string', body: 'string', hints: 'string' } as const;

export type SiteIndex = ReturnType<typeof emptyIndex>;

const languages = {
  en: { language: 'english', stopWords: englishStopwords, stemmer: undefined },
  de: { language: 'german', stopWords: germanStopwords, stemmer: germanStemmer },
  it: { language: 'italian', stopWords: italianStopwords, stemmer: italianStemmer },
} as const;

/**
 * Each word as its stem (Orama's English stemmer, `@orama/stemmers` for German and Italian) and as written, stop words
 * left out: the stem finds other forms ("Kühlschränke"), the written word a typo the stemmer cuts differently
 * ("purificatre" stems to "purificatr", "purificatore" to "purif").
 */
function tokenizer(locale: Locale) {
  const { language, stopWords, stemmer } = languages[locale];
  const stemmed = tokenizers.createTokenizer({ language, stopWords: [...stopWords], stemming: true, stemmer });
  const written = tokenizers.createTokenizer({ language, stopWords: [...stopWords] });
  return {
    ...stemmed,
    tokenize: (raw: string, language?: string, prop?: string, withCache?: boolean) => [
      ...new Set([
        ...stemmed.tokenize(raw, language, prop, withCache),
        ...written.tokenize(raw, language, prop, withCache),
      ]),
    ],
  };
}

type SiteIndexDocument = TypedDocument<SiteIndex>;

const boost = { title: 3, hints: 1.5, excerpt: 1.5, body: 1 };

function emptyIndex(locale: Locale) {
  return create({ schema, components: { tokenizer: tokenizer(locale) } });
}

/** Ids are the documents' own, so a hit maps back to its href. */
export async function buildSiteIndex(locale: Locale, documents: SiteDocument[]): Promise<SiteIndex> {
  const index = emptyIndex(locale);
  await insertMultiple(index, documents);
  return index;
}

/**
 * How many typos a word forgives: one from four letters ("fresly"), two from seven ("purifer" is two edits from
 * "purif", the Italian stem of "purificatore"); shorter words would match too much.
 */
function toleranceFor(word: string): number {
  return word.length >= 7 ? 2 : word.length >= 4 ? 1 : 0;
}

/**
 * Every match, prefix and typo-tolerant: the title weighs most, then what the document is (a product's page title
 * and pictures, a FAQ's paraphrases) and its excerpt, then the body. Products come first, then help, then posts,
 * each kind by relevance: a product mentioned once in its long page outranks no FAQ by score, but leads by rule.
 */
export function searchSiteIndex(index: SiteIndex, term: string): SiteResults {
  // One search per word, so each word gets its own tolerance; a document's score is the sum, as Orama's own OR is.
  const found = new Map<string, { score: number; document: SiteIndexDocument }>();
  for (const word of new Set(term.toLowerCase().split(/\s+/).filter(Boolean))) {
    const result = search(index, { term: word, tolerance: toleranceFor(word), limit: count(index), boost });
    if (result instanceof Promise) throw new Error('the site index searches synchronously');
    for (const { id, score, document } of result.hits) {
      found.set(id, { score: (found.get(id)?.score ?? 0) + score, document });
    }
  }
  const ranked = [...found.values()].sort((a, b) => b.score - a.score);
  const hits = ranked.map(({ document }): SiteHit => {
    const stored = document as Partial<SiteDocument>;
    return {
      id: String(document.id),
      kind: document.kind as SearchKind,
      title: document.title,
      excerpt: document.excerpt,
      href: String(stored.href ?? ''),
      ...(stored.sku ? { sku: stored.sku } : {}),
      ...(stored.image ? { image: stored.image } : {}),
    };
  });
  return { count: hits.length, hits: groupHits(hits).flatMap((group) => group.hits) };
}
