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

/** Every paid order writes its confirmation here: a prepared statement (db/statements.ts). */
const ENQUEUE = statement<never>(
  'outbox_enqueue',
  'insert into outbox_messages (id, kind, recipient, subject, html, text, locale, order_number) values ($1, $2, $3, $4, $5, $6, $7, $8)',
);

export function createOutboxService(db: Database) {
  return {
    /** Writes through `tx` (the caller's transaction) so the message commits with the change it announces. */
    async enqueue(tx: Database, message: NewOutboxMessage): Promise<void> {
      const { to, ...rest } = message;
      await run(tx, ENQUEUE, [randomUUID(), rest.kind, to, rest.subject, rest.html, rest.text, rest.locale, rest.orderNumber]);
    },

    async list(limit = 100): Promise<OutboxMessage[]> {
      const rows = await db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt)).limit(limit);
      return rows.map(({ recipient, createdAt, sentAt: _sent, ...row }) => ({ ...row, to: recipient, createdAt: createdAt.toISOString() }));
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
