import { expect, test } from '../axe';

// What only the whole server shows (server/serve.ts, next.config.ts headers, the proxy): issue 21 item 10.
test('responses leak no internal rewrite, name the running origin and refuse foreign actions cleanly', async ({
  request,
  baseURL,
}) => {
  const page = await request.get('/technology');
  expect(page.status()).toBe(200);
  expect(page.headers()['x-middleware-rewrite']).toBeUndefined();

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${new URL(baseURL!).origin}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${new URL(baseURL!).origin}/`);

  const missingAsset = await request.get('/_next/static/chunks/no-such-chunk.js');
  expect(missingAsset.status()).toBe(404);
  expect(missingAsset.headers()['content-security-policy']).toContain("script-src 'none'");

  const foreignAction = await request.post('/contact', {
    headers: { 'Next-Action': '0123456789abcdef0123456789abcdef01234567', Origin: 'https://evil.example' },
    data: '[]',
  });
  expect(foreignAction.status()).toBe(403);
});
