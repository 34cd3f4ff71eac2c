/**
 * A transaction-scoped advisory lock on a text key (`pg_advisory_xact_lock`): concurrent transactions that take the
 * same key run one after the other, and the lock ends with the transaction. For rules a unique index cannot state
 * alone, such as "at most 20 addresses per customer" or "claim this customer's basket once". Works on PostgreSQL and
 * PGlite alike (PGlite has one connection, so it never waits there).
 */
import { sql } from 'drizzle-orm';
import type { Database } from './client';

export async function lockKey(tx: Database, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
