import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import boundaries from './scripts/lint/feature-boundaries.mjs';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // docs/adr/0005-layers.md: lib/ never imports components/; components/ui knows no domain.
  {
    files: ['lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/components/*', '**/components/*'], message: 'lib/ must not import components/.' }] },
      ],
    },
  },
  // docs/adr/0021-feature-boundaries.md, docs/adr/0070-commerce-split.md: a lib feature is imported only through its
  // public files; no loop of lib folders, of any length.
  {
    files: ['lib/**/*.{ts,tsx}'],
    plugins: { local: boundaries },
    rules: {
      'local/feature-boundaries': [
        'error',
        {
          // Libraries any folder may use, every module of them; every other folder is a feature.
          shared: [
            'analytics',
            'browser',
            'content',
            'db',
            'forms',
            'geo',
            'http',
            'i18n',
            'images',
            'mail',
            // Below every folder that sells (lib/i18n only), so a shared currency or market type closes no loop.
            'markets',
            'navigation',
            'routes',
            'seo',
            'slices',
            'telemetry',
          ],
          // Modules a feature publishes besides server, action, client, browser and types.
          published: {
            // The platform: its SDK factory, the integration client, its errors and the checkout hand-off.
            commerce: ['sdk', 'integration-client', 'errors', 'checkout'],
            // What other features use of the cart: cookies, signing secret, refusal, coupon rules, buy box offers.
            cart: ['cookie', 'secret', 'refusal', 'coupon-rules', 'offers'],
            catalogue: ['products', 'promotion-terms', 'sku-display'],
            // The arrival estimate the buy box shows, which the order confirmation repeats.
            delivery: ['estimate', 'format'],
            consent: ['vendors', 'consent-mode'],
            // The FAQ paraphrases and article keys, which the site search indexes too (ADR 0032).
            assistant: ['articles'],
          },
        },
      ],
    },
  },
  // docs/adr/0066-runtime-in-server.md: the production runtime never loads tooling.
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/scripts/*', '**/scripts/*'], message: 'server/ must not import scripts/.' }] },
      ],
    },
  },
  {
    files: ['components/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/(lib|components/(?!ui/))',
              message: 'components/ui knows no domain types.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            ':matches(TSAsExpression, TSTypeAssertion) > :matches(TSAsExpression, TSTypeAssertion)[typeAnnotation.type="TSUnknownKeyword"]',
          message:
            'House style: types from the source of truth, no `as unknown as`. Type the value honestly (a typed fixture, vi.fn<typeof fetch>, a narrower parameter, or @ts-expect-error with its reason).',
        },
      ],
    },
  },
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      'next-env.d.ts',
    ],
  },
];

export default config;
