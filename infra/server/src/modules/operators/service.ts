/**
 * Operator sign-in and sessions. Passwords are Argon2id hashes (@node-rs/argon2); a session is an opaque random id
 * kept in a cookie, and the server keeps only its SHA-256 in the shared key-value store (Redis when configured), with
 * an idle expiry refreshed on use and an absolute one that use never extends.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { KeyValueStore } from '../../db/key-value';
import { operators } from './tables';
import { holdsRole, type OperatorRole } from './roles';

export const OPERATOR_SESSION_IDLE_SECONDS = 30 * 60;
export const OPERATOR_SESSION_MAX_SECONDS = 8 * 60 * 60;

/** The demo operator seeded outside production only (README). */
export const DEMO_OPERATOR = { email: 'operator@storefront.test', password: 'lower-envs-operator' } as const;

export interface OperatorSession {
  operatorId: string;
  email: string;
  /** Roles at sign-in (a role change applies from the next sign-in; sessions last 8 hours at most). */
  roles: OperatorRole[];
  /** Epoch ms of sign-in: the absolute expiry counts from here. */
  signedInAt: number;
}

const sessionKey = (id: string) => `operator-session:${createHash('sha256').update(id).digest('base64url')}`;
/** Compared against when the e-mail is unknown, so both failures take the same time. */
let decoyHash: Promise<string> | undefined;

export function createOperatorsService(db: Database, store: KeyValueStore, now: () => number = Date.now) {
  async function findByEmail(email: string) {
    return (await db.select().from(operators).where(eq(operators.email, email.trim().toLowerCase())))[0] ?? null;
  }

  return {
    /** Adds the operator unless the e-mail exists (the password and roles of an existing one are left alone). */
    async ensure(email: string, password: string, roles: OperatorRole[] = ['admin']): Promise<void> {
      if (await findByEmail(email)) return;
      await db
        .insert(operators)
        .values({ id: randomUUID(), email: email.trim().toLowerCase(), passwordHash: await hash(password), roles })
        .onConflictDoNothing();
    },

    /** Returns the new session id, or null for an unknown e-mail or a wrong password alike. */
    async signIn(email: string, password: string): Promise<string | null> {
      const operator = await findByEmail(email);
      if (!operator) {
        decoyHash ??= hash(randomBytes(16).toString('hex'));
        await verify(await decoyHash, password).catch(() => false);
        return null;
      }
      if (!(await verify(operator.passwordHash, password).catch(() => false))) return null;
      const id = randomBytes(32).toString('base64url');
      const session: OperatorSession = { operatorId: operator.id, email: operator.email, roles: operator.roles, signedInAt: now() };
      await store.set(sessionKey(id), JSON.stringify(session), OPERATOR_SESSION_IDLE_SECONDS);
      return id;
    },

    /** The live session for a cookie value, refreshing its idle expiry; null when unknown, idle or too old. */
    async session(id: string | undefined): Promise<OperatorSession | null> {
      if (!id || id.length > 100) return null;
      const key = sessionKey(id);
      const stored = await store.get(key);
      if (!stored) return null;
      const parsed = JSON.parse(stored) as Omit<OperatorSession, 'roles'> & { roles?: OperatorRole[] };
      // Sessions stored before roles existed belonged to the only kind of operator there was: one who could do everything.
      const session: OperatorSession = { ...parsed, roles: parsed.roles ?? ['admin'] };
      const age = now() - session.signedInAt;
      if (age >= OPERATOR_SESSION_MAX_SECONDS * 1000) {
        await store.del(key);
        return null;
      }
      const left = Math.ceil((OPERATOR_SESSION_MAX_SECONDS * 1000 - age) / 1000);
      await store.set(key, stored, Math.min(OPERATOR_SESSION_IDLE_SECONDS, left));
      return session;
    },

    async signOut(id: string | undefined): Promise<void> {
      if (id && id.length <= 100) await store.del(sessionKey(id));
    },

    /** Operators holding `role` (directly or through admin), e.g. the chat agents a conversation may go to. */
    async withRole(role: OperatorRole): Promise<Array<{ id: string; email: string }>> {
      const rows = await db.select({ id: operators.id, email: operators.email, roles: operators.roles }).from(operators).orderBy(operators.email);
      return rows.filter((row) => holdsRole(row.roles, role)).map(({ id, email }) => ({ id, email }));
    },
  };
}

export type OperatorsService = ReturnType<typeof createOperatorsService>;
