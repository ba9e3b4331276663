import { beforeAll, describe, expect, it } from 'vitest';
import { fetchFaqEntries } from '@/lib/assistant/articles';
import { applyLexicon, lexiconTargets, spellingVariants } from '@/lib/assistant/lexicon';
import { buildArtifact } from '@/lib/assistant/model';
import { createContentClient } from '@/lib/content/sdk';
import { locales, type Locale } from '@/lib/i18n/locales';

describe('applyLexicon', () => {
  it('replaces everyday words and phrases by the FAQ words, longest phrase first', () => {
    expect(applyLexicon('en', 'Is postage free?')).toBe('is shipping cost free');
    expect(applyLexicon('en', 'can I send it back')).toBe('can i return');
    expect(applyLexicon('de', 'Wie hoch ist das Porto?')).toBe('wie hoch ist das versandkosten');
    expect(applyLexicon('it', 'quanto costano le spese di spedizione')).toBe('quanto costano le costo spedizione');
  });

  it('writes error codes the way the FAQ does, however they are typed', () => {
    expect(applyLexicon('en', 'E-03 again')).toContain('e03');
    expect(applyLexicon('de', 'Fehler 1')).toContain('e01');
    expect(applyLexicon('it', 'errore E 02')).toContain('e02');
    expect(applyLexicon('it', 'e 3 giorni')).not.toContain('e03');
  });

  it('leaves other words as lower-case words', () => {
    expect(applyLexicon('en', 'Where is the Label?')).toBe('where is the label');
  });
});

describe('the lexicon targets', () => {
  const vocabulary = {} as Record<Locale, Set<string>>;

  beforeAll(async () => {
    const { client } = createContentClient();
    for (const locale of locales) {
      const artifact = await buildArtifact(locale, await fetchFaqEntries(client, locale));
      vocabulary[locale] = new Set(artifact.vocabulary);
    }
  }, 60_000);

  it('are words the model was trained on, in every language', () => {
    for (const locale of locales) {
      expect(lexiconTargets(locale).filter((word) => !vocabulary[locale].has(word))).toEqual([]);
    }
  });
});

describe('spellingVariants', () => {
  it('reads German typed without umlauts or ß', () => {
    expect(spellingVariants.de('kuehlschrank')).toContain('kühlschrank');
    expect(spellingVariants.de('giessen')).toContain('gießen');
    expect(spellingVariants.en('queue')).toEqual([]);
  });

  it('reads an Italian infinitive with its pronoun attached', () => {
    expect(spellingVariants.it('caricarlo')).toEqual(['caricare']);
    expect(spellingVariants.it('montarla')).toEqual(['montare']);
    expect(spellingVariants.it('filtro')).toEqual([]);
  });
});
