import { describe, expect, it } from 'vitest';
import { buildFaqIndex, loadFaqIndex, saveFaqIndex, searchFaq, type SearchDocument } from '@/lib/assistant/search';

const doc = (id: string, title: string, answer: string): SearchDocument => ({
  id,
  title,
  answer,
  hints: '',
  url: `/faq/${id}`,
});

describe('FAQ search index', () => {
  it('finds English articles through stemming and a typo, and nothing for gibberish', async () => {
    const index = await buildFaqIndex('en', [
      doc('recharge', 'How do I recharge Freshly?', 'The battery lasts up to 30 days per charge.'),
      doc('returns', 'Can I return my order?', 'You can return any product within 14 days.'),
    ]);
    expect(searchFaq(index, 'charging')[0]?.uid).toBe('recharge');
    expect(searchFaq(index, 'batery')[0]?.uid).toBe('recharge');
    expect(searchFaq(index, 'returning')[0]).toMatchObject({ uid: 'returns', url: '/faq/returns' });
    expect(searchFaq(index, 'qwxyz')).toEqual([]);
    expect(searchFaq(index, '   ')).toEqual([]);
  });

  it('stems German and Italian with their own stemmers', async () => {
    const de = await buildFaqIndex('de', [
      doc('wash', 'Wie wasche ich den Filter?', 'Spüle den Filter unter Wasser.'),
      doc('ship', 'Was kostet der Versand?', 'Der Versand ist kostenlos.'),
    ]);
    expect(searchFaq(de, 'Filtern waschen')[0]?.uid).toBe('wash');
    expect(searchFaq(de, 'Versandkosten kostenlose')[0]?.uid).toBe('ship');
    const it = await buildFaqIndex('it', [
      doc('charge', 'Come si ricarica la batteria?', 'La batteria dura fino a 30 giorni.'),
      doc('ship', 'Quanto costa la spedizione?', 'La spedizione è gratuita.'),
    ]);
    expect(searchFaq(it, 'batterie')[0]?.uid).toBe('charge');
    expect(searchFaq(it, 'spedizone')[0]?.uid).toBe('ship');
  });

  it('survives a save and load (what the browser receives)', async () => {
    const index = await buildFaqIndex('it', [doc('charge', 'Come si ricarica la batteria?', 'Con il cavo USB-C.')]);
    const loaded = loadFaqIndex('it', JSON.parse(JSON.stringify(saveFaqIndex(index))));
    expect(searchFaq(loaded, 'batterie')[0]?.uid).toBe('charge');
    expect(searchFaq(loaded, 'garanzia')).toEqual([]);
  });
});
