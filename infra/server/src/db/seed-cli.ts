/**
 * `npm run seed -w @sf/server -- --products N`: migrates and seeds the configured database (DATABASE_URL or the
 * PGlite data dir). N is products per brand; rerunning adds only what is missing.
 */
import { parseArgs } from 'node:util';
import { loadEnv } from '../env';
import { resolveDataDir, resolveImagesDir } from '../paths';
import { openDatabase } from './client';
import { seedAll } from './seed';
import { DEFAULT_PRODUCTS_PER_BRAND } from '../modules/catalog/seed';

const { values } = parseArgs({ options: { products: { type: 'string', default: String(DEFAULT_PRODUCTS_PER_BRAND) } } });
const productsPerBrand = Number(values.products);
if (!Number.isInteger(productsPerBrand) || productsPerBrand < 1) {
  console.error(`--products must be a positive integer, got "${values.products}"`);
  process.exit(1);
}

const env = loadEnv();
const handle = await openDatabase(
  env.DATABASE_URL ? { driver: 'postgres', url: env.DATABASE_URL } : { driver: 'pglite', dataDir: resolveDataDir(env.DATA_DIR) },
);
const started = performance.now();
try {
  await handle.migrate();
  const inserted = await seedAll(handle.db, { productsPerBrand, imagesDir: resolveImagesDir(env.IMAGES_DIR), log: (line) => console.log(line) });
  const seconds = (performance.now() - started) / 1000;
  console.log(`Seeded ${handle.driver}: ${inserted} rows inserted (${productsPerBrand} products per brand) in ${seconds.toFixed(1)} s`);
} finally {
  await handle.close();
}
