import { describe, expect, it } from 'vitest';
import { canPrefetch } from '@/lib/browser/connection';

const nav = (onLine: boolean, connection?: { effectiveType?: string; saveData?: boolean }) => ({ onLine, connection });

describe('link prefetch guard', () => {
  it('prefetches on good connections', () => {
    expect(canPrefetch(nav(true, { effectiveType: '4g' }))).toBe(true);
    expect(canPrefetch(nav(true))).toBe(true);
  });
  it('skips on 2g, slow-2g, save-data and offline', () => {
    expect(canPrefetch(nav(true, { effectiveType: '2g' }))).toBe(false);
    expect(canPrefetch(nav(true, { effectiveType: 'slow-2g' }))).toBe(false);
    expect(canPrefetch(nav(true, { effectiveType: '4g', saveData: true }))).toBe(false);
    expect(canPrefetch(nav(false, { effectiveType: '4g' }))).toBe(false);
  });
});
