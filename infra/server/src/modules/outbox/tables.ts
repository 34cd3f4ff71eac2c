/** The outbox: e-mails rendered when something happens (order paid, gift card issued), written in the same transaction. */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { OutboxKind } from '@sf/contracts/api';

export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').$type<OutboxKind>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    locale: text('locale').notNull(),
    orderNumber: text('order_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by a mail relay once delivered; nothing sends yet, so the dev page shows everything. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_messages_created').on(t.createdAt)],
);
