import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
// Outside Next no 'use cache' entry exists: cacheLife and cacheTag go to handles (tests/support/next-cache.ts).
const alias = {
  '@': root,
  'server-only': `${root}tests/support/server-only.ts`,
  'next/cache': `${root}tests/support/next-cache.ts`,
};

// Test files that mock no module share one module registry per worker (and component tests one jsdom): importing
// the app and setting up jsdom once per file cost most of their time. A file that mocks modules, imports during its
// tests (it may rely on a first import) or picks another environment than its project's keeps its own.
const testFiles = (folder: string) =>
  (readdirSync(folder, { recursive: true }) as string[]).map((file) => `${folder}/${file}`);
const needsIsolation = (file: string) =>
  /\bvi\.(do)?mock\(|\bawait import\(|@vitest-environment (?!node\b)/.test(readFileSync(file, 'utf8'));
const split = (files: string[], extension: string, isolate: boolean) =>
  files.filter((file) => file.endsWith(extension) && needsIsolation(file) === isolate);
// The runtime's unit tests live beside it in server/.
const unitFiles = [...testFiles('tests/unit'), ...testFiles('server')];
const unitTests = (extension: string, isolate: boolean) => split(unitFiles, extension, isolate);
const integrationFiles = testFiles('tests/integration');

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      ...[true, false].map((isolate) => ({
        // Server code runs without a request: translations from the catalogues, headers and cookies set by the test;
        // the cart service's operations are handles over the real ones (listed before '@': the first match wins;
        // lib/cart imports its service by this name too, never as './server').
        resolve: {
          alias: {
            '@/lib/cart/server': `${root}tests/support/cart-service.ts`,
            ...alias,
            'next-intl/server': `${root}tests/support/next-intl-server.ts`,
            'next/headers': `${root}tests/support/next-headers.ts`,
          },
        },
        test: {
          // Plain modules run in node; a file that needs a DOM says `// @vitest-environment jsdom`.
          name: isolate ? 'unit' : 'unit-shared',
          // The default is one worker per core minus one: a single worker on two cores.
          maxWorkers: 2,
          isolate,
          include: unitTests('.test.ts', isolate),
          environment: 'node',
          server: { deps: { inline: ['next-intl'] } },
        },
      })),
      ...[true, false].map((isolate) => ({
        // Server components rendered in component tests translate from the catalogues, without a request; forms post
        // to the handles in tests/support/server-actions.ts (listed before '@', as the first matching alias wins);
        // the route comes from a test's route() (tests/support/next-navigation.ts).
        resolve: {
          alias: {
            ...Object.fromEntries(
              ['cart', 'contact', 'newsletter', 'orders', 'privacy', 'registration', 'stock-alerts'].map((name) => [
                `@/lib/${name}/action`,
                `${root}tests/support/server-actions.ts`,
              ]),
            ),
            ...alias,
            'next-intl/server': `${root}tests/support/next-intl-server.ts`,
            'next/navigation': `${root}tests/support/next-navigation.ts`,
          },
        },
        test: {
          name: isolate ? 'unit-dom' : 'unit-dom-shared',
          maxWorkers: 2,
          isolate,
          include: unitTests('.test.tsx', isolate),
          environment: 'jsdom',
          setupFiles: ['tests/support/setup-dom.ts'],
          // next-intl imports `next/navigation` without an extension; inlining lets Vite resolve it.
          server: { deps: { inline: ['next-intl'] } },
        },
      })),
      ...[true, false].map((isolate) => ({
        resolve: { alias },
        test: {
          name: isolate ? 'integration' : 'integration-shared',
          maxWorkers: 2,
          isolate,
          include: split(integrationFiles, '.test.ts', isolate),
          environment: 'node',
          server: { deps: { inline: ['next-intl'] } },
          // Both projects share the run's cluster and sandbox; a shared file leaves the app's state as it found it.
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: isolate ? [] : ['tests/integration/reset-between-files.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      })),
    ],
  },
});
