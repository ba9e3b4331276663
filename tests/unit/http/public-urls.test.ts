// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET as unsubscribePage } from '@/app/api/newsletter/unsubscribe/route';

afterEach(() => vi.unstubAllEnvs());

describe('links the site answers with (ADR 0051)', () => {
  it('send a browser opening the one-click unsubscribe link to the public site, never the port it reached', async () => {
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://shop.example');
    const behindProxy = new Request('http://127.0.0.1:13000/api/newsletter/unsubscribe?u=7.token&locale=de');
    const answer = await unsubscribePage(behindProxy);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('https://shop.example/de/newsletter/abmelden?u=7.token');
  });
});
