// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyFaqPath, legacyFaqSegments } from '@/app/[locale]/[...rest]/legacy-faq-path';
import { configureContentClient } from '@/lib/content/instance';

const contentRoot = fileURLToPath(new URL('../../../content', import.meta.url));

beforeAll(() => {
  configureContentClient({ env: {}, contentRoot });
});

type Doc = { uid: string; alternate_languages: { lang: string; uid: string }[] };

/** Slugs that are names or codes in every language. */
const sameEverywhere = new Set(['aura', 'freshly', 'verde-basic', 'verde-smart', 'e02-sensor-offline', 'wifi-offline']);

// The client is shared by the files of a worker: the next one starts from the default again.
afterAll(() => configureContentClient({}));

// Issue 26 defect 12: the FAQ's addresses under /de and /it were English.
describe('FAQ slugs', () => {
  it.each(['de-de', 'it-it'])('are in the language of the page under %s', (lang) => {
    const english = ['faq_product', 'faq_section', 'faq_article'].flatMap((type) =>
      readdirSync(`content/documents/${lang}/${type}`).flatMap((file) => {
        const doc = JSON.parse(readFileSync(`content/documents/${lang}/${type}/${file}`, 'utf8')) as Doc;
        const en = doc.alternate_languages.find((alternate) => alternate.lang === 'en-gb')?.uid;
        return doc.uid === en && !sameEverywhere.has(doc.uid) ? [`${type}/${doc.uid}`] : [];
      }),
    );
    expect(english).toEqual([]);
  });

  it('redirects the old English addresses to the localized ones', async () => {
    expect(await legacyFaqPath('de', ['faq', 'freshly', 'guide', 'recharge'])).toBe(
      '/de/faq/freshly/anleitung/aufladen',
    );
    expect(await legacyFaqPath('it', ['faq', 'freshly', 'shipping-returns'])).toBe('/it/faq/freshly/spedizione-e-resi');
    expect(await legacyFaqPath('de', ['faq', 'spare-parts'])).toBe('/de/faq/ersatzteile');
    expect(await legacyFaqPath('de', ['faq', 'freshly', 'guide', 'nothing'])).toBeNull();
    expect(await legacyFaqPath('en', ['faq', 'freshly', 'guide', 'recharge'])).toBeNull();
    expect(await legacyFaqPath('de', ['blog', 'freshly'])).toBeNull();
  });

  it('lists the old English addresses a language moved, for the catch-all to prerender as redirects', async () => {
    const de = await legacyFaqSegments('de');
    expect(de).toContainEqual(['faq', 'freshly', 'guide', 'recharge']);
    expect(de).toContainEqual(['faq', 'spare-parts']);
    expect(de).not.toContainEqual(['faq', 'freshly']);
    for (const rest of de) expect(await legacyFaqPath('de', rest), rest.join('/')).toMatch(/^\/de\/faq\//);
    expect(await legacyFaqSegments('it')).toContainEqual(['faq', 'freshly', 'shipping-returns']);
    expect(await legacyFaqSegments('en')).toEqual([]);
  });
});
