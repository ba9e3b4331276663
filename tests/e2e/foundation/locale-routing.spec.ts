import { expect, test } from '../axe';
import { localizedSlugs as slugs } from '../../support/slugs';

test.describe('localized slugs', () => {
  for (const [en, de, it] of slugs) {
    test(`${en} answers in every locale and redirects foreign slugs`, async ({ request }) => {
      for (const [path, lang] of [
        [en, 'en'],
        [de, 'de'],
        [it, 'it'],
      ]) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(200);
        expect(await response.text()).toContain(`<html lang="${lang}"`);
      }
      // The English slug under a German prefix leads to the German slug.
      const wrong = await request.get(`/de${en}`, { maxRedirects: 0 });
      if (`/de${en}` !== de) {
        expect(wrong.status()).toBe(307);
        expect(wrong.headers().location).toContain(de);
      }
    });
  }
});

test.describe('locale detection on / only', () => {
  test('redirects / to the browser language and remembers it for 365 days', async ({ request }) => {
    const response = await request.get('/', { headers: { 'Accept-Language': 'de-DE,de;q=0.9' }, maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toMatch(/\/de$/);
    const cookie = response.headers()['set-cookie'];
    expect(cookie).toMatch(/NEXT_LOCALE=de/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=31536000/);
  });

  test('keeps English on / for English browsers', async ({ request }) => {
    const response = await request.get('/', { headers: { 'Accept-Language': 'en-US' }, maxRedirects: 0 });
    expect(response.status()).toBe(200);
  });

  test('does not detect on other paths', async ({ request }) => {
    for (const path of ['/de/kontakt', '/contact', '/it/contatti']) {
      const response = await request.get(path, { headers: { 'Accept-Language': 'it' }, maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
    }
  });

  test('a remembered choice wins over the browser language', async ({ request }) => {
    const response = await request.get('/', {
      headers: { 'Accept-Language': 'de', Cookie: 'NEXT_LOCALE=it' },
      maxRedirects: 0,
    });
    expect(response.headers().location).toMatch(/\/it$/);
    const english = await request.get('/', {
      headers: { 'Accept-Language': 'de', Cookie: 'NEXT_LOCALE=en' },
      maxRedirects: 0,
    });
    expect(english.status()).toBe(200);
  });
});

test.describe('alternate and canonical links', () => {
  for (const [path, lang, canonical] of [
    ['/de/kontakt', 'de', '/de/kontakt'],
    ['/it/ricambi', 'it', '/it/ricambi'],
    ['/story', 'en', '/story'],
  ]) {
    test(`${path} emits hreflang for en, de, it, x-default and its canonical`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const hreflangs = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href') ?? '').pathname}`),
        );
      expect(hreflangs.map((h) => h.split(' ')[0]).sort()).toEqual(['de', 'en', 'it', 'x-default']);
      expect(hreflangs).toContain(`x-default ${hreflangs.find((h) => h.startsWith('en '))?.split(' ')[1]}`);
      const href = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(href ?? '').pathname).toBe(canonical);
    });
  }
});

test.describe('not found', () => {
  for (const [path, text] of [
    ['/this-does-not-exist', 'This page could not be found'],
    ['/de/gibt-es-nicht/wirklich', 'Diese Seite konnte nicht gefunden werden'],
    ['/it/non-esiste', 'Impossibile trovare questa pagina'],
    ['/not-found', 'This page could not be found'],
  ]) {
    test(`${path} answers 404 with the localized text`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
      await expect(page.getByRole('main').getByRole('link')).toBeVisible();
    });
  }
});
