/** "Notify me" requests for a sold-out size: stored once per variant and e-mail address. */
import { and, eq } from 'drizzle-orm';
import type { BackInStockBody } from '@sf/contracts';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../http-errors';
import { siteContext } from '../../site-context';
import { warehouseOf } from './product-read-model';
import { backInStock, inventory, products, variants } from './tables';

export interface BackInStockOutcome {
  /** false when the same address already asked for this variant. */
  created: boolean;
  variantId: string;
}

export async function subscribeBackInStock(db: Database, body: BackInStockBody): Promise<BackInStockOutcome> {
  const site = siteContext(body);
  const [variant] = await db
    .select({ id: variants.id, quantity: inventory.quantity })
    .from(variants)
    .innerJoin(products, and(eq(products.id, variants.productId), eq(products.brand, site.brand)))
    .leftJoin(inventory, and(eq(inventory.variantId, variants.id), eq(inventory.warehouseId, warehouseOf(site))))
    .where(eq(variants.id, body.variantId));
  if (!variant) throw notFound(`Variant not found: ${body.variantId}`);
  if ((variant.quantity ?? 0) > 0) throw badRequest('body/variantId: This size is in stock');
  // Addresses are compared case-insensitively, so "Ana@x.com" and "ana@x.com" are one request.
  const email = body.email.trim().toLowerCase();
  const inserted = await db
    .insert(backInStock)
    .values({ variantId: variant.id, email, brand: site.brand, locale: site.locale })
    .onConflictDoNothing()
    .returning({ variantId: backInStock.variantId });
  return { created: inserted.length > 0, variantId: variant.id };
}
