// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { answerQuestion, faqIndexData } from '@/lib/assistant/server';
import { loadFaqIndex, searchFaq } from '@/lib/assistant/search';
import type { Locale } from '@/lib/i18n/locales';

// What the e2e self-help journeys (tests/e2e/assistant) prove in one locale, here for the real FAQ of every locale.
const cases: {
  locale: Locale;
  typo: string;
  typoHit: string;
  battery: string;
  casualBattery: string;
  batteryArticle: string;
  warrantyArticle: string;
  unknown: string;
}[] = [
  {
    locale: 'en',
    typo: 'warrenty',
    typoHit: 'What warranty do Viridea products have?',
    battery: 'How many days does the Freshly battery hold?',
    casualBattery: 'my Freshly, how long till the battery is empty?',
    batteryArticle: '/faq/freshly/guide/recharge',
    warrantyArticle: '/faq/freshly/shipping-returns/warranty',
    unknown: 'Can I pay with a cheque from my grandmother?',
  },
  {
    locale: 'de',
    typo: 'Garantei',
    typoHit: 'Welche Garantie haben Viridea-Produkte?',
    battery: 'Wie viele Tage hält der Akku von Freshly?',
    casualBattery: 'Mein Freshly: wie lange dauert es, bis der Akku leer ist?',
    batteryArticle: '/de/faq/freshly/anleitung/aufladen',
    warrantyArticle: '/de/faq/freshly/versand-und-rueckgabe/garantie',
    unknown: 'Kann ich mit einem Scheck meiner Oma zahlen?',
  },
  {
    locale: 'it',
    typo: 'garanzai',
    typoHit: 'Che garanzia hanno i prodotti Viridea?',
    battery: 'Quanti giorni dura la batteria di Freshly?',
    casualBattery: 'il mio Freshly, quanto ci mette la batteria a scaricarsi?',
    batteryArticle: '/it/faq/freshly/guida/ricarica',
    warrantyArticle: '/it/faq/freshly/spedizione-e-resi/garanzia',
    unknown: 'Posso pagare con un assegno della nonna?',
  },
];

describe.each(cases)('self-help in $locale', (c) => {
  it('the FAQ search index the browser loads finds the warranty despite a typo, and nothing for gibberish', async () => {
    const index = loadFaqIndex(c.locale, JSON.parse(JSON.stringify(await faqIndexData(c.locale))));
    const hit = searchFaq(index, c.typo)[0];
    expect(hit?.title).toBe(c.typoHit);
    expect(hit?.url).toBe(c.warrantyArticle);
    expect(searchFaq(index, 'qwxzyq')).toEqual([]);
  }, 60_000);

  it('the assistant answers the battery question with the article and hands over on an unknown one', async () => {
    for (const question of [c.battery, c.casualBattery]) {
      const reply = await answerQuestion({ question, locale: c.locale });
      expect(reply.kind, question).toBe('answer');
      expect(
        reply.sources.map((source) => source.url),
        question,
      ).toContain(c.batteryArticle);
      if (question === c.battery) expect(reply.answer).toContain('30');
    }
    const unknown = await answerQuestion({ question: c.unknown, locale: c.locale, history: [] });
    expect(unknown.kind).toBe('handover');
  }, 60_000);
});
