/** Writes the demo CMS content; ON CONFLICT DO NOTHING makes reruns insert nothing. */
import { count } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ASSETS, NAVIGATIONS, PAGES } from './seed-data';
import { assets, navigations, pages } from './tables';

export async function isContentSeeded(db: Database): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(pages);
  return (row?.value ?? 0) > 0;
}

export async function seedContent(db: Database): Promise<number> {
  const insertedPages = await db.insert(pages).values(PAGES).onConflictDoNothing().returning({ slug: pages.slug });
  const insertedAssets = await db.insert(assets).values(ASSETS).onConflictDoNothing().returning({ id: assets.id });
  const insertedNavigations = await db.insert(navigations).values(NAVIGATIONS).onConflictDoNothing().returning({ key: navigations.key });
  return insertedPages.length + insertedAssets.length + insertedNavigations.length;
}
