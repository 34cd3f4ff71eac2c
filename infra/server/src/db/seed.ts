/** Seeds every module's demo data through the module's own seeder (each touches only its own tables). */
import type { Database } from './client';
import { isCatalogSeeded, seedCatalog } from '../modules/catalog/seed';
import { isContentSeeded, seedContent } from '../modules/content/seed';

export interface SeedOptions {
  productsPerBrand?: number;
}

/** Returns the number of rows inserted; 0 means the data was already there. */
export async function seedAll(db: Database, options: SeedOptions = {}): Promise<number> {
  return (await seedCatalog(db, options)) + (await seedContent(db));
}

/** Boot-time seeding: only modules whose data is missing, so a large benchmark catalogue is not re-walked on start. */
export async function seedIfEmpty(db: Database, options: SeedOptions = {}): Promise<number> {
  let inserted = 0;
  if (!(await isCatalogSeeded(db))) inserted += await seedCatalog(db, options);
  if (!(await isContentSeeded(db))) inserted += await seedContent(db);
  return inserted;
}
