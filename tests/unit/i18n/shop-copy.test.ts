// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import itMessages from '@/messages/it.json';

const all = { en, de, it: itMessages };
const homes = { en: 'en-gb', de: 'de-de', it: 'it-it' } as const;

function* strings(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (value && typeof value === 'object') for (const item of Object.values(value)) yield* strings(item);
}

// Issue 26 defect 12, the copy: English number style, one wording for the newsletter offer, the business VAT label.
describe('shop copy', () => {
  it('writes English numbers the English way: 10% and €99, not 10 % and 99 €', () => {
    const german = [...strings(en)].filter((text) => /\d %|\d ?€/.test(text));
    expect(german).toEqual([]);
  });

  it('offers the newsletter discount on the same order in the popup and the page block', () => {
    for (const [locale, messages] of Object.entries(all)) {
      const home = JSON.parse(
        readFileSync(`content/documents/${homes[locale as keyof typeof homes]}/page/home.json`, 'utf8'),
      );
      const block = home.data.slices.find((slice: { slice_type: string }) => slice.slice_type === 'newsletter_block');
      expect(messages.forms.newsletter.popup.title, locale).toBe(block.primary.title);
    }
  });

  it('labels the VAT a business pays on top as added, not as excluded', () => {
    expect([en, de, itMessages].map((messages) => messages.cart.summary.taxExcluded)).toEqual([
      'VAT (added)',
      'MwSt. (zzgl.)',
      'IVA (aggiunta)',
    ]);
  });
});
