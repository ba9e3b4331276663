import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../..', import.meta.url));

// The cluster tests share one `npm run cluster` (tests/cluster/setup.ts) on an existing build ($NEXT_DIST_DIR): their
// own run, apart from the vitest projects, so no other test shares the machine's two cores with five servers.
export default defineConfig({
  resolve: { alias: { '@': root } },
  test: {
    root,
    include: ['tests/cluster/**/*.test.ts'],
    globalSetup: ['tests/cluster/setup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
