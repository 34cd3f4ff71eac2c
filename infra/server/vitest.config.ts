import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Builds one migrated + seeded database template per run (PGlite tarball, and a PostgreSQL template database
    // when TEST_DATABASE_URL / DATABASE_URL is set); each test file starts from a copy.
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // PGlite is CPU-bound WebAssembly: one worker per core is the sweet spot (the default leaves one core idle).
    maxWorkers: '100%',
  },
});
