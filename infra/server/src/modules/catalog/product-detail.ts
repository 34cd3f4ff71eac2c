/** The PDP read: localised texts, colours, sizes in the locale's size system and stock from the site's warehouse. */
import { and, asc, eq } from 'drizzle-orm';
import type { ProductDetail } from '@sf/contracts';
import { LOCALES } from '@sf/remote-contract';
import type { Database } from '../../db/client';
import type { SiteContext } from '../../site-context';
import type { Gender, SizeChartId } from './index-records';
import { productMedia, productViews } from './product-photo';
import { loadSummaries, warehouseOf } from './product-read-model';
import { sizeLabel, sizeSystemOf } from './size-systems';
import { categories, colours, inventory, products, productTexts, variants } from './tables';
import { CARE, FEATURES, FITS, MATERIALS, type CareCode, type FeatureCode, type FitCode, type MaterialCode } from './vocabulary/attributes';
import { COLOUR_NAMES, isColourCode } from './vocabulary/colours';

/** At most this many units left in a size and the page says "only n left". */
export const FEW_LEFT = 3;

type CategoryRow = typeof categories.$inferSelect;

/** Root-to-leaf trail of a category, for breadcrumbs. */
export function categoryTrail(rows: CategoryRow[], categoryId: string, language: keyof CategoryRow['names']): Array<{ slug: string; name: string }> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const chain: Array<{ slug: string; name: string }> = [];
  for (let row = byId.get(categoryId); row; row = row.parentId ? byId.get(row.parentId) : undefined)
    chain.unshift({ slug: row.slug, name: row.names[language] ?? row.names.en });
  return chain;
}

export async function readProductDetail(db: Database, site: SiteContext, productId: string): Promise<ProductDetail | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.brand, site.brand)));
  if (!row) return null;
  const { language } = LOCALES[site.locale];
  const [summaries, [text], colourRows, variantRows, categoryRows] = await Promise.all([
    loadSummaries(db, [row], site),
    db
      .select()
      .from(productTexts)
      .where(and(eq(productTexts.productId, row.id), eq(productTexts.language, language))),
    db.select().from(colours).where(eq(colours.productId, row.id)).orderBy(asc(colours.position)),
    db
      .select({ id: variants.id, size: variants.size, colourCode: variants.colourCode, quantity: inventory.quantity })
      .from(variants)
      .leftJoin(inventory, and(eq(inventory.variantId, variants.id), eq(inventory.warehouseId, warehouseOf(site))))
      .where(eq(variants.productId, row.id))
      .orderBy(asc(variants.position)),
    db.select().from(categories).where(eq(categories.brand, site.brand)),
  ]);
  const [summary] = summaries;
  if (!summary) return null;
  const chart = row.sizeChart as SizeChartId;
  const system = sizeSystemOf(site.locale, chart);
  const breadcrumb = categoryTrail(categoryRows, row.categoryId, language);
  return {
    ...summary,
    description: text?.description ?? '',
    breadcrumb,
    colours: colourRows.map((colour) => ({
      code: colour.code,
      name: isColourCode(colour.code) ? COLOUR_NAMES[colour.code][language] : colour.code,
      hex: colour.hex,
      ...productMedia(row.id, row.kind, colour.code),
      views: productViews(row.kind, colour.code),
    })),
    variants: variantRows.map((variant) => {
      const quantity = variant.quantity ?? 0;
      return {
        variantId: variant.id,
        size: sizeLabel(chart, variant.size, system),
        colour: variant.colourCode,
        inStock: quantity > 0,
        lowStock: quantity > 0 && quantity <= FEW_LEFT ? quantity : null,
      };
    }),
    sizeSystem: system,
    sizeChart: chart,
    attributes: {
      material: MATERIALS[row.material as MaterialCode]?.[language] ?? row.material,
      fit: FITS[row.fit as FitCode]?.[language] ?? row.fit,
      care: CARE[row.care as CareCode]?.[language] ?? row.care,
      features: row.features.map((code) => ({ code, label: FEATURES[code as FeatureCode]?.[language] ?? code })),
    },
    gender: row.gender as Gender,
    categorySlug: breadcrumb.at(-1)?.slug ?? '',
  };
}
