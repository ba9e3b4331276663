import { expect, test } from '../axe';
import { localizedSlugs as slugs } from '../../support/slugs';

// proxy.ts decides these (locale prefix, foreign slugs, detection), so they run against the whole server over HTTP.

/** The attributes of every `<link>` tag of a page's HTML. */
const linkTags = (html: string) =>
  [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) =>
    Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name.toLowerCase(), value])),
  );

test('localized slugs answer in every locale and foreign slugs redirect', { tag: '@smoke' }, async ({ request }) => {
  const failures: string[] = [];
  for (const [en, de, it] of slugs) {
    for (const [path, lang] of [
      [en, 'en'],
      [de, 'de'],
      [it, 'it'],
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      if (response.status() !== 200) failures.push(`${path} → ${response.status()}`);
      else if (!(await response.text()).includes(`<html lang="${lang}"`)) failures.push(`${path} is not lang=${lang}`);
    }
    // The English slug under a German prefix leads to the German slug.
    if (`/de${en}` === de) continue;
    const wrong = await request.get(`/de${en}`, { maxRedirects: 0 });
    if (wrong.status() !== 307 || !wrong.headers().location?.includes(de)) {
      failures.push(`/de${en} → ${wrong.status()} ${wrong.headers().location}`);
    }
  }
  expect(failures).toEqual([]);
});

test('the browser language is detected on / only, and a remembered choice wins', async ({ playwright, baseURL }) => {
  // A fresh context per visitor: the first answer's NEXT_LOCALE cookie must not travel with the next request.
  const visit = async (path: string, headers: Record<string, string>) => {
    const visitor = await playwright.request.newContext({ baseURL });
    const response = await visitor.get(path, { headers, maxRedirects: 0 });
    const result = { status: response.status(), headers: response.headers() };
    await visitor.dispose();
    return result;
  };
  const german = await visit('/', { 'Accept-Language': 'de-DE,de;q=0.9' });
  expect(german.status).toBe(307);
  expect(german.headers.location).toMatch(/\/de$/);
  const cookie = german.headers['set-cookie'];
  expect(cookie).toMatch(/NEXT_LOCALE=de/);
  expect(cookie).toMatch(/Path=\//);
  expect(cookie).toMatch(/Max-Age=31536000/);

  expect((await visit('/', { 'Accept-Language': 'en-US' })).status, 'English browsers stay on /').toBe(200);

  for (const path of ['/de/kontakt', '/contact', '/it/contatti']) {
    expect((await visit(path, { 'Accept-Language': 'it' })).status, `no detection on ${path}`).toBe(200);
  }

  expect((await visit('/', { 'Accept-Language': 'de', Cookie: 'NEXT_LOCALE=it' })).headers.location).toMatch(/\/it$/);
  expect((await visit('/', { 'Accept-Language': 'de', Cookie: 'NEXT_LOCALE=en' })).status).toBe(200);
});

test('pages emit hreflang for en, de, it, x-default and their canonical', async ({ request }) => {
  for (const [path, lang, canonical] of [
    ['/de/kontakt', 'de', '/de/kontakt'],
    ['/it/ricambi', 'it', '/it/ricambi'],
    ['/story', 'en', '/story'],
  ]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`<html lang="${lang}"`);
    const links = linkTags(html);
    const hreflangs = links
      .filter((link) => link.rel === 'alternate' && link.hreflang)
      .map((link) => `${link.hreflang} ${new URL(link.href).pathname}`);
    expect(hreflangs.map((h) => h.split(' ')[0]).sort(), path).toEqual(['de', 'en', 'it', 'x-default']);
    expect(hreflangs, path).toContain(`x-default ${hreflangs.find((h) => h.startsWith('en '))?.split(' ')[1]}`);
    const canonicals = links.filter((link) => link.rel === 'canonical');
    expect(
      canonicals.map((link) => new URL(link.href).pathname),
      path,
    ).toEqual([canonical]);
  }
});

test('unknown paths answer 404 with the localized text and the way home', async ({ page }) => {
  for (const [path, text, home] of [
    ['/this-does-not-exist', 'This page could not be found', 'Go to the home page'],
    ['/de/gibt-es-nicht/wirklich', 'Diese Seite konnte nicht gefunden werden', 'Zur Startseite'],
    ['/it/non-esiste', 'Impossibile trovare questa pagina', 'Vai alla home page'],
    ['/not-found', 'This page could not be found', 'Go to the home page'],
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(text);
    await expect(page.getByRole('main').getByRole('link', { name: home }), path).toBeVisible();
  }
});
