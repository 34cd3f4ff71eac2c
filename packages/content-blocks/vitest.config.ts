import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Same JSX runtime as the app builds (root tsconfig), so the css prop works in tests too.
  oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
  test: { environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}'] },
});
