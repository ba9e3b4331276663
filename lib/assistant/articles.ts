import { asText, type Content } from '@prismicio/client';
import type { ContentApi } from '@/lib/content/sdk';
import { contentLangs, toContentLang } from '@/lib/content/langs';
import type { Locale } from '@/lib/i18n/locales';
import { paraphrases as de } from './training/de';
import { everyday as deEveryday } from './training/de-everyday';
import { shop as deShop } from './training/de-shop';
import { paraphrases as en } from './training/en';
import { everyday as enEveryday } from './training/en-everyday';
import { shop as enShop } from './training/en-shop';
import { paraphrases as it } from './training/it';
import { everyday as itEveryday } from './training/it-everyday';
import { shop as itShop } from './training/it-shop';

/** One FAQ article as the search index and the assistant see it. */
export type FaqEntry = { uid: string; title: string; answer: string; url: string };

type Paraphrases = Record<string, string[]>;

function merged(...sources: Paraphrases[]): Paraphrases {
  const uids = new Set(sources.flatMap((source) => Object.keys(source)));
  return Object.fromEntries([...uids].map((uid) => [uid, sources.flatMap((source) => source[uid] ?? [])]));
}

/** Per language and article uid: the paraphrases, then the everyday ones (both training only). */
export const trainingParaphrases: Record<Locale, Paraphrases> = {
  en: merged(en, enShop, enEveryday),
  de: merged(de, deShop, deEveryday),
  it: merged(it, itShop, itEveryday),
};

/** The article's key in every language: its English uid, as translated slugs differ (`returns`, `rueckgabe`, `resi`). */
function articleKey(document: Content.FaqArticleDocument): string {
  return document.alternate_languages.find((alternate) => alternate.lang === contentLangs.en)?.uid ?? document.uid;
}

export function toFaqEntry(document: Content.FaqArticleDocument): FaqEntry {
  return {
    uid: articleKey(document),
    title: document.data.question?.trim() || document.uid,
    answer: asText(document.data.answer, { separator: ' ' }).replace(/\s+/g, ' ').trim(),
    url: document.url ?? '',
  };
}

/** Every FAQ article of a language, with its question, plain answer and resolved URL. */
export async function fetchFaqEntries(client: ContentApi, locale: Locale): Promise<FaqEntry[]> {
  const documents = await client.getAllByType('faq_article', { lang: toContentLang(locale) });
  return documents.map(toFaqEntry).sort((a, b) => a.uid.localeCompare(b.uid));
}
