import { asText, type Content } from '@prismicio/client';
import type { ContentApi } from '@/lib/content/client';
import { toContentLang } from '@/lib/content/langs';
import type { Locale } from '@/lib/i18n/locales';
import { paraphrases as de } from './training/de';
import { paraphrases as en } from './training/en';
import { paraphrases as it } from './training/it';

/** One FAQ article as the search index and the assistant see it. */
export type FaqEntry = { uid: string; title: string; answer: string; url: string };

export const trainingParaphrases: Record<Locale, Record<string, string[]>> = { en, de, it };

export function toFaqEntry(document: Content.FaqArticleDocument): FaqEntry {
  return {
    uid: document.uid,
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
