import { defineConfig } from 'vitest/config';

// Node's own fetch, Response and AbortSignal are all the client needs; no DOM.
export default defineConfig({
  test: { environment: 'node', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
});
