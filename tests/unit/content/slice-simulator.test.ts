import lz from 'lz-string';
import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { simulatedSlices } from '@/lib/content/simulator';
import { screenSimulator } from '@/lib/content/simulator-guard';
import { expandedLength, maxExpandedState } from '@/lib/content/simulator-state';
import { contentSecurityPolicy } from '@/lib/http/csp';
import { limits } from '@/lib/http/rate-limit';

const state = (value: unknown) => lz.compressToEncodedURIComponent(JSON.stringify(value));
const hero = { id: 'h', slice_type: 'hero', variation: 'default', primary: { title: 'Clean air' }, items: [] };
// 300 K characters from about 1.2 K: a title the model accepts, repeated.
const bomb = state([{ ...hero, primary: { title: 'a'.repeat(300_000) } }]);

describe('the slice simulator', () => {
  it('reads the slices of the page builder’s state and keeps only those that agree with their model', () => {
    const claims = { slice_type: 'claims', variation: 'default', primary: {}, items: [{ value: 3 }] };
    const unknown = { ...hero, slice_type: 'carousel' };
    expect(simulatedSlices(state([hero, claims, unknown, null]))).toEqual([hero]);
  });

  it('answers no slices for a missing, repeated, broken or oversized state instead of failing', () => {
    for (const bad of [undefined, '', ['a', 'b'], 'not-lz%%', state({ slices: [hero] }), 'x'.repeat(200_001)]) {
      expect(simulatedSlices(bad)).toEqual([]);
    }
  });

  it('counts what a state decompresses to without decompressing it, and refuses one beyond any page', () => {
    for (const value of [
      [hero],
      'ä€😀'.repeat(500),
      { slices: Array.from({ length: 300 }, (_, i) => ({ ...hero, id: i })) },
    ])
      expect(expandedLength(state(value), Infinity)).toBe(JSON.stringify(value).length);
    expect(bomb.length).toBeLessThan(1_500);
    expect(expandedLength(bomb, maxExpandedState)).toBe(Infinity);
    expect(simulatedSlices(bomb)).toEqual([]);
    expect(simulatedSlices(state([{ ...hero, primary: { title: 'a'.repeat(100_000) } }]))).toHaveLength(1);
    expect(Number.isNaN(expandedLength('not-lz%%', maxExpandedState))).toBe(true);
  });

  it('answers a state beyond any page 413 and a client over its allowance 429, before rendering', async () => {
    const request = (query: string, address: string) =>
      new NextRequest(`http://localhost:3000/slice-simulator${query}`, { headers: { 'x-forwarded-for': address } });
    const refused = await screenSimulator(request(`?state=${bomb}`, '198.51.100.40'));
    expect(refused?.status).toBe(413);
    expect((await refused?.json()).code).toBe('payloadTooLarge');
    expect(await screenSimulator(request(`?state=${state([hero])}`, '198.51.100.40'))).toBeNull();
    expect(await screenSimulator(new NextRequest('http://localhost:3000/freshly?state=x'))).toBeNull();
    const { points } = limits.sliceSimulatorAddress;
    for (let i = 0; i < points; i++) await screenSimulator(request('', '198.51.100.41'));
    expect((await screenSimulator(request('', '198.51.100.41')))?.status).toBe(429);
    expect(await screenSimulator(request('', '198.51.100.42'))).toBeNull();
  });

  it('may be framed by the page builder only: the hosted repository’s host, the site itself, Slice Machine in dev', () => {
    const policy = (pathname: string, env: Record<string, string> = {}) =>
      /frame-ancestors ([^;]*)/.exec(contentSecurityPolicy('n', env, pathname))?.[1];
    expect(policy('/slice-simulator', { PRISMIC_REPOSITORY: 'shop' })).toBe("'self' https://shop.prismic.io");
    expect(policy('/slice-simulator', { NODE_ENV: 'development' })).toBe("'self' http://localhost:9999");
    for (const other of ['/', '/de', '/slice-simulator/x', '/en/slice-simulator']) expect(policy(other)).toBe("'none'");
  });
});
