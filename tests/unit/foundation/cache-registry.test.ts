// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheProfiles } from '@/lib/cache';
import nextConfig from '@/next.config';
import { maxStaleSeconds } from '@/server/http/page-policy';

describe('cache lifetimes', () => {
  it("are the registry's profiles, handed to Next as its cacheLife profiles", () => {
    expect(nextConfig.cacheLife).toEqual(cacheProfiles);
  });

  it('never come from a route segment literal: a page lives as long as the shortest profile it read', () => {
    const sources = (readdirSync('app', { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file));
    const literals = sources.filter((file) =>
      /export const (revalidate|fetchCache)\b/.test(readFileSync(path.join('app', file), 'utf8')),
    );
    expect(literals).toEqual([]);
  });

  it('shorten priced pages below content pages, and keep a stale copy no longer than the page policy allows', () => {
    expect(cacheProfiles.pricedPage.revalidate).toBeLessThan(cacheProfiles.content.revalidate);
    for (const profile of Object.values(cacheProfiles))
      expect(profile.expire - profile.revalidate).toBe(maxStaleSeconds);
  });
});
