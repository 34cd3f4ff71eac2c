/** Writes the demo CMS content; ON CONFLICT DO NOTHING makes reruns insert nothing. */
import { and, count, eq } from 'drizzle-orm';
import { brandHomeSlug } from './fragments';
import type { Database } from '../../db/client';
import { merchandisedPages } from './merchandised-pages';
import { ASSETS, NAVIGATIONS, PAGES } from './seed-data';
import { termsAssets, termsPages } from './terms-seed';
import { assets, navigations, pages } from './tables';

export async function isContentSeeded(db: Database): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(pages);
  return (row?.value ?? 0) > 0;
}

export async function seedContent(db: Database): Promise<number> {
  const insertedPages = await db
    .insert(pages)
    .values([...PAGES, ...merchandisedPages(), ...termsPages()])
    .onConflictDoNothing()
    .returning({ slug: pages.slug });
  const insertedAssets = await db
    .insert(assets)
    .values([...ASSETS, ...termsAssets()])
    .onConflictDoNothing()
    .returning({ id: assets.id });
  const insertedNavigations = await db.insert(navigations).values(NAVIGATIONS).onConflictDoNothing().returning({ key: navigations.key });
  return insertedPages.length + insertedAssets.length + insertedNavigations.length;
}

/**
 * Issue 25: a database seeded before the merchandised pages existed gets them once (marked by Northbound's English
 * home page); the pages it already has are left as they are (an editor may have changed them).
 */
export async function seedMerchandisedContentIfMissing(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(pages)
    .where(and(eq(pages.slug, brandHomeSlug('northbound')), eq(pages.language, 'en')));
  if ((row?.value ?? 0) > 0) return 0;
  const inserted = await db
    .insert(pages)
    .values([...merchandisedPages(), ...termsPages()])
    .onConflictDoNothing()
    .returning({ slug: pages.slug });
  const insertedAssets = await db.insert(assets).values(termsAssets()).onConflictDoNothing().returning({ id: assets.id });
  return inserted.length + insertedAssets.length;
}
