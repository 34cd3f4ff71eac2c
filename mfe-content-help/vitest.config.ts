import { defineConfig } from 'vitest/config';

// Components render into happy-dom; tests sit beside the code they test.
export default defineConfig({
  test: { environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}'] },
});
