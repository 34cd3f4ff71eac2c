/** "Complete the look" and shop-the-look outfits: deterministic picks from the same brand's other categories. */
import { and, asc, eq, exists, gt, gte, inArray, like, ne, sql } from 'drizzle-orm';
import type { Look, ProductSummary } from '@sf/contracts';
import { LOCALES } from '@sf/remote-contract';
import type { Database } from '../../db/client';
import type { SiteContext } from '../../site-context';
import { categoryId } from './category-tree';
import { LOOKS, findLook, slotPosition } from './look-definitions';
import type { OutfitPiece } from './outfit-image';
import { loadSummaries, warehouseOf, type ProductRow } from './product-read-model';
import { categories, colours, inventory, products } from './tables';
import { localised } from './vocabulary/languages';
import { KIND_STYLE, isProductKind } from './vocabulary/kinds';

const COMPLETE_THE_LOOK_SIZE = 4;

/** Some size of the product is in stock in the site's warehouse: a recommendation a shopper can actually buy. */
const inStockIn = (db: Database, site: SiteContext) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(inventory)
      .where(and(eq(inventory.productId, products.id), eq(inventory.warehouseId, warehouseOf(site)), gt(inventory.quantity, 0))),
  );

/**
 * The product at or after `position` in a category (wrapping to the first), so picks vary with the product shown;
 * with `stockFor`, only products in stock in that site's warehouse.
 */
async function productInCategory(db: Database, brand: string, leafId: string, position: number, stockFor?: SiteContext): Promise<ProductRow | undefined> {
  const inLeaf = and(eq(products.brand, brand), eq(products.categoryId, leafId), stockFor ? inStockIn(db, stockFor) : undefined);
  const [next] = await db
    .select()
    .from(products)
    .where(and(inLeaf, gte(products.position, position)))
    .orderBy(asc(products.position))
    .limit(1);
  if (next) return next;
  const [first] = await db.select().from(products).where(inLeaf).orderBy(asc(products.position)).limit(1);
  return first;
}

/**
 * Up to four products of the same brand and gender from other leaf categories, in stock in the site's warehouse;
 * null for an unknown product.
 */
export async function completeTheLook(db: Database, site: SiteContext, productId: string): Promise<ProductSummary[] | null> {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.brand, site.brand)));
  if (!product) return null;
  const leaves = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.brand, site.brand), eq(categories.depth, 3), like(categories.slug, `${product.gender}/%`), ne(categories.id, product.categoryId)))
    .orderBy(asc(categories.position));
  // Start at a different leaf per product, so neighbouring PDPs do not all recommend the same four.
  const start = leaves.length === 0 ? 0 : product.position % leaves.length;
  const chosen = [...leaves.slice(start), ...leaves.slice(0, start)].slice(0, COMPLETE_THE_LOOK_SIZE);
  const picks = await Promise.all(chosen.map((leaf) => productInCategory(db, site.brand, leaf.id, product.position, site)));
  return loadSummaries(
    db,
    picks.filter((row): row is ProductRow => row !== undefined),
    site,
  );
}

/**
 * First product of each slot's category: the outfit stays the same while the catalogue only grows (an editorial
 * picture whose pieces are drawn without a site, so it does not follow one region's stock).
 */
async function lookProducts(db: Database, brand: SiteContext['brand'], slots: readonly string[]): Promise<ProductRow[]> {
  const picks = await Promise.all(slots.map((slug) => productInCategory(db, brand, categoryId(brand, slug), 0)));
  return picks.filter((row): row is ProductRow => row !== undefined);
}

export const lookImage = (lookId: string): string => `/images/looks/${lookId}.svg`;

export async function readLooks(db: Database, site: SiteContext): Promise<Look[]> {
  const { language } = LOCALES[site.locale];
  return Promise.all(
    LOOKS[site.brand].map(async (look) => {
      const rows = await lookProducts(db, site.brand, look.slots);
      const summaries = await loadSummaries(db, rows, site);
      return {
        id: look.id,
        name: localised(look.name)[language],
        image: lookImage(look.id),
        hotspots: summaries.map((product, slot) => ({ ...slotPosition(slot), product })),
      };
    }),
  );
}

/** What the outfit picture draws; null for an unknown look. */
export async function readLookArtwork(db: Database, lookId: string): Promise<{ title: string; pieces: OutfitPiece[] } | null> {
  const found = findLook(lookId);
  if (!found) return null;
  const rows = await lookProducts(db, found.brand, found.look.slots);
  const ids = rows.map((row) => row.id);
  const colourRows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(colours)
          .where(and(inArray(colours.productId, ids), eq(colours.position, 0)));
  const hexById = new Map(colourRows.map((row) => [row.productId, row.hex]));
  return {
    title: found.look.name[0],
    pieces: rows.map((row) => ({ hex: hexById.get(row.id) ?? '#888888', silhouette: isProductKind(row.kind) ? KIND_STYLE[row.kind].silhouette : 'sneaker' })),
  };
}
