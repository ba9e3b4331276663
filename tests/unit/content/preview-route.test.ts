// @vitest-environment node
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/preview/route';
import { configureContentClient } from '@/lib/content/instance';
import { fixtureRoot } from './support';

beforeAll(() => {
  configureContentClient({ env: {}, contentRoot: fixtureRoot });
  vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'http://localhost');
});
afterAll(() => {
  vi.unstubAllEnvs();
  configureContentClient({});
});

describe('GET /api/preview with embedded content', () => {
  it("redirects to the previewed document's page", async () => {
    const response = await GET(new NextRequest('http://localhost/api/preview?documentId=page-tech-de&token=t'));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://localhost/de/technologie');
  });

  it('redirects home without or with an unknown document', async () => {
    for (const query of ['', '?documentId=nope']) {
      const response = await GET(new NextRequest(`http://localhost/api/preview${query}`));
      expect(response.headers.get('location')).toBe('http://localhost/');
    }
  });

  it('redirects to the configured origin, never to the Host the request names', async () => {
    const request = new NextRequest('http://evil.example/api/preview?documentId=page-tech-de', {
      headers: { 'x-forwarded-host': 'evil.example' },
    });
    expect((await GET(request)).headers.get('location')).toBe('http://localhost/de/technologie');
  });
});
