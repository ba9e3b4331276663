// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyPublicFiles, hasStandaloneBuild, runtimeConfig, standaloneLayout } from './standalone.ts';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A project with a standalone build in `distDir`: a built page script, a public file, the server and BUILD_ID. */
function project(distDir: string) {
  const root = mkdtempSync(path.join(tmpdir(), 'standalone-'));
  roots.push(root);
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write(`${distDir}/static/chunks/page.js`, 'built');
  write('public/robots.txt', 'public');
  write(`${distDir}/standalone/server.js`, '');
  write(`${distDir}/standalone/${distDir}/BUILD_ID`, 'build');
  return { root, write };
}

describe('the standalone build', () => {
  it('lies in <distDir>/standalone, with the dist dir inside it as inside the project', () => {
    expect(standaloneLayout('.next-e2e', '/p')).toEqual({
      dir: '/p/.next-e2e/standalone',
      distDir: '/p/.next-e2e/standalone/.next-e2e',
      builtDistDir: '/p/.next-e2e',
    });
    const { root } = project('.next');
    expect(hasStandaloneBuild('.next', root)).toBe(true);
    rmSync(path.join(root, '.next/standalone/server.js'));
    expect(hasStandaloneBuild('.next', root)).toBe(false);
  });

  it('gets the built static files and public/ beside it once, whole', () => {
    const { root, write } = project('.next');
    copyPublicFiles('.next', root);
    const standalone = path.join(root, '.next/standalone');
    expect(readFileSync(path.join(standalone, '.next/static/chunks/page.js'), 'utf8')).toBe('built');
    expect(readFileSync(path.join(standalone, 'public/robots.txt'), 'utf8')).toBe('public');
    write('public/robots.txt', 'changed');
    copyPublicFiles('.next', root);
    expect(readFileSync(path.join(standalone, 'public/robots.txt'), 'utf8')).toBe('public');
    expect(readdirSync(standalone).filter((name) => name.includes('partial'))).toEqual([]);
  });

  it("keeps Next's caches in memory and on disk without REDIS_URL, and puts them in Redis with it", () => {
    const built = { distDir: '.next', cacheMaxMemorySize: 52_428_800, cacheHandlers: { remote: undefined } };
    expect(runtimeConfig(built, {}, '/p')).toBe(built);
    expect(runtimeConfig(built, { REDIS_URL: ' ' }, '/p')).toBe(built);
    const root = path.resolve(import.meta.dirname, '..');
    const shared = runtimeConfig(built, { REDIS_URL: 'redis://:secret@127.0.0.1:6379' }, root);
    expect(shared).toEqual({
      ...built,
      cacheHandler: path.join(root, 'lib/cache-handler/redis.mjs'),
      cacheHandlers: { remote: undefined, default: path.join(root, 'lib/cache-handler/use-cache.mjs') },
      cacheMaxMemorySize: 0,
    });
    for (const handler of [shared.cacheHandler, shared.cacheHandlers?.default]) expect(existsSync(handler!)).toBe(true);
  });
});
