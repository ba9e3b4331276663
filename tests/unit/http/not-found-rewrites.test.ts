// @vitest-environment node
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import proxy from '@/proxy';

async function target(path: string) {
  const response = await proxy(new NextRequest(`http://localhost:3000${path}`));
  const rewrite = response.headers.get('x-middleware-rewrite');
  return rewrite && new URL(rewrite).pathname;
}

// ADR 0064: a page that throws notFound() answers an empty document; these requests go where Next renders the 404.
describe('the proxy sends requests for pages that cannot exist to a route that answers them', () => {
  it("rewrites a blog listing's ?page= to its listed param, so a page past the last matches no page", async () => {
    expect(await target('/blog?page=2')).toBe('/en/blog/~2');
    expect(await target('/it/blog?page=99')).toBe('/it/blog/~99');
    expect(await target('/de/blog/lebensmittelverschwendung?page=3')).toBe('/de/blog/lebensmittelverschwendung~3');
    expect(await target('/blog/food-waste?page=1')).toBe('/en/blog/food-waste');
    expect(await target('/blog/food-waste?page=abc')).toBe('/en/blog/food-waste');
    expect(await target('/de/blog/suche?q=k&page=2')).toBe('/de/blog/search');
    expect(await target('/blog/food-waste/freshly-modes?page=2')).toBe('/en/blog/food-waste/freshly-modes');
  });

  it('sends an address that names the internal page param itself to the 404', async () => {
    expect(await target('/blog/food-waste~2')).toBe('/_not-found');
    expect(await target('/de/blog/%7E2')).toBe('/_not-found');
  });

  it('sends a fast-checkout link without a valid SKU and quantity to the 404, and a well-formed one to the page', async () => {
    for (const query of ['', '?sku=!!', '?sku=FRESHLY&quantity=0', '?sku=FRESHLY&quantity=100', '?sku=A&sku=B']) {
      expect(await target(`/de/schnellkauf${query}`), query).toBe('/_not-found');
    }
    expect(await target('/it/acquisto-rapido?sku=FRESHLY&quantity=2')).toBe('/it_IT-consumer/fast-checkout');
    expect(await target('/fast-checkout?sku=freshly&quantity=')).toBe('/en_IE-consumer/fast-checkout');
  });
});
