/**
 * The address book. Addresses are checked with checkout's own per-country rules (`validateAddress` in the
 * contracts' addresses.ts, run by SavedAddressBodySchema and again here) and stored in the printed form checkout
 * uses (`suggestAddress`), so a saved address is always accepted at place order.
 * Rules: kind billing or shipping; one default per kind (partial unique index); while a kind has addresses one of
 * them is its default (the first one saved, the newest left after a delete); at most MAX_SAVED_ADDRESSES. Every
 * change runs under a per-customer advisory lock, so concurrent "make default" or "add" requests cannot break them.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { suggestAddress, validateAddress, type AddressKind, type PostalAddress, type SavedAddress, type SavedAddressList } from '@sf/contracts';
import { MAX_SAVED_ADDRESSES } from '@sf/contracts/api';
import { lockKey } from '../../db/advisory-lock';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http-errors';
import { accountAddresses } from './tables';

type AddressRow = typeof accountAddresses.$inferSelect;
export interface AddressInput extends PostalAddress {
  kind: AddressKind;
  isDefault?: boolean | undefined;
}

export const ADDRESS_NOT_FOUND = 'Address not found';
const KINDS: readonly AddressKind[] = ['billing', 'shipping'];

export function toSavedAddress(row: AddressRow): SavedAddress {
  return {
    id: row.id,
    kind: row.kind,
    isDefault: row.isDefault,
    firstName: row.firstName,
    lastName: row.lastName,
    addressLine1: row.addressLine1,
    ...(row.addressLine2 ? { addressLine2: row.addressLine2 } : {}),
    city: row.city,
    postalCode: row.postalCode,
    ...(row.region ? { region: row.region } : {}),
    country: row.country,
    ...(row.phone ? { phone: row.phone } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored columns of an address: checked like checkout does, then in its printed form. */
function columnsOf(input: AddressInput) {
  const [problem] = validateAddress(input);
  if (problem) throw badRequest(`body/${problem.field}: ${problem.message}`);
  const address = suggestAddress(input);
  return {
    kind: input.kind,
    firstName: address.firstName,
    lastName: address.lastName,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 || null,
    city: address.city,
    postalCode: address.postalCode,
    region: address.region || null,
    country: address.country,
    phone: address.phone || null,
  };
}

export function createAddressBook(db: Database) {
  const lockCustomer = (tx: Database, customerId: string) => lockKey(tx, `account:addresses:${customerId}`);

  async function rowsOf(executor: Database, customerId: string): Promise<AddressRow[]> {
    return executor
      .select()
      .from(accountAddresses)
      .where(eq(accountAddresses.customerId, customerId))
      .orderBy(desc(accountAddresses.isDefault), desc(accountAddresses.createdAt), desc(accountAddresses.id));
  }

  async function owned(executor: Database, customerId: string, id: string): Promise<AddressRow> {
    const [row] = await executor
      .select()
      .from(accountAddresses)
      .where(and(eq(accountAddresses.id, id), eq(accountAddresses.customerId, customerId)));
    if (!row) throw notFound(ADDRESS_NOT_FOUND);
    return row;
  }

  async function makeDefault(tx: Database, customerId: string, row: Pick<AddressRow, 'id' | 'kind'>): Promise<void> {
    await tx
      .update(accountAddresses)
      .set({ isDefault: false })
      .where(and(eq(accountAddresses.customerId, customerId), eq(accountAddresses.kind, row.kind), eq(accountAddresses.isDefault, true)));
    await tx.update(accountAddresses).set({ isDefault: true }).where(eq(accountAddresses.id, row.id));
  }

  /** A kind with addresses but no default gets its newest one as default. */
  async function ensureDefaults(tx: Database, customerId: string): Promise<void> {
    const rows = await rowsOf(tx, customerId);
    for (const kind of KINDS) {
      const ofKind = rows.filter((row) => row.kind === kind);
      const newest = [...ofKind].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
      if (newest && !ofKind.some((row) => row.isDefault)) await makeDefault(tx, customerId, newest);
    }
  }

  const list = async (customerId: string, executor: Database = db): Promise<SavedAddressList> => ({
    addresses: (await rowsOf(executor, customerId)).map(toSavedAddress),
    max: MAX_SAVED_ADDRESSES,
  });

  return {
    list,

    async create(customerId: string, input: AddressInput): Promise<SavedAddress> {
      const columns = columnsOf(input);
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const existing = await tx.select({ id: accountAddresses.id }).from(accountAddresses).where(eq(accountAddresses.customerId, customerId));
        if (existing.length >= MAX_SAVED_ADDRESSES) {
          throw conflict(`Your address book is full: at most ${MAX_SAVED_ADDRESSES} addresses. Delete one to add another.`);
        }
        await tx.insert(accountAddresses).values({ id, customerId, ...columns });
        if (input.isDefault) await makeDefault(tx, customerId, { id, kind: input.kind });
        await ensureDefaults(tx, customerId);
      });
      return toSavedAddress(await owned(db, customerId, id));
    },

    /** Replaces the address (and its kind). `isDefault: true` makes it the default; false changes nothing. */
    async update(customerId: string, id: string, input: AddressInput): Promise<SavedAddress> {
      const columns = columnsOf(input);
      await db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const row = await owned(tx, customerId, id);
        const kindChanged = row.kind !== input.kind;
        await tx
          .update(accountAddresses)
          .set({ ...columns, ...(kindChanged ? { isDefault: false } : {}), updatedAt: new Date() })
          .where(eq(accountAddresses.id, id));
        if (input.isDefault) await makeDefault(tx, customerId, { id, kind: input.kind });
        await ensureDefaults(tx, customerId);
      });
      return toSavedAddress(await owned(db, customerId, id));
    },

    async remove(customerId: string, id: string): Promise<SavedAddressList> {
      await db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const removed = await tx
          .delete(accountAddresses)
          .where(and(eq(accountAddresses.id, id), eq(accountAddresses.customerId, customerId)))
          .returning({ id: accountAddresses.id });
        if (removed.length === 0) throw notFound(ADDRESS_NOT_FOUND);
        await ensureDefaults(tx, customerId);
      });
      return list(customerId);
    },

    /** Makes the address the default of its kind; `kind`, when given, must be the address's own. */
    async setDefault(customerId: string, id: string, kind?: AddressKind): Promise<SavedAddressList> {
      await db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const row = await owned(tx, customerId, id);
        if (kind && kind !== row.kind) throw badRequest(`querystring/kind: this is a ${row.kind} address; it can only be the default ${row.kind} address`);
        await makeDefault(tx, customerId, row);
      });
      return list(customerId);
    },

    async forgetCustomer(customerId: string): Promise<void> {
      await db.delete(accountAddresses).where(eq(accountAddresses.customerId, customerId));
    },
  };
}

export type AddressBook = ReturnType<typeof createAddressBook>;
