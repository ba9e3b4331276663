// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiLocale } from '@/lib/http/locale';
import { isRouteMethod } from '@/lib/http/guard';
import { problemMessage } from '@/lib/http/messages';
import { answerLocale, refuseBeforeNext, routeMethods } from './api-gate.ts';

const refuse = (url: string, method = 'GET', headers: Record<string, string> = {}) =>
  refuseBeforeNext({ method, url, headers });
const body = (answer: ReturnType<typeof refuse>) => JSON.parse(answer?.body ?? '{}') as Record<string, string>;

describe('the gate in front of Next', () => {
  it('lets every route method through to pages and route handlers', () => {
    for (const method of routeMethods) {
      expect(isRouteMethod(method), method).toBe(true);
      for (const url of ['/api/cart', '/api/cart/items/abc?locale=de', '/de/technologie', '/freshly?x=%zz']) {
        expect(refuse(url, method), `${method} ${url}`).toBeNull();
      }
    }
  });

  it.each(['TRACE', 'TRACK', 'PROPFIND', 'FOO'])('answers %s with a 405 naming the route methods', (method) => {
    for (const url of ['/api/cart', '/', '/de/aura']) {
      const answer = refuse(url, method);
      expect(answer?.status).toBe(405);
      expect(answer?.headers.Allow).toBe('GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE');
      expect(body(answer).code).toBe('methodNotAllowed');
    }
  });

  it('refuses a route-handler path that does not decode, however Next would resolve it', () => {
    for (const url of ['/api/cart/items/%E0%A4%A', '/api/%zz', '/api/x/%2525', '/x/../api/%zz', 'http://h/api/%zz']) {
      const answer = refuse(url, 'DELETE');
      expect(answer?.status, url).toBe(400);
      expect(answer?.headers['Cache-Control']).toBe('no-store');
      expect(answer?.headers['X-Content-Type-Options']).toBe('nosniff');
      expect(body(answer).code).toBe('badRequest');
    }
    expect(refuse('/de/%zz')).toBeNull();
  });

  it('refuses a route-handler path over 1,024 characters with 414', () => {
    expect(refuse(`/api/${'a'.repeat(1020)}`)?.status).toBe(414);
    expect(refuse(`/api/${'a'.repeat(1000)}`)).toBeNull();
  });

  it('answers in the language the route handlers would', async () => {
    const cases: [string, Record<string, string>][] = [
      ['/api/%zz?locale=it', { 'x-locale': 'de', cookie: 'NEXT_LOCALE=de' }],
      ['/api/%zz', { 'x-locale': 'de', cookie: 'NEXT_LOCALE=it' }],
      ['/api/%zz', { cookie: 'a=1; NEXT_LOCALE=it; b=2' }],
      ['/api/%zz?locale=fr', { 'x-locale': 'xx' }],
      ['/api/%zz', {}],
    ];
    for (const [url, headers] of cases) {
      const locale = apiLocale(new Request(`http://shop.example${url}`, { headers }));
      expect(answerLocale(url, headers), url).toBe(locale);
      expect(body(refuse(url, 'GET', headers)).error).toBe(await problemMessage(locale, 'badRequest'));
    }
  });
});
