import { containerBootstrap } from '@nlpjs/core';
import { LangDe } from '@nlpjs/lang-de';
import { LangEn } from '@nlpjs/lang-en';
import { LangIt } from '@nlpjs/lang-it';
import { Nlp } from '@nlpjs/nlp';
import type { Locale } from '@/lib/i18n/locales';

export type Scored = { uid: string; score: number };
export type TrainingSample = { uid: string; text: string };
export type Classifier = { classify(text: string): Promise<Scored[]> };

const languages = { en: LangEn, de: LangDe, it: LangIt } satisfies Record<Locale, unknown>;

async function createNlp(locale: Locale): Promise<Nlp> {
  const container = await containerBootstrap();
  container.use(languages[locale]);
  const nlp = new Nlp(
    { languages: [locale], autoSave: false, autoLoad: false, calculateSentiment: false, nlu: { log: false } },
    container,
  );
  nlp.addLanguage(locale);
  return nlp;
}

function wrap(nlp: Nlp, locale: Locale): Classifier {
  return {
    async classify(text) {
      const result = await nlp.process(locale, text);
      return (result.classifications ?? [])
        .filter(({ intent }) => intent !== 'None')
        .map(({ intent, score }) => ({ uid: intent, score }));
    },
  };
}

/** Trains the intent model over the samples (each an utterance labelled with its article uid); returns its export. */
export async function trainClassifier(locale: Locale, samples: TrainingSample[]): Promise<string> {
  if (samples.length === 0) return '';
  const nlp = await createNlp(locale);
  for (const { uid, text } of samples) nlp.addDocument(locale, text, uid);
  await nlp.train();
  return nlp.export(true);
}

/** A classifier from a model trained at build time. */
export async function loadClassifier(locale: Locale, model: string): Promise<Classifier> {
  if (!model) return { classify: async () => [] };
  const nlp = await createNlp(locale);
  nlp.import(model);
  return wrap(nlp, locale);
}
