// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentRevalidateSeconds } from '@/lib/cache';

// Segment config must be a literal, so the registry's value is repeated in the files; this keeps them in step.
describe('content route revalidation', () => {
  it('uses the cache registry lifetime in every content route', () => {
    const files = (readdirSync('app', { recursive: true }) as string[])
      .filter((file) => /(^|\/)(page|sitemap)\.tsx?$/.test(file))
      .map((file) => path.join('app', file))
      .filter((file) => readFileSync(file, 'utf8').includes('export const revalidate'));
    expect(files.length).toBeGreaterThan(15);
    for (const file of files) {
      const value = /export const revalidate = (\d+);/.exec(readFileSync(file, 'utf8'))?.[1];
      expect(Number(value), file).toBe(contentRevalidateSeconds);
    }
  });
});
