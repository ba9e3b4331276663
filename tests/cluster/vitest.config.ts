import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../..', import.meta.url));

// The cluster tests start `npm run cluster` once against an existing build ($NEXT_DIST_DIR): their own run, apart
// from the vitest projects, so no other test shares the machine's two cores with five servers.
export default defineConfig({
  resolve: { alias: { '@': root } },
  test: {
    root,
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
