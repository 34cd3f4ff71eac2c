/**
 * The outbox: other modules hand it rendered e-mails inside their own transaction, so an e-mail exists exactly when
 * the change that caused it committed. A relay would send and mark them; the dev page lists them.
 */
import { randomUUID } from 'node:crypto';
import { desc } from 'drizzle-orm';
import type { OutboxMessage } from '@sf/contracts';
import type { Database } from '../../db/client';
import { run, statement } from '../../db/statements';
import { outboxMessages } from './tables';

export interface NewOutboxMessage {
  kind: OutboxMessage['kind'];
  to: string;
  subject: string;
  html: string;
  text: string;
  locale: string;
  orderNumber: string | null;
}

/** The columns a message is written with, in the order of `messageValues`. */
export const OUTBOX_COLUMNS = 'id, kind, recipient, subject, html, text, locale, order_number';

/** A message's values for OUTBOX_COLUMNS (a new id each time). */
export function messageValues(message: NewOutboxMessage): unknown[] {
  return [randomUUID(), message.kind, message.to, message.subject, message.html, message.text, message.locale, message.orderNumber];
}

/** Every paid order writes its confirmation here: a prepared statement (db/statements.ts). */
const ENQUEUE = statement<never>('outbox_enqueue', `insert into outbox_messages (${OUTBOX_COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, $8)`);

export function createOutboxService(db: Database) {
  return {
    /** Writes through `tx` (the caller's transaction) so the message commits with the change it announces. */
    async enqueue(tx: Database, message: NewOutboxMessage): Promise<void> {
      await run(tx, ENQUEUE, messageValues(message));
    },

    async list(limit = 100): Promise<OutboxMessage[]> {
      const rows = await db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt)).limit(limit);
      return rows.map(({ recipient, createdAt, sentAt: _sent, ...row }) => ({ ...row, to: recipient, createdAt: createdAt.toISOString() }));
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
