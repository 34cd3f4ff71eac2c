/**
 * Favourites of signed-in shoppers, per brand. Products are described by whoever implements `ProductLookup` (the
 * search index); ids it does not know for the site's brand are never stored and never shown.
 */
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Favorites, ProductSummary } from '@sf/contracts';
import type { Database } from '../../db/client';
import type { SiteContext } from '../../site-context';
import { favorites } from './tables';

export interface ProductLookup {
  /** Summaries of the known products of the site's brand among `ids`, in the order of `ids`. */
  summariesByIds(site: SiteContext, ids: readonly string[]): Promise<ProductSummary[]>;
}

export function createFavoritesService(db: Database, products: ProductLookup) {
  const ofCustomer = (customerId: string, site: SiteContext) => and(eq(favorites.customerId, customerId), eq(favorites.brand, site.brand));

  async function list(customerId: string, site: SiteContext): Promise<Favorites> {
    const rows = await db
      .select({ productId: favorites.productId })
      .from(favorites)
      .where(ofCustomer(customerId, site))
      .orderBy(asc(favorites.position), asc(favorites.productId));
    const items = await products.summariesByIds(
      site,
      rows.map((row) => row.productId),
    );
    // A product that left the catalogue stays stored (it may come back) but is not listed.
    return { productIds: items.map((item) => item.productId), items };
  }

  /** Appends the known ids not yet stored, after the existing ones, in the given order. */
  async function append(customerId: string, site: SiteContext, ids: readonly string[]): Promise<void> {
    const known = (await products.summariesByIds(site, [...new Set(ids)])).map((item) => item.productId);
    if (known.length === 0) return;
    await db.transaction(async (tx) => {
      // Serialises concurrent appends of one customer so positions stay unique and ordered.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${customerId}:${site.brand}`}))`);
      const [last] = await tx
        .select({ value: max(favorites.position) })
        .from(favorites)
        .where(ofCustomer(customerId, site));
      const existing = await tx
        .select({ productId: favorites.productId })
        .from(favorites)
        .where(and(ofCustomer(customerId, site), inArray(favorites.productId, known)));
      const stored = new Set(existing.map((row) => row.productId));
      const start = (last?.value ?? -1) + 1;
      const fresh = known.filter((id) => !stored.has(id)).map((productId, index) => ({ customerId, brand: site.brand, productId, position: start + index }));
      if (fresh.length > 0) await tx.insert(favorites).values(fresh).onConflictDoNothing();
    });
  }

  return {
    list,
    /** Null when the product is unknown for the brand. */
    async add(customerId: string, site: SiteContext, productId: string): Promise<Favorites | null> {
      const [known] = await products.summariesByIds(site, [productId]);
      if (!known) return null;
      await append(customerId, site, [productId]);
      return list(customerId, site);
    },
    async remove(customerId: string, site: SiteContext, productId: string): Promise<Favorites> {
      await db.delete(favorites).where(and(ofCustomer(customerId, site), eq(favorites.productId, productId)));
      return list(customerId, site);
    },
    /** Sign-in merge: account order first, then the guest's additions; unknown ids dropped; repeating it changes nothing. */
    async merge(customerId: string, site: SiteContext, guestIds: readonly string[]): Promise<Favorites> {
      await append(customerId, site, guestIds);
      return list(customerId, site);
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
