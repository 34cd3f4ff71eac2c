import { defineConfig } from 'vitest/config';

// Components render into happy-dom; fetch is replaced per test, so no test touches the network.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
  test: { environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}'], testTimeout: 20_000, setupFiles: ['./src/test/setup.ts'] },
});
