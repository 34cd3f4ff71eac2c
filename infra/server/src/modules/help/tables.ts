/**
 * Tables owned by the help module: customer-service cases from the contact form and their attachments. The
 * attachment is kept in the database (never under a served folder), in a table of its own so lists never read it.
 */
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CaseStatus, ContactAttachmentType, ContactTopic } from '@sf/contracts/help';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const helpCases = pgTable(
  'help_cases',
  {
    id: uuid('id').primaryKey(),
    /** Shown to the shopper (CS-XXXXXXXX); unique, so a clash is retried with a new one. */
    reference: text('reference').notNull().unique('help_cases_reference_unique'),
    /** The form's key for one message: a double submit finds the first case instead of making a second. */
    idempotencyKey: uuid('idempotency_key').notNull().unique('help_cases_idempotency_key_unique'),
    brand: text('brand').notNull(),
    locale: text('locale').notNull(),
    topic: text('topic').$type<ContactTopic>().notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    orderNumber: text('order_number'),
    message: text('message').notNull(),
    status: text('status').$type<CaseStatus>().notNull().default('open'),
    statusChangedBy: text('status_changed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('help_cases_created').on(t.createdAt), check('help_cases_status_known', sql`${t.status} in ('open', 'in-progress', 'resolved', 'closed')`)],
);

export const helpCaseAttachments = pgTable('help_case_attachments', {
  caseId: uuid('case_id')
    .primaryKey()
    .references(() => helpCases.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').$type<ContactAttachmentType>().notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
});
