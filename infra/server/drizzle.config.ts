import { defineConfig } from 'drizzle-kit';

/** Each module owns its tables in src/modules/<domain>/tables.ts; migrations are generated into ./drizzle and committed. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/modules/*/tables.ts',
  out: './drizzle',
});
