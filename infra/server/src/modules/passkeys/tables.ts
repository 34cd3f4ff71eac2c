/**
 * Tables owned by the passkeys module. customer_id is the identity module's customer uuid, kept as a plain uuid (no
 * cross-module foreign key); the rows go with the account through `onCustomerDeleted`.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One WebAuthn credential (passkey) of a shopper. Binary fields are stored base64url-encoded. */
export const passkeyCredentials = pgTable(
  'passkey_credentials',
  {
    /** Our own id, the one in /api/passkeys/:id (the credential id never travels in a URL). */
    id: uuid('id').primaryKey(),
    /** The authenticator's credential id (base64url): one account per credential. */
    credentialId: text('credential_id').notNull().unique(),
    customerId: uuid('customer_id').notNull(),
    /** COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The signature counter last seen (0 for authenticators that do not count, such as synced passkeys). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
    deviceType: text('device_type').$type<'singleDevice' | 'multiDevice'>().notNull(),
    backedUp: boolean('backed_up').notNull(),
    /** The host name the passkey was made on (the WebAuthn relying party id). */
    rpId: text('rp_id').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    index('passkey_credentials_customer').on(t.customerId, t.createdAt),
    check('passkey_credentials_device_type', sql`${t.deviceType} in ('singleDevice', 'multiDevice')`),
    check('passkey_credentials_counter', sql`${t.counter} >= 0`),
  ],
);
