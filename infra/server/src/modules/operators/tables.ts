/**
 * Tables owned by the operators module: the people who may use internal and development helpers (outbox, order
 * status changes). Shopper identity is another module's; an operator is never a shopper account.
 */
import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { OperatorRole } from './roles';

export const operators = pgTable('operators', {
  id: uuid('id').primaryKey(),
  /** Lower-cased. */
  email: text('email').notNull().unique(),
  /** Argon2id PHC string. */
  passwordHash: text('password_hash').notNull(),
  /** What the operator may do on internal pages (`roles.ts`); `admin` holds every role. */
  roles: text('roles').array().$type<OperatorRole[]>().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
