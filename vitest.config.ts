import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const alias = { '@': root, 'server-only': `${root}tests/support/server-only.ts` };

// Component tests share one jsdom per worker (setting one up per file cost most of their time); a file that mocks
// modules keeps its own, since a mock would otherwise leak into the files that run after it.
const componentTests = (readdirSync('tests/unit', { recursive: true }) as string[])
  .filter((file) => file.endsWith('.test.tsx'))
  .map((file) => `tests/unit/${file}`);
const mocksModules = (file: string) => /\bvi\.(do)?mock\(/.test(readFileSync(file, 'utf8'));

export default defineConfig({
  resolve: { alias },
  esbuild: { jsx: 'automatic' },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          // Plain modules run in node; a file that needs a DOM says `// @vitest-environment jsdom`.
          name: 'unit',
          // The default is one worker per core minus one: a single worker on two cores.
          maxWorkers: 2,
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      ...[true, false].map((isolate) => ({
        resolve: { alias },
        esbuild: { jsx: 'automatic' as const },
        test: {
          name: isolate ? 'unit-dom' : 'unit-dom-shared',
          maxWorkers: 2,
          isolate,
          include: componentTests.filter((file) => mocksModules(file) === isolate),
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
