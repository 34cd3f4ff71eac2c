/**
 * Employee terms and employee sessions. A session is an opaque random token (32 bytes) of which only the SHA-256 is
 * stored; it belongs to one customer, ends at its expiry or when revoked, and while one is live the customer's
 * baskets get the employee discount (the cart asks `discountFor`).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { employeeSessions, employeeTermsAcceptances } from './tables';
import { EMPLOYEE_TERMS_VERSION } from './terms';

export interface EmployeesOptions {
  /** How long an employee session lasts. */
  sessionMinutes: number;
  now?: () => Date;
}

export interface StartedSession {
  token: string;
  expiresAt: Date;
}

export const hashEmployeeToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

export function createEmployeesService(db: Database, options: EmployeesOptions) {
  const now = options.now ?? (() => new Date());
  const live = (at: Date) => and(isNull(employeeSessions.revokedAt), gt(employeeSessions.expiresAt, at));

  const service = {
    termsVersion: EMPLOYEE_TERMS_VERSION,
    sessionHours: options.sessionMinutes / 60,

    /** When the customer accepted `version` (default: the current one), or null. */
    async acceptedAt(customerId: string, version: string = EMPLOYEE_TERMS_VERSION): Promise<Date | null> {
      const [row] = await db
        .select({ acceptedAt: employeeTermsAcceptances.acceptedAt })
        .from(employeeTermsAcceptances)
        .where(and(eq(employeeTermsAcceptances.customerId, customerId), eq(employeeTermsAcceptances.termsVersion, version)));
      return row?.acceptedAt ?? null;
    },

    /** Records the acceptance; accepting again (or twice at once) keeps the first time. */
    async accept(customerId: string, version: string): Promise<Date> {
      await db.insert(employeeTermsAcceptances).values({ customerId, termsVersion: version, acceptedAt: now() }).onConflictDoNothing();
      const acceptedAt = await service.acceptedAt(customerId, version);
      if (!acceptedAt) throw new Error('terms acceptance was not stored');
      return acceptedAt;
    },

    /** A new session for the customer (the caller checked role and terms); the customer's ended sessions are pruned. */
    async startSession(customerId: string): Promise<StartedSession> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now().getTime() + options.sessionMinutes * 60_000);
      await db
        .delete(employeeSessions)
        .where(and(eq(employeeSessions.customerId, customerId), or(lte(employeeSessions.expiresAt, now()), isNotNull(employeeSessions.revokedAt))));
      await db.insert(employeeSessions).values({ tokenHash: hashEmployeeToken(token), customerId, createdAt: now(), expiresAt });
      return { token, expiresAt };
    },

    /** The live session of `token` if it belongs to `customerId`; null when unknown, another's, expired or revoked. */
    async session(token: string, customerId: string): Promise<{ expiresAt: Date } | null> {
      const [row] = await db
        .select({ customerId: employeeSessions.customerId, expiresAt: employeeSessions.expiresAt })
        .from(employeeSessions)
        .where(and(eq(employeeSessions.tokenHash, hashEmployeeToken(token)), live(now())));
      return row && row.customerId === customerId ? { expiresAt: row.expiresAt } : null;
    },

    /** Ends the session of a token (signing out, or the browser saw it expire); unknown tokens change nothing. */
    async endSession(token: string): Promise<void> {
      await db
        .update(employeeSessions)
        .set({ revokedAt: now() })
        .where(and(eq(employeeSessions.tokenHash, hashEmployeeToken(token)), isNull(employeeSessions.revokedAt)));
    },

    /** Ends every session of a customer (no longer an employee, signed out everywhere). */
    async endSessionsOf(customerId: string): Promise<void> {
      await db
        .update(employeeSessions)
        .set({ revokedAt: now() })
        .where(and(eq(employeeSessions.customerId, customerId), isNull(employeeSessions.revokedAt)));
    },

    /** Whether the customer holds a live session; `handle` is the caller's (an order transaction at place order). */
    async hasLiveSession(customerId: string, handle: Database = db): Promise<boolean> {
      const [row] = await handle
        .select({ expiresAt: employeeSessions.expiresAt })
        .from(employeeSessions)
        .where(and(eq(employeeSessions.customerId, customerId), live(now())))
        .limit(1);
      return row !== undefined;
    },

    /** Account deletion: the customer's acceptances and sessions. */
    async forgetCustomer(customerId: string): Promise<void> {
      await db.delete(employeeSessions).where(eq(employeeSessions.customerId, customerId));
      await db.delete(employeeTermsAcceptances).where(eq(employeeTermsAcceptances.customerId, customerId));
    },
  };
  return service;
}

export type EmployeesService = ReturnType<typeof createEmployeesService>;
