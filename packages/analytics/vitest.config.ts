import { defineConfig } from 'vitest/config';

// The data layer is a plain array on globalThis.window; tests give it a bare window object, no DOM needed.
export default defineConfig({
  test: { environment: 'node', include: ['src/**/*.test.ts'] },
});
