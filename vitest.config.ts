import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const alias = { '@': root, 'server-only': `${root}tests/support/server-only.ts` };

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
      {
        resolve: { alias },
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'unit-dom',
          maxWorkers: 2,
          include: ['tests/unit/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/support/setup-dom.ts'],
          // next-intl imports `next/navigation` without an extension; inlining lets Vite resolve it.
          server: { deps: { inline: ['next-intl'] } },
        },
      },
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
