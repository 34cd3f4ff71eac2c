/** Writes the demo store directory; ON CONFLICT DO NOTHING makes reruns insert nothing. */
import { count } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { STORES } from './seed-data';
import { stores } from './tables';

export async function isStoresSeeded(db: Database): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(stores);
  return (row?.value ?? 0) > 0;
}

/** Returns the number of stores inserted. */
export async function seedStores(db: Database): Promise<number> {
  const inserted = await db.insert(stores).values(STORES).onConflictDoNothing().returning({ id: stores.id });
  return inserted.length;
}
