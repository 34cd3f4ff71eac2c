/**
 * Stored passkeys: add (at most MAX_PASSKEYS per account, one account per credential id), list and delete the
 * owner's, find one by credential id at sign-in, and move its signature counter forward — never back.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { Passkey } from '@sf/contracts';
import { MAX_PASSKEYS } from '@sf/contracts/api';
import { lockKey } from '../../db/advisory-lock';
import type { Database } from '../../db/client';
import { conflict } from '../../http-errors';
import { passkeyCredentials } from './tables';

export type PasskeyRow = typeof passkeyCredentials.$inferSelect;

export interface NewPasskey {
  customerId: string;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  deviceType: 'singleDevice' | 'multiDevice';
  backedUp: boolean;
  rpId: string;
  name: string;
}

export const PASSKEY_LIMIT_MESSAGE = `You can keep at most ${MAX_PASSKEYS} passkeys. Delete one you no longer use first.`;
export const PASSKEY_EXISTS_MESSAGE = 'This passkey is already registered.';

export const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  deviceType: row.deviceType,
  backedUp: row.backedUp,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export function createPasskeysService(db: Database) {
  const ofCustomer = (customerId: string) => eq(passkeyCredentials.customerId, customerId);

  return {
    async list(customerId: string): Promise<Passkey[]> {
      const rows = await db
        .select()
        .from(passkeyCredentials)
        .where(ofCustomer(customerId))
        .orderBy(asc(passkeyCredentials.createdAt), asc(passkeyCredentials.id));
      return rows.map(toPasskey);
    },

    /** Credential ids (and transports) the shopper already has, so the browser does not register one twice. */
    async credentialsOf(customerId: string): Promise<{ id: string; transports: string[] }[]> {
      const rows = await db
        .select({ id: passkeyCredentials.credentialId, transports: passkeyCredentials.transports })
        .from(passkeyCredentials)
        .where(ofCustomer(customerId));
      return rows;
    },

    async countOf(customerId: string): Promise<number> {
      const [row] = await db.select({ value: count() }).from(passkeyCredentials).where(ofCustomer(customerId));
      return row?.value ?? 0;
    },

    /** 409 when the account is full or the credential is registered already (to anyone). */
    async add(passkey: NewPasskey): Promise<Passkey> {
      return db.transaction(async (tx) => {
        // Serialises one customer's additions so two at once cannot pass the limit together.
        await lockKey(tx, `passkeys:${passkey.customerId}`);
        const [existing] = await tx.select({ value: count() }).from(passkeyCredentials).where(ofCustomer(passkey.customerId));
        if ((existing?.value ?? 0) >= MAX_PASSKEYS) throw conflict(PASSKEY_LIMIT_MESSAGE);
        const [row] = await tx
          .insert(passkeyCredentials)
          .values({ id: randomUUID(), ...passkey })
          .onConflictDoNothing({ target: passkeyCredentials.credentialId })
          .returning();
        if (!row) throw conflict(PASSKEY_EXISTS_MESSAGE);
        return toPasskey(row);
      });
    },

    /** False when there is no such passkey of this customer (another's is "not found" too). */
    async remove(customerId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(passkeyCredentials)
        .where(and(eq(passkeyCredentials.id, id), ofCustomer(customerId)))
        .returning({ id: passkeyCredentials.id });
      return rows.length > 0;
    },

    async removeAll(customerId: string): Promise<void> {
      await db.delete(passkeyCredentials).where(ofCustomer(customerId));
    },

    async findByCredentialId(credentialId: string): Promise<PasskeyRow | null> {
      const [row] = await db.select().from(passkeyCredentials).where(eq(passkeyCredentials.credentialId, credentialId));
      return row ?? null;
    },

    /**
     * Records a sign-in. The counter must move forward (or stay 0 for authenticators that never count): false when
     * it did not, which includes a concurrent sign-in that stored a higher counter first (a cloned authenticator).
     */
    async recordUse(id: string, newCounter: number, backedUp: boolean): Promise<boolean> {
      const rows = await db
        .update(passkeyCredentials)
        .set({ counter: newCounter, backedUp, lastUsedAt: new Date() })
        .where(
          and(
            eq(passkeyCredentials.id, id),
            or(sql`${passkeyCredentials.counter} < ${newCounter}`, and(eq(passkeyCredentials.counter, 0), sql`${newCounter}::bigint = 0`)),
          ),
        )
        .returning({ id: passkeyCredentials.id });
      return rows.length > 0;
    },
  };
}

export type PasskeysService = ReturnType<typeof createPasskeysService>;
