// @vitest-environment node
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { rewriteUndecodablePath, screenRequest } from '@/lib/http/path-guard';

const request = (path: string, method = 'GET') => new NextRequest(`https://shop.example${path}`, { method });

describe('screenRequest', () => {
  it('leaves page paths to locale routing', async () => {
    expect(await screenRequest(request('/de/technologie'))).toBeNull();
    expect(await screenRequest(request('/blog/post.html'))).toBeNull();
  });

  it('passes metadata routes and public files through', async () => {
    for (const path of ['/content/images/a.webp', '/robots.txt', '/sitemap.xml']) {
      expect((await screenRequest(request(path)))?.headers.get('x-middleware-next'), path).toBe('1');
    }
  });

  // TRACE cannot be tested here: Next (like fetch) throws while building its Request, before the proxy runs.
  it.each(['PROPFIND', 'FOO', 'MKCOL'])('answers %s with 405 and Allow', async (method) => {
    const response = await screenRequest(request('/robots.txt', method));
    expect(response?.status).toBe(405);
    expect(response?.headers.get('allow')).toContain('GET');
    expect((await screenRequest(request('/de', method)))?.status).toBe(405);
  });

  it('answers undecodable public-file paths with 404', async () => {
    expect((await screenRequest(request('/content/%zz')))?.status).toBe(404);
    expect((await screenRequest(request('/content/images/%E0%A4%A')))?.status).toBe(404);
  });

  it('refuses a 15,000-character path with 414', async () => {
    expect((await screenRequest(request(`/${'a'.repeat(15_000)}`)))?.status).toBe(414);
  });
});

describe('rewriteUndecodablePath', () => {
  it("rewrites to Next's 404 route, naming the path's locale for it", () => {
    const rewrite = (path: string) => {
      const headers = rewriteUndecodablePath(request(path))?.headers;
      return [headers?.get('x-middleware-rewrite'), headers?.get('x-middleware-request-x-next-intl-locale')];
    };
    expect(rewrite('/de/%25')).toEqual(['https://shop.example/_not-found', 'de']);
    expect(rewrite('/%E0%A4%A')).toEqual(['https://shop.example/_not-found', 'en']);
    expect(rewrite('/xx/%zz')).toEqual(['https://shop.example/_not-found', 'en']);
    expect(rewriteUndecodablePath(request('/de/technologie'))).toBeNull();
  });
});
