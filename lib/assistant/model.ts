import type { Locale } from '@/lib/i18n/locales';
import { trainingParaphrases, type FaqEntry } from './articles';
import { loadClassifier, trainClassifier, type Classifier, type TrainingSample } from './classifier';
import { blend, thresholds } from './decide';
import { applyLexicon, spellingVariants } from './lexicon';
import { articleProducts, preferNamedProducts, productNames, namedProducts, type ArticleProducts } from './products';
import { createSpeller, words } from './spelling';
import {
  buildFaqIndex,
  loadFaqIndex,
  saveFaqIndex,
  searchFaq,
  stopWords,
  type FaqIndex,
  type FaqIndexData,
} from './search';

/** What the build writes per language: the articles, the search index, the intent model and its vocabulary. */
export type AssistantArtifact = {
  locale: Locale;
  entries: FaqEntry[];
  index: FaqIndexData;
  classifier: string;
  vocabulary: string[];
  products: ArticleProducts;
};
/** Paraphrases per article uid (lib/assistant/training by default; a cross-validation fold passes a subset). */
type Paraphrases = Record<string, string[]>;

export type Assistant = {
  locale: Locale;
  entries: Map<string, FaqEntry>;
  index: FaqIndex;
  classifier: Classifier;
  spell: ReturnType<typeof createSpeller>;
  products: ArticleProducts;
};

/** Distinct words, most frequent first: the speller prefers the commoner of two equally near corrections. */
function byFrequency(all: string[]): string[] {
  const counts = new Map<string, number>();
  for (const word of all) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts].sort(([a, m], [b, n]) => n - m || a.localeCompare(b)).map(([word]) => word);
}

/** Each article's own question plus its paraphrases; shop-wide articles also with each product name appended. */
function trainingSamples(entries: FaqEntry[], paraphrases: Paraphrases): TrainingSample[] {
  const owners = articleProducts(paraphrases);
  return entries.flatMap((entry) => {
    const texts = [entry.title, ...(paraphrases[entry.uid] ?? [])];
    const named = owners[entry.uid]
      ? []
      : texts.slice(1, 1 + productNames.length).map((text, i) => `${text} ${productNames[i]}`);
    return [...texts, ...named].map((text) => ({ uid: entry.uid, text }));
  });
}

export async function buildArtifact(
  locale: Locale,
  entries: FaqEntry[],
  paraphrases: Paraphrases = trainingParaphrases[locale],
): Promise<AssistantArtifact> {
  const samples = trainingSamples(entries, paraphrases);
  const vocabulary = byFrequency(samples.flatMap((sample) => words(sample.text)));
  const spell = createSpeller(vocabulary, stopWords[locale], spellingVariants[locale]);
  const hints = (uid: string) => (paraphrases[uid] ?? []).join(' · ');
  const documents = entries.map((entry) => ({ id: entry.uid, ...entry, hints: hints(entry.uid) }));
  const [index, classifier] = await Promise.all([
    buildFaqIndex(locale, documents),
    trainClassifier(
      locale,
      samples.map(({ uid, text }) => ({ uid, text: spell(text).text })),
    ),
  ]);
  const products = articleProducts(paraphrases);
  return { locale, entries, index: saveFaqIndex(index), classifier, vocabulary, products };
}

export async function loadAssistant(artifact: AssistantArtifact): Promise<Assistant> {
  return {
    locale: artifact.locale,
    entries: new Map(artifact.entries.map((entry) => [entry.uid, entry])),
    index: loadFaqIndex(artifact.locale, artifact.index),
    classifier: await loadClassifier(artifact.locale, artifact.classifier),
    spell: createSpeller(artifact.vocabulary, stopWords[artifact.locale], spellingVariants[artifact.locale]),
    products: artifact.products,
  };
}

/**
 * Articles that may answer `question`, best first (classifier and retrieval blended), each score scaled by the share
 * of the question's words the model knows: a question mostly in words it never saw is not answered confidently.
 */
export async function rankArticles(assistant: Assistant, question: string) {
  const raw = question.slice(0, 500);
  const plain = applyLexicon(assistant.locale, raw);
  const { text, coverage } = assistant.spell(plain);
  const classified = text ? await assistant.classifier.classify(text) : [];
  const retrieved = searchFaq(assistant.index, `${plain} ${text}`, 5, 0);
  const ranked = blend(classified, retrieved)
    .filter((item) => assistant.entries.has(item.uid))
    .map((item) => ({ uid: item.uid, score: item.score * coverage }));
  return preferNamedProducts(ranked, namedProducts(raw), assistant.products, thresholds.productDamping);
}
