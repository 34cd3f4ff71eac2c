/**
 * Where shopper sessions live: PostgreSQL (the identity_sessions table) on one instance, Redis when REDIS_URL is set
 * so every instance sees them. Only the SHA-256 of a session id is stored; the id itself exists only in the
 * browser's HttpOnly cookie. Idle expiry is refreshed on use (at most once a minute, so reads stay reads); the
 * absolute expiry counts from sign-in and use never extends it.
 */
import { createHash } from 'node:crypto';
import { eq, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { KeyValueStore } from '../../db/key-value';
import { customerSessions } from './tables';

export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_MAX_SECONDS = 30 * 24 * 60 * 60;
/** How stale the idle clock may get before a read writes it again. */
const TOUCH_AFTER_MS = 60_000;

export interface StoredSession {
  customerId: string;
  /** The customer's session epoch at sign-in: a later "sign out everywhere" raises it. */
  epoch: number;
  createdAt: number;
  lastSeenAt: number;
}

export interface SessionStore {
  create(id: string, session: StoredSession): Promise<void>;
  /** The live session, its idle clock refreshed; null when unknown, idle too long or too old. */
  read(id: string): Promise<StoredSession | null>;
  delete(id: string): Promise<void>;
  /** Drops every session of a customer that this store can find (Redis ones end through the epoch instead). */
  deleteAll(customerId: string): Promise<void>;
}

export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('base64url');

const expired = (session: StoredSession, now: number) =>
  now - session.createdAt >= SESSION_MAX_SECONDS * 1000 || now - session.lastSeenAt >= SESSION_IDLE_SECONDS * 1000;

export function createDatabaseSessionStore(db: Database, now: () => number = Date.now): SessionStore {
  let lastSweep = 0;
  async function sweep(at: number) {
    if (at - lastSweep < 10 * 60_000) return;
    lastSweep = at;
    await db
      .delete(customerSessions)
      .where(
        or(
          lt(customerSessions.lastSeenAt, new Date(at - SESSION_IDLE_SECONDS * 1000)),
          lt(customerSessions.createdAt, new Date(at - SESSION_MAX_SECONDS * 1000)),
        ),
      );
  }
  return {
    async create(id, session) {
      await db.insert(customerSessions).values({
        idHash: hashSessionId(id),
        customerId: session.customerId,
        epoch: session.epoch,
        createdAt: new Date(session.createdAt),
        lastSeenAt: new Date(session.lastSeenAt),
      });
      await sweep(session.createdAt);
    },
    async read(id) {
      const idHash = hashSessionId(id);
      const row = (await db.select().from(customerSessions).where(eq(customerSessions.idHash, idHash)))[0];
      if (!row) return null;
      const at = now();
      const session: StoredSession = { customerId: row.customerId, epoch: row.epoch, createdAt: row.createdAt.getTime(), lastSeenAt: row.lastSeenAt.getTime() };
      if (expired(session, at)) {
        await db.delete(customerSessions).where(eq(customerSessions.idHash, idHash));
        return null;
      }
      if (at - session.lastSeenAt > TOUCH_AFTER_MS) {
        await db
          .update(customerSessions)
          .set({ lastSeenAt: new Date(at) })
          .where(eq(customerSessions.idHash, idHash));
        session.lastSeenAt = at;
      }
      return session;
    },
    async delete(id) {
      await db.delete(customerSessions).where(eq(customerSessions.idHash, hashSessionId(id)));
    },
    async deleteAll(customerId) {
      await db.delete(customerSessions).where(eq(customerSessions.customerId, customerId));
    },
  };
}

export function createKeyValueSessionStore(store: KeyValueStore, now: () => number = Date.now): SessionStore {
  const key = (id: string) => `customer-session:${hashSessionId(id)}`;
  const ttl = (session: StoredSession, at: number) =>
    Math.max(1, Math.min(SESSION_IDLE_SECONDS, Math.ceil((session.createdAt + SESSION_MAX_SECONDS * 1000 - at) / 1000)));
  return {
    async create(id, session) {
      await store.set(key(id), JSON.stringify(session), ttl(session, session.createdAt));
    },
    async read(id) {
      const stored = await store.get(key(id));
      if (!stored) return null;
      const session = JSON.parse(stored) as StoredSession;
      const at = now();
      if (expired(session, at)) {
        await store.del(key(id));
        return null;
      }
      if (at - session.lastSeenAt > TOUCH_AFTER_MS) {
        session.lastSeenAt = at;
        await store.set(key(id), JSON.stringify(session), ttl(session, at));
      }
      return session;
    },
    async delete(id) {
      await store.del(key(id));
    },
    // Redis cannot list a customer's keys cheaply; the raised epoch ends them on their next read.
    async deleteAll() {},
  };
}
