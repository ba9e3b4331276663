import lz from 'lz-string';
import { describe, expect, it } from 'vitest';
import { simulatedSlices } from '@/lib/content/simulator';
import { contentSecurityPolicy } from '@/lib/http/csp';

const state = (value: unknown) => lz.compressToEncodedURIComponent(JSON.stringify(value));
const hero = { id: 'h', slice_type: 'hero', variation: 'default', primary: { title: 'Clean air' }, items: [] };

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

  it('may be framed by the page builder only: the hosted repository’s host, the site itself, Slice Machine in dev', () => {
    const policy = (pathname: string, env: Record<string, string> = {}) =>
      /frame-ancestors ([^;]*)/.exec(contentSecurityPolicy('n', env, pathname))?.[1];
    expect(policy('/slice-simulator', { PRISMIC_REPOSITORY: 'shop' })).toBe("'self' https://shop.prismic.io");
    expect(policy('/slice-simulator', { NODE_ENV: 'development' })).toBe("'self' http://localhost:9999");
    for (const other of ['/', '/de', '/slice-simulator/x', '/en/slice-simulator']) expect(policy(other)).toBe("'none'");
  });
});
