import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { cacheProfiles } from './lib/cache';
import { apiContentSecurityPolicy, assetHeaders, securityHeaders } from './lib/http/security-headers';

// Messages compiled at build time: the browser gets a small formatter instead of the ICU parser (~9 kB gzip).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const nextConfig: NextConfig = {
  // Lets two builds (e.g. an engineer's e2e run beside the main one) live side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // What server/serve.ts runs: Next and the server code's dependencies traced into <distDir>/standalone, with this
  // configuration frozen there (docs/adr/0066-runtime-in-server.md).
  output: 'standalone',
  poweredByHeader: false,
  // Form posts (server actions) are a few kilobytes; anything far larger is refused before the action runs.
  experimental: {
    // 'use cache' without Cache Components, whose prerendered shells cannot keep the hash CSP (ADR 0058).
    useCache: true,
    globalNotFound: true,
    serverActions: { bodySizeLimit: '64kb' },
    // A CI clone never builds twice: writing the compiler's cache would cost it about a quarter of the build's CPU.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  // The app's own sources; the sandbox and the tests are type-checked by `npm run typecheck`.
  typescript: { tsconfigPath: 'tsconfig.build.json', ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  reactStrictMode: true,
  cacheLife: cacheProfiles,
  // The cache handlers (Redis with REDIS_URL) are chosen when the server starts (server/standalone.ts), so one build
  // serves both ways.
  // Pages get their nonce CSP from proxy.ts (docs/adr/0008-security-headers.md).
  async headers() {
    return [
      { source: '/:path((?!_next/static/).*)', headers: securityHeaders() },
      { source: '/api/:path*', headers: [apiContentSecurityPolicy] },
      { source: '/_next/static/:path*', headers: assetHeaders },
    ];
  },
  images: {
    remotePatterns: [
      { protocol: 'https', hostname: 'images.prismic.io' },
      { protocol: 'https', hostname: 'prismic-io.s3.amazonaws.com' },
    ],
  },
};

export default withNextIntl(nextConfig);
