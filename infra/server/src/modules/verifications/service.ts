/**
 * Student verification: a code request per account (replaced by a new one, never two), the code check with limited
 * attempts and an expiry, and the 12-month verification the cart's student discount reads.
 */
import { and, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { StudentCodeError, StudentVerificationStatus } from '@sf/contracts';
import { STUDENT_CODE_MAX_ATTEMPTS, STUDENT_CODE_MINUTES, STUDENT_DISCOUNT_PERCENT, STUDENT_VERIFICATION_MONTHS } from '@sf/contracts/student-verification';
import type { Database } from '../../db/client';
import { conflict } from '../../http-errors';
import type { I18nService } from '../i18n';
import type { OutboxService } from '../outbox';
import type { CodeKeeper } from './codes';
import { codeEmail } from './emails';
import { studentVerificationRequests, studentVerifications } from './tables';

/** A new code for the same address is sent at most this often: a double click or two tabs send one e-mail. */
export const RESEND_AFTER_SECONDS = 30;
/** A verification may be renewed once it has less than this left. */
export const RENEW_WITHIN_DAYS = 30;
const DAY = 24 * 60 * 60 * 1000;

export interface VerificationDeps {
  outbox: OutboxService;
  i18n: I18nService;
  codes: CodeKeeper;
  now?: () => Date;
}

export interface CodeRequest {
  customerId: string;
  email: string;
  institution: string;
  brand: string;
  locale: string;
}

export type CodeOutcome = { verified: true } | { verified: false; reason: StudentCodeError['reason']; attemptsLeft: number };

const addMonths = (date: Date, months: number): Date => {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

export function createVerificationService(db: Database, deps: VerificationDeps) {
  const now = deps.now ?? (() => new Date());

  async function status(customerId: string): Promise<StudentVerificationStatus> {
    const at = now();
    const [verified] = await db
      .select()
      .from(studentVerifications)
      .where(and(eq(studentVerifications.customerId, customerId), gt(studentVerifications.validUntil, at)));
    const [pending] = await db
      .select()
      .from(studentVerificationRequests)
      .where(
        and(
          eq(studentVerificationRequests.customerId, customerId),
          gt(studentVerificationRequests.expiresAt, at),
          lt(studentVerificationRequests.attempts, STUDENT_CODE_MAX_ATTEMPTS),
        ),
      );
    return {
      status: verified ? 'verified' : pending ? 'pending' : 'none',
      discountPercent: STUDENT_DISCOUNT_PERCENT,
      verified: verified
        ? {
            email: verified.email,
            institution: verified.institution,
            verifiedAt: verified.verifiedAt.toISOString(),
            validUntil: verified.validUntil.toISOString(),
          }
        : null,
      pending: pending
        ? {
            email: pending.email,
            institution: pending.institution,
            expiresAt: pending.expiresAt.toISOString(),
            attemptsLeft: STUDENT_CODE_MAX_ATTEMPTS - pending.attempts,
          }
        : null,
    };
  }

  return {
    status,

    /**
     * Sends a new code to `email` (201), replacing any earlier request of the account. The account's one row is
     * written by an upsert that skips a request for the same address made in the last RESEND_AFTER_SECONDS: two
     * requests at once then leave one row and send one e-mail (false: nothing new was sent).
     */
    async requestCode(input: CodeRequest): Promise<{ sent: boolean; status: StudentVerificationStatus }> {
      const at = now();
      const [current] = await db.select().from(studentVerifications).where(eq(studentVerifications.customerId, input.customerId));
      if (current && current.validUntil.getTime() - at.getTime() > RENEW_WITHIN_DAYS * DAY) {
        throw conflict(
          `You are verified as a student until ${current.validUntil.toISOString().slice(0, 10)}; renew within ${RENEW_WITHIN_DAYS} days of that date`,
        );
      }
      const [taken] = await db
        .select({ customerId: studentVerifications.customerId })
        .from(studentVerifications)
        .where(and(eq(studentVerifications.email, input.email), ne(studentVerifications.customerId, input.customerId), gt(studentVerifications.validUntil, at)))
        .limit(1);
      if (taken) throw conflict('body/email: this academic address already verifies another account');

      const code = deps.codes.draw();
      const row = {
        customerId: input.customerId,
        email: input.email,
        institution: input.institution,
        codeHash: deps.codes.hash(input.customerId, code),
        attempts: 0,
        createdAt: at,
        expiresAt: new Date(at.getTime() + STUDENT_CODE_MINUTES * 60_000),
      };
      const sent = await db.transaction(async (tx) => {
        const resendAfter = new Date(at.getTime() - RESEND_AFTER_SECONDS * 1000);
        const [written] = await tx
          .insert(studentVerificationRequests)
          .values(row)
          .onConflictDoUpdate({
            target: studentVerificationRequests.customerId,
            set: { email: row.email, institution: row.institution, codeHash: row.codeHash, attempts: 0, createdAt: row.createdAt, expiresAt: row.expiresAt },
            // Evaluated on the row as committed by a concurrent request: the second of two at once finds it fresh.
            setWhere: or(
              ne(studentVerificationRequests.email, row.email),
              lt(studentVerificationRequests.createdAt, resendAfter),
              sql`${studentVerificationRequests.attempts} >= ${STUDENT_CODE_MAX_ATTEMPTS}`,
            ),
          })
          .returning({ customerId: studentVerificationRequests.customerId });
        if (!written) return false;
        await deps.outbox.enqueue(
          tx,
          codeEmail(deps.i18n, { to: input.email, brand: input.brand, locale: input.locale, code, institution: input.institution }),
        );
        return true;
      });
      return { sent, status: await status(input.customerId) };
    },

    /**
     * Checks a code against the account's request under a row lock (parallel guesses queue, each counted). The right
     * code ends the request and records a verification valid STUDENT_VERIFICATION_MONTHS; a wrong one uses an attempt.
     */
    async confirmCode(customerId: string, code: string): Promise<CodeOutcome> {
      const at = now();
      return db.transaction(async (tx): Promise<CodeOutcome> => {
        const [request] = await tx.select().from(studentVerificationRequests).where(eq(studentVerificationRequests.customerId, customerId)).for('update');
        if (!request) return { verified: false, reason: 'no-request', attemptsLeft: 0 };
        if (request.attempts >= STUDENT_CODE_MAX_ATTEMPTS) return { verified: false, reason: 'too-many-attempts', attemptsLeft: 0 };
        if (request.expiresAt <= at) return { verified: false, reason: 'expired', attemptsLeft: 0 };
        if (!deps.codes.matches(customerId, code, request.codeHash)) {
          const attempts = request.attempts + 1;
          await tx.update(studentVerificationRequests).set({ attempts }).where(eq(studentVerificationRequests.customerId, customerId));
          const attemptsLeft = STUDENT_CODE_MAX_ATTEMPTS - attempts;
          return { verified: false, reason: attemptsLeft > 0 ? 'wrong-code' : 'too-many-attempts', attemptsLeft };
        }
        const verification = { email: request.email, institution: request.institution, verifiedAt: at, validUntil: addMonths(at, STUDENT_VERIFICATION_MONTHS) };
        await tx
          .insert(studentVerifications)
          .values({ customerId, ...verification })
          .onConflictDoUpdate({ target: studentVerifications.customerId, set: verification });
        await tx.delete(studentVerificationRequests).where(eq(studentVerificationRequests.customerId, customerId));
        return { verified: true };
      });
    },

    /** The cart's question (through the provider): is this customer a verified student now? `handle`: the caller's. */
    async isVerified(customerId: string, handle: Database = db): Promise<boolean> {
      const [row] = await handle
        .select({ validUntil: studentVerifications.validUntil })
        .from(studentVerifications)
        .where(and(eq(studentVerifications.customerId, customerId), gt(studentVerifications.validUntil, now())))
        .limit(1);
      return row !== undefined;
    },

    /** Account deletion: the request and the verification go with it. */
    async forgetCustomer(customerId: string): Promise<void> {
      await db.delete(studentVerificationRequests).where(eq(studentVerificationRequests.customerId, customerId));
      await db.delete(studentVerifications).where(eq(studentVerifications.customerId, customerId));
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
