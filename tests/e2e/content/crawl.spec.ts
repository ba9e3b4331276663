import { expect, test, type APIRequestContext } from '../axe';
import { contentPaths, locales } from './documents';

// Far above the site's size: only a link generator gone wild (an endless ?page= chain) reaches it.
const maxPages = 3000;

function internalLinks(html: string, from: string): string[] {
  const links: string[] = [];
  for (const [, href] of html.matchAll(/<a\b[^>]*?\bhref="([^"]+)"/g)) {
    const decoded = href.replace(/&amp;/g, '&');
    if (!decoded.startsWith('/') || decoded.startsWith('//')) continue;
    const url = new URL(decoded, `http://site${from}`);
    // The language switcher's hand-off is covered by its own test; following it would only revisit pages.
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/_next/')) continue;
    links.push(`${url.pathname}${url.search}`);
  }
  return links;
}

/**
 * Fetches every seed and every internal link found on the way exactly once (redirects are not followed but queued,
 * so their targets are fetched once too). Seeds must answer 200 themselves; discovered links must not end in a 4xx/5xx.
 */
async function crawl(request: APIRequestContext, origin: string, seeds: string[]) {
  const seeded = new Set(seeds);
  const queue = [...seeded];
  const seen = new Set(queue);
  const referrer = new Map<string, string>();
  const failures: string[] = [];
  const broken: string[] = [];
  const enqueue = (link: string, from: string) => {
    if (seen.has(link)) return;
    seen.add(link);
    referrer.set(link, from);
    queue.push(link);
  };
  let visited = 0;
  while (queue.length && visited < maxPages) {
    const batch = queue.splice(0, 6);
    visited += batch.length;
    await Promise.all(
      batch.map(async (path) => {
        const response = await request.get(path, { maxRedirects: 0 });
        const status = response.status();
        if (seeded.has(path) && status !== 200) failures.push(`${path} → ${status}`);
        if (status >= 400) {
          if (!seeded.has(path)) broken.push(`${path} (${status}) linked from ${referrer.get(path)}`);
          return;
        }
        const location = response.headers().location;
        if (status >= 300 && location) {
          const target = new URL(location, `${origin}${path}`);
          if (target.origin === origin) enqueue(`${target.pathname}${target.search}`, path);
          return;
        }
        if (!(response.headers()['content-type'] ?? '').includes('text/html')) return;
        for (const link of internalLinks(await response.text(), path)) enqueue(link, path);
      }),
    );
  }
  return { failures, broken, visited, discovered: seen.size, exhausted: queue.length === 0 };
}

// Seeded from the documents under content/ and the route table, so new content is covered automatically.
test('every content path of every locale answers 200 and no internal link is broken', async ({ request, baseURL }) => {
  test.setTimeout(300_000);
  const byLocale = locales.map((locale) => contentPaths(locale));
  for (const [index, paths] of byLocale.entries()) expect(paths.length, locales[index]).toBeGreaterThan(50);
  const seeds = byLocale.flat();
  const { failures, broken, visited, discovered, exhausted } = await crawl(request, new URL(baseURL!).origin, seeds);
  console.log(`[crawl] ${seeds.length} seeds, visited ${visited} pages, discovered ${discovered} internal urls`);
  expect(failures, `${failures.length} of ${seeds.length} content routes failed`).toEqual([]);
  expect(broken).toEqual([]);
  expect(visited).toBeGreaterThan(seeds.length);
  expect(exhausted, `the crawl stopped at ${maxPages} pages`).toBe(true);
});
