// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { GET, POST } from '@/app/api/search/route';
import { consumeLimit, limits } from '@/lib/http/rate-limit';
import type { SearchAnswer } from '@/lib/search/answer';
import { searchSite } from '@/lib/search/server';

let client = 0;
const get = (query: string, headers: Record<string, string> = {}) => {
  client += 1;
  return GET(
    new Request(`http://localhost:3000/api/search?${query}`, {
      headers: { accept: 'application/json', 'x-forwarded-for': `10.9.0.${client}`, ...headers },
    }),
  );
};

describe('GET /api/search', () => {
  it('answers the first hits, products first, and the count the results page lists, cacheable for everyone', async () => {
    const response = await get('q=frigorifero&locale=it&limit=3');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('public');
    const body: SearchAnswer = await response.json();
    const { count, hits } = await searchSite('it', 'frigorifero');
    expect(body.count).toBe(count);
    expect(count).toBe(hits.length);
    expect(count).toBeGreaterThan(3);
    expect(body.hits.map((hit) => hit.kind)).toEqual(['product', 'faq', 'post']);
    expect(body.hits[0]).toMatchObject({ title: 'Freshly', href: '/it/freshly', sku: 'FRESHLY-01' });
    expect(body.summary).toBe(`${count} risultati per “frigorifero”`);
    expect(body.seeAll).toBe(`Vedi tutti i ${count} risultati`);
  }, 30_000);

  it('refuses a bad term with a localized 400 that says why', async () => {
    const short = await get('q=a&locale=de');
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ code: 'short', error: 'Bitte geben Sie mindestens 2 Zeichen ein.' });
    const long = await get(`q=${'x'.repeat(101)}&locale=it`);
    expect(await long.json()).toMatchObject({ code: 'long', error: 'Accorcia la ricerca a 100 caratteri.' });
    expect((await get('locale=en')).status).toBe(400);
    expect((await get('q=ab%00cd&locale=en')).status).toBe(400);
  });

  it('refuses an unknown locale or limit with the guard localized 400, and other methods with 405', async () => {
    const locale = await get('q=aura&locale=fr', { cookie: 'NEXT_LOCALE=de' });
    expect(locale.status).toBe(400);
    expect((await locale.json()).code).toBe('badRequest');
    expect((await get('q=aura&locale=en&limit=500')).status).toBe(400);
    const post = await POST(new Request('http://localhost:3000/api/search', { method: 'POST' }));
    expect(post.status).toBe(405);
  });

  it('counts the client address and answers 429 with Retry-After over its allowance', async () => {
    for (let i = 0; i < limits.searchAddress.points; i++) await consumeLimit('searchAddress', '10.9.9.9');
    const refused = await get('q=aura&locale=en', { 'x-forwarded-for': '10.9.9.9' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
