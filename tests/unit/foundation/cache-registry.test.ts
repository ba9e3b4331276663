// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheLifetimes, contentRevalidateSeconds, pricedPageRevalidateSeconds } from '@/lib/cache';
import { maxStaleSeconds } from '@/scripts/page-policy.mjs';

// Segment config must be a literal, so the registry's values are repeated in the files; this keeps them in step.
const revalidateOf = (file: string) =>
  /export const revalidate = (\d+);/.exec(readFileSync(file, 'utf8'))?.[1] ?? 'none';

describe('page revalidation', () => {
  it('gives every cached page the registry lifetime through the root layout', () => {
    expect(Number(revalidateOf('app/[locale]/layout.tsx'))).toBe(contentRevalidateSeconds);
    expect(Number(revalidateOf('app/sitemap.ts'))).toBe(contentRevalidateSeconds);
  });

  it('shortens it only on the pages that render a buy box, to the priced-page lifetime', () => {
    const files = (readdirSync('app', { recursive: true }) as string[])
      .filter((file) => /(^|\/)page\.tsx$/.test(file))
      .map((file) => path.join('app', file));
    const shortened = files.filter((file) => revalidateOf(file) !== 'none').sort();
    expect(shortened).toEqual([
      'app/[locale]/(default)/[uid]/page.tsx',
      'app/[locale]/(default)/page.tsx',
      'app/[locale]/(default)/spare-parts/page.tsx',
    ]);
    for (const file of shortened) expect(Number(revalidateOf(file)), file).toBe(pricedPageRevalidateSeconds);
  });

  it('bounds a stale copy by the registry, which the arrival dates of a cached page cover', () => {
    expect(maxStaleSeconds).toBe(cacheLifetimes.staleSeconds);
  });
});
