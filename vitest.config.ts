import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const alias = { '@': root, 'server-only': `${root}tests/support/server-only.ts` };

// Test files that mock no module share one module registry per worker (and component tests one jsdom): importing
// the app and setting up jsdom once per file cost most of their time. A file that mocks modules, imports during its
// tests (it may rely on a first import) or picks another environment than its project's keeps its own.
const unitFiles = (readdirSync('tests/unit', { recursive: true }) as string[]).map((file) => `tests/unit/${file}`);
const needsIsolation = (file: string) =>
  /\bvi\.(do)?mock\(|\bawait import\(|@vitest-environment (?!node\b)/.test(readFileSync(file, 'utf8'));
const unitTests = (extension: string, isolate: boolean) =>
  unitFiles.filter((file) => file.endsWith(extension) && needsIsolation(file) === isolate);

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      ...[true, false].map((isolate) => ({
        resolve: { alias },
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
        // Server components rendered in component tests translate from the catalogues, without a request.
        resolve: { alias: { ...alias, 'next-intl/server': `${root}tests/support/next-intl-server.ts` } },
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
      {
        resolve: { alias },
        test: {
          name: 'integration',
          maxWorkers: 2,
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          server: { deps: { inline: ['next-intl'] } },
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
