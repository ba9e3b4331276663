// @vitest-environment node
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET as switchLocale } from '@/app/api/locale/route';
import proxy from '@/proxy';

afterEach(() => vi.unstubAllEnvs());

const remembered = (response: Response) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith('NEXT_LOCALE='));

describe('the remembered language (ADR 0051)', () => {
  it('is a Secure cookie on an https site, from the switcher and from `/`', async () => {
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://shop.example');
    const switched = await switchLocale(new Request('https://shop.example/api/locale?to=de&from=/'));
    expect(remembered(switched)).toMatch(/^NEXT_LOCALE=de;.*; Secure/);
    const home = await proxy(new NextRequest('https://shop.example/', { headers: { 'accept-language': 'it' } }));
    expect(home.status).toBe(307);
    expect(remembered(home)).toMatch(/^NEXT_LOCALE=it;.*; Secure/);
  });

  it('stays without Secure on a plain-http site such as http://localhost', async () => {
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'http://localhost:3000');
    const switched = await switchLocale(new Request('http://localhost:3000/api/locale?to=de&from=/'));
    expect(remembered(switched)).toMatch(/^NEXT_LOCALE=de;/);
    expect(remembered(switched)).not.toMatch(/Secure/i);
  });
});
