// The standalone build (next.config.ts `output: 'standalone'`, docs/adr/0066-runtime-in-server.md) as serve.ts runs
// it: Next from the build's own traced node_modules, with the configuration the build froze into
// required-server-files.json (no next.config.ts at run time), and the build's static files and public/ copied beside
// it as Next's docs say. The working directory stays the project root, where the app reads content/, .assistant/,
// public/ and .data/.
import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { default as createNextServer, NextConfig } from 'next';
import type { RoutesManifest } from './http/routes.ts';

type Env = Record<string, string | undefined>;

/** A build's folders: `dir`, the standalone server's root, and `distDir` inside it, as inside the project. */
export function standaloneLayout(distDir: string, root = process.cwd()) {
  const dist = path.relative(root, path.resolve(root, distDir));
  const dir = path.join(root, dist, 'standalone');
  return { dir, distDir: path.join(dir, dist), builtDistDir: path.join(root, dist) };
}

/** Whether `distDir` holds a standalone build (a build made before `output: 'standalone'` does not). */
export function hasStandaloneBuild(distDir: string, root = process.cwd()): boolean {
  const { dir, distDir: inner } = standaloneLayout(distDir, root);
  return existsSync(path.join(dir, 'server.js')) && existsSync(path.join(inner, 'BUILD_ID'));
}

/** Copies `from` to `to` once: whole or not at all, and only one of several instances starting at once wins. */
function copyOnce(from: string, to: string) {
  if (existsSync(to) || !existsSync(from)) return;
  const partial = `${to}.partial-${process.pid}`;
  cpSync(from, partial, { recursive: true });
  try {
    renameSync(partial, to);
  } catch {
    rmSync(partial, { recursive: true, force: true });
  }
}

/** Puts the build's `static/` and the project's `public/` where the standalone server serves them from. */
export function copyPublicFiles(distDir: string, root = process.cwd()): void {
  const layout = standaloneLayout(distDir, root);
  copyOnce(path.join(layout.builtDistDir, 'static'), path.join(layout.distDir, 'static'));
  copyOnce(path.join(root, 'public'), path.join(layout.dir, 'public'));
}

/**
 * The build's configuration with what the server decides when it starts: with REDIS_URL (npm run cluster,
 * production) pages, 'use cache' entries and tags live in Redis, shared by every instance, so one build serves both
 * ways.
 */
export function runtimeConfig(config: NextConfig, env: Env, root = process.cwd()): NextConfig {
  if (!env.REDIS_URL?.trim()) return config;
  return {
    ...config,
    cacheHandler: path.join(root, 'lib/cache-handler/redis.mjs'),
    cacheHandlers: { ...config.cacheHandlers, default: path.join(root, 'lib/cache-handler/use-cache.mjs') },
    cacheMaxMemorySize: 0,
  };
}

/**
 * Next's `next()` from the standalone build in `distDir`, set to load the build's configuration (what the build's
 * own server.js does) rather than look for next.config.ts; `dir` is what to pass it.
 */
export function loadStandaloneNext(distDir: string, env: Env) {
  const layout = standaloneLayout(distDir);
  const manifest = JSON.parse(readFileSync(path.join(layout.distDir, 'required-server-files.json'), 'utf8'));
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(runtimeConfig(manifest.config, env));
  const require = createRequire(path.join(layout.dir, 'server.js'));
  const createNext: typeof createNextServer = require('next');
  return { createNext, dir: layout.dir };
}

/** The build's routes-manifest.json: the app's routes as Next routes them (server/http/routes.ts). */
export function readRoutesManifest(distDir: string): RoutesManifest {
  return JSON.parse(readFileSync(path.join(standaloneLayout(distDir).distDir, 'routes-manifest.json'), 'utf8'));
}
