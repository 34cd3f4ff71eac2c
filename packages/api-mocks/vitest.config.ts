import { defineConfig } from 'vitest/config';

// Fixtures, schemas and handlers are plain data and functions: Node's own fetch types are all they need.
export default defineConfig({ test: { environment: 'node', include: ['src/**/*.test.ts'] } });
