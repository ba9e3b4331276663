import { expect, test, type APIRequestContext } from '../axe';

const maxPages = 400;

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

async function crawl(request: APIRequestContext, roots: string[]) {
  const queue = [...roots];
  const seen = new Set(queue);
  const referrer = new Map<string, string>(roots.map((root) => [root, '(start)']));
  const broken: string[] = [];
  let visited = 0;
  while (queue.length && visited < maxPages) {
    const batch = queue.splice(0, 6);
    visited += batch.length;
    await Promise.all(
      batch.map(async (path) => {
        const response = await request.get(path);
        if (response.status() >= 400) {
          broken.push(`${path} (${response.status()}) linked from ${referrer.get(path)}`);
          return;
        }
        if (!(response.headers()['content-type'] ?? '').includes('text/html')) return;
        for (const link of internalLinks(await response.text(), path)) {
          if (seen.has(link)) continue;
          seen.add(link);
          referrer.set(link, path);
          queue.push(link);
        }
      }),
    );
  }
  return { broken, visited, discovered: seen.size };
}

test('a crawl from /, /de and /it finds no broken internal link', async ({ request }) => {
  test.setTimeout(300_000);
  const { broken, visited, discovered } = await crawl(request, ['/', '/de', '/it']);
  console.log(`[crawl] visited ${visited} pages, discovered ${discovered} internal urls`);
  expect(visited).toBeGreaterThan(100);
  expect(broken).toEqual([]);
});
