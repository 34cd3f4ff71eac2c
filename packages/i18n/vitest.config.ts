import { defineConfig } from 'vitest/config';

// i18next needs no DOM; the React binding's tests use happy-dom. Each test file runs in its own worker, so each
// starts with a fresh default i18next instance.
export default defineConfig({
  test: { environment: 'node', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
});
