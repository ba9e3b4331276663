import { beforeAll, describe, expect, it } from 'vitest';
import { fetchFaqEntries, trainingParaphrases, type FaqEntry } from '@/lib/assistant/articles';
import { decide } from '@/lib/assistant/decide';
import { buildArtifact, loadAssistant, rankArticles, type Assistant } from '@/lib/assistant/model';
import { words } from '@/lib/assistant/spelling';
import { createContentClient } from '@/lib/content/sdk';
import { locales, type Locale } from '@/lib/i18n/locales';
import { heldOut } from '@/tests/eval/assistant-heldout';

const entries = {} as Record<Locale, FaqEntry[]>;
const assistants = {} as Record<Locale, Assistant>;

beforeAll(async () => {
  const { client } = createContentClient();
  for (const locale of locales) {
    entries[locale] = await fetchFaqEntries(client, locale);
    assistants[locale] = await loadAssistant(JSON.parse(JSON.stringify(await buildArtifact(locale, entries[locale]))));
  }
}, 60_000);

describe('training data', () => {
  it('has paraphrases for every FAQ article in every language, and none for unknown articles', () => {
    for (const locale of locales) {
      const uids = entries[locale].map((entry) => entry.uid).sort();
      expect(uids.length).toBeGreaterThan(20);
      expect(Object.keys(trainingParaphrases[locale]).sort()).toEqual(uids);
      for (const uid of uids) expect(trainingParaphrases[locale][uid].length).toBeGreaterThanOrEqual(6);
    }
  });

  it('keeps the held-out questions out of training (no sentence shared, labels are real articles)', () => {
    for (const locale of locales) {
      const trained = new Set(
        Object.values(trainingParaphrases[locale])
          .flat()
          .map((text) => words(text).join(' ')),
      );
      for (const { question, uid } of heldOut[locale]) {
        expect(trained.has(words(question).join(' '))).toBe(false);
        expect(entries[locale].some((entry) => entry.uid === uid)).toBe(true);
      }
      expect(heldOut[locale].length).toBeGreaterThanOrEqual(20);
    }
  });
});

describe('the assistant model (trained on the embedded FAQ)', () => {
  it.each([
    ['en', 'how long does the battery last'],
    ['de', 'Wie lange hält der Akku?'],
    ['it', 'Quanto dura la batteria?'],
  ] as const)('answers the battery question in %s with the recharge article', async (locale, question) => {
    const decision = decide(await rankArticles(assistants[locale], question));
    expect(decision).toMatchObject({ kind: 'answer', best: { uid: 'recharge' } });
  });

  it('hands over on a question the FAQ does not cover', async () => {
    for (const locale of locales) {
      expect(decide(await rankArticles(assistants[locale], 'xylophone quantum zebra')).kind).toBe('handover');
    }
  });

  it('ranks a misspelt question to its article', async () => {
    const ranked = await rankArticles(assistants.en, 'whats the waranty on my purifer');
    expect(ranked[0]?.uid).toBe('warranty');
  });
});
