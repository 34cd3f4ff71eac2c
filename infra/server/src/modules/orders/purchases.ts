/**
 * Issue 25: "verified buyer". Whether an account or an e-mail address has a paid order (paid, shipped or delivered:
 * cancelled, unpaid and returned orders do not count) with a line of the product.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export interface Purchaser {
  customerId: string | null;
  email: string | null;
}

export async function hasPaidOrderWith(db: Database, purchaser: Purchaser, productId: string): Promise<boolean> {
  const email = purchaser.email?.trim().toLowerCase() || null;
  if (!purchaser.customerId && !email) return false;
  const who =
    purchaser.customerId && email
      ? sql`(customer_id = ${purchaser.customerId}::uuid or email = ${email})`
      : purchaser.customerId
        ? sql`customer_id = ${purchaser.customerId}::uuid`
        : sql`email = ${email}`;
  const result = await db.execute(sql`
    select exists (select 1 from orders where ${who} and status in ('paid', 'shipped', 'delivered')
      and items @> ${JSON.stringify([{ productId }])}::jsonb) as bought`);
  return Boolean((result as unknown as { rows: Array<{ bought: boolean }> }).rows[0]?.bought);
}
