import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { apiContentSecurityPolicy, securityHeaders } from './lib/http/security-headers';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // Lets two builds (e.g. an engineer's e2e run beside the main one) live side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Form posts (server actions) are a few kilobytes; anything far larger is refused before the action runs.
  experimental: { globalNotFound: true, serverActions: { bodySizeLimit: '64kb' } },
  // The app's own sources; the sandbox and the tests are type-checked by `npm run typecheck`.
  typescript: { tsconfigPath: 'tsconfig.build.json', ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  reactStrictMode: true,
  // Pages get their nonce CSP from proxy.ts (docs/adr/0008-security-headers.md).
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders() },
      { source: '/api/:path*', headers: [apiContentSecurityPolicy] },
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
