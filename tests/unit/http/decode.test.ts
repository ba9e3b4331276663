import { describe, expect, it } from 'vitest';
import { decodeSegment } from '@/lib/http/decode';
import { matchPath } from '@/lib/routes/paths';
import { isUndecodablePath, maxPathLength, refuseLongPath } from '@/lib/http/path-guard';

describe('decodeSegment', () => {
  it('decodes valid percent-encoding once', () => {
    expect(decodeSegment('tecnolog%C3%ADa')).toBe('tecnología');
    expect(decodeSegment('%2525')).toBe('%25');
    expect(decodeSegment('plain')).toBe('plain');
  });

  it.each(['%', '%zz', '%E0%A4%A', '%ED%A0%80', 'a%00b%', '%u0041', '%%'])('keeps malformed %s as it came', (raw) => {
    expect(decodeSegment(raw)).toBe(raw);
  });
});

describe('matchPath with hostile encodings', () => {
  it.each(['/%25', '/%', '/de/%zz', '/faq/freshly/guide/%E0%A4%A', '/blog/%E0%A4%A/x', '/foodprint-calculator/%zz'])(
    '%s parses without throwing',
    (path) => {
      expect(() => matchPath(path)).not.toThrow();
    },
  );

  it('keeps a malformed segment literally', () => {
    expect(matchPath('/de/%zz')).toEqual({ locale: 'de', href: { pathname: '/[uid]', params: { uid: '%zz' } } });
  });
});

describe('refuseLongPath', () => {
  it('lets ordinary paths through and answers 414 beyond the limit', async () => {
    expect(refuseLongPath('/de/technologie')).toBeNull();
    expect(refuseLongPath(`/${'a'.repeat(maxPathLength - 1)}`)).toBeNull();
    const refused = refuseLongPath(`/${'a'.repeat(15_000)}`);
    expect(refused?.status).toBe(414);
    expect(JSON.stringify([...refused!.headers]).length).toBeLessThan(200);
  });
});

describe('isUndecodablePath', () => {
  it.each(['/%25', '/de/%25', '/technology%25', '/%E0%A4%A', '/%zz', '/x/%', '/%2525'])('%s names no page', (path) => {
    expect(isUndecodablePath(path)).toBe(true);
  });

  it.each(['/', '/de/technologie', '/it/tecnolog%C3%ADa', '/a%00b', '/blog/a%2Fb'])('%s may name a page', (path) => {
    expect(isUndecodablePath(path)).toBe(false);
  });
});
