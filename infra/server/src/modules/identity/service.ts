/**
 * Shopper accounts: registration with e-mail verification, password sign-in, password reset, e-mail and password
 * changes, profile and erasure. Sessions are the session store's; this service decides who may have one.
 * Unknown e-mails and wrong passwords take the same path and time (a decoy hash is verified), and no answer says
 * whether an e-mail has an account.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CustomerProfile, Interest } from '@sf/contracts';
import type { Database } from '../../db/client';
import { conflict, HttpError } from '../../http-errors';
import { PASSWORD_MESSAGES, passwordProblem } from './password-policy';
import { customers } from './tables';
import { consumeToken, deleteTokensOf, issueToken, peekToken } from './tokens';

/**
 * OWASP's Argon2id baseline (19 MiB, 2 passes, 1 lane): about 25-35 ms per hash on this machine's cores, so a
 * sign-in stays fast while an offline guess costs the attacker the same memory per try.
 */
/** `algorithm: 2` is Argon2id (the binding's const enum cannot be imported under verbatimModuleSyntax). */
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export type CustomerRow = typeof customers.$inferSelect;

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  marketingOptIn: boolean;
  brand: string;
  locale: string;
}

/** What the service asks the routes to e-mail (the routes know the site's URLs). */
export interface MailRequest {
  mail: 'verify' | 'reset' | 'change' | 'changed' | 'exists';
  customer: CustomerRow;
  to: string;
  token: string | null;
}

let decoyHash: Promise<string> | undefined;
const decoy = () => {
  decoyHash ??= hash(randomBytes(16).toString('hex'), ARGON2_OPTIONS);
  return decoyHash;
};

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

function assertPasswordAllowed(password: string, inputs: string[]): void {
  const problem = passwordProblem(password, inputs);
  if (problem) throw new HttpError(400, PASSWORD_MESSAGES[problem]);
}

export function toProfile(row: CustomerRow): CustomerProfile {
  return {
    customerId: row.id,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    pendingEmail: row.pendingEmail,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    marketingOptIn: row.marketingOptIn,
    interests: row.interests as Interest[],
    hasPassword: row.passwordHash !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createIdentityService(db: Database, sendMail: (tx: Database, request: MailRequest) => Promise<void>) {
  async function byId(id: string): Promise<CustomerRow | null> {
    return (await db.select().from(customers).where(eq(customers.id, id)))[0] ?? null;
  }
  async function byEmail(email: string): Promise<CustomerRow | null> {
    return (await db.select().from(customers).where(eq(customers.email, email.trim().toLowerCase())))[0] ?? null;
  }
  async function passwordMatches(row: CustomerRow | null, password: string): Promise<boolean> {
    if (!row?.passwordHash) {
      await verify(await decoy(), password).catch(() => false);
      return false;
    }
    return verify(row.passwordHash, password).catch(() => false);
  }
  /** A fresh verification link (earlier ones stop working). */
  async function mailVerification(tx: Database, customer: CustomerRow): Promise<void> {
    await sendMail(tx, { mail: 'verify', customer, to: customer.email, token: await issueToken(tx, customer.id, 'verify-email', customer.email) });
  }
  async function requireRow(id: string): Promise<CustomerRow> {
    const row = await byId(id);
    if (!row) throw new HttpError(401, 'Sign in to continue');
    return row;
  }

  return {
    customer: byId,
    findByEmail: byEmail,

    /**
     * Creates an unverified account and mails its verification link. An e-mail that already has an account gets no
     * new account and the caller the same answer; an unverified one gets a fresh link (a lost first mail).
     * Returns the new customer, or null when the e-mail was taken.
     */
    async register(input: NewAccount, options: { verified?: boolean; role?: 'shopper' | 'employee' } = {}): Promise<CustomerRow | null> {
      const email = input.email.trim().toLowerCase();
      assertPasswordAllowed(input.password, [email, input.firstName, input.lastName]);
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(customers)
          .values({
            id: randomUUID(),
            email,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            marketingOptIn: input.marketingOptIn,
            brand: input.brand,
            locale: input.locale,
            role: options.role ?? 'shopper',
            emailVerifiedAt: options.verified ? new Date() : null,
          })
          .onConflictDoNothing({ target: customers.email })
          .returning();
        if (!row) {
          // The address is taken: its owner hears about it (a fresh link while unverified, else "you already have
          // an account"); the caller gets the same answer as for a new account.
          const existing = (await tx.select().from(customers).where(eq(customers.email, email)))[0];
          if (existing?.emailVerifiedAt) await sendMail(tx, { mail: 'exists', customer: existing, to: existing.email, token: null });
          else if (existing) await mailVerification(tx, existing);
          return null;
        }
        if (!options.verified) await mailVerification(tx, row);
        return row;
      });
    },

    /** Confirms an address (sign-up or e-mail change). Returns the customer, or null for a used/expired/unknown link. */
    async verifyEmail(token: string): Promise<CustomerRow | null> {
      return db.transaction(async (tx) => {
        const used = await consumeToken(tx, token, ['verify-email', 'change-email']);
        if (!used) return null;
        if (used.purpose === 'change-email') {
          const taken = (await tx.select({ id: customers.id }).from(customers).where(eq(customers.email, used.email)))[0];
          if (taken && taken.id !== used.customerId) throw conflict('This e-mail address already belongs to another account');
          const [row] = await tx
            .update(customers)
            .set({ email: used.email, pendingEmail: null, emailVerifiedAt: new Date(), sessionEpoch: sql`${customers.sessionEpoch} + 1` })
            .where(eq(customers.id, used.customerId))
            .returning();
          return row ?? null;
        }
        const [row] = await tx
          .update(customers)
          .set({ emailVerifiedAt: sql`coalesce(${customers.emailVerifiedAt}, now())` })
          .where(and(eq(customers.id, used.customerId), eq(customers.email, used.email)))
          .returning();
        return row ?? null;
      });
    },

    /** Mails a new verification link (an unverified shopper trying to sign in). */
    async resendVerification(customer: CustomerRow): Promise<void> {
      await db.transaction((tx) => mailVerification(tx, customer));
    },

    /** The customer for a right e-mail and password; null for anything else, after the same work. */
    async authenticate(email: string, password: string): Promise<CustomerRow | null> {
      const row = await byEmail(email);
      return (await passwordMatches(row, password)) ? row : null;
    },

    /** Records the first sign-in; true only the first time (the welcome dialog). */
    async markSignedIn(id: string): Promise<boolean> {
      const updated = await db
        .update(customers)
        .set({ firstSignInAt: new Date() })
        .where(and(eq(customers.id, id), isNull(customers.firstSignInAt)))
        .returning({ id: customers.id });
      return updated.length > 0;
    },

    /** Mails a reset link when the e-mail has an account; says nothing either way. */
    async requestPasswordReset(email: string): Promise<void> {
      const row = await byEmail(email);
      if (!row) return;
      await db.transaction(async (tx) => {
        await sendMail(tx, { mail: 'reset', customer: row, to: row.email, token: await issueToken(tx, row.id, 'reset-password', row.email) });
      });
    },

    /** Sets a new password from a reset link: every session ends, the mailbox is proven, the owner is told. */
    async resetPassword(token: string, password: string): Promise<CustomerRow | null> {
      // The password is checked before the link is spent, so a refused password does not cost the shopper the link.
      const live = await peekToken(db, token, 'reset-password');
      const row = live ? await byId(live.customerId) : null;
      if (!row) return null;
      assertPasswordAllowed(password, [row.email, row.firstName, row.lastName]);
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        if (!(await consumeToken(tx, token, ['reset-password']))) return null;
        const [updated] = await tx
          .update(customers)
          .set({ passwordHash, emailVerifiedAt: sql`coalesce(${customers.emailVerifiedAt}, now())`, sessionEpoch: sql`${customers.sessionEpoch} + 1` })
          .where(eq(customers.id, row.id))
          .returning();
        if (updated) await sendMail(tx, { mail: 'changed', customer: updated, to: updated.email, token: null });
        return updated ?? null;
      });
    },

    async changePassword(id: string, currentPassword: string, newPassword: string): Promise<CustomerRow> {
      const row = await requireRow(id);
      if (!(await passwordMatches(row, currentPassword))) throw new HttpError(403, 'currentPassword: the current password is not right');
      assertPasswordAllowed(newPassword, [row.email, row.firstName, row.lastName]);
      const passwordHash = await hashPassword(newPassword);
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(customers)
          .set({ passwordHash, sessionEpoch: sql`${customers.sessionEpoch} + 1` })
          .where(eq(customers.id, id))
          .returning();
        if (!updated) throw new HttpError(401, 'Sign in to continue');
        await sendMail(tx, { mail: 'changed', customer: updated, to: updated.email, token: null });
        return updated;
      });
    },

    /** Starts an e-mail change: the new address gets a link; the account keeps the old one until it is followed. */
    async requestEmailChange(id: string, email: string, currentPassword: string): Promise<CustomerRow> {
      const row = await requireRow(id);
      if (!(await passwordMatches(row, currentPassword))) throw new HttpError(403, 'currentPassword: the current password is not right');
      const next = email.trim().toLowerCase();
      if (next === row.email) throw new HttpError(400, 'email: this is already your e-mail address');
      return db.transaction(async (tx) => {
        const [updated] = await tx.update(customers).set({ pendingEmail: next }).where(eq(customers.id, id)).returning();
        if (!updated) throw new HttpError(401, 'Sign in to continue');
        await sendMail(tx, { mail: 'change', customer: updated, to: next, token: await issueToken(tx, id, 'change-email', next) });
        return updated;
      });
    },

    async updateProfile(id: string, changes: { firstName?: string; lastName?: string; marketingOptIn?: boolean; interests?: Interest[] }) {
      const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      if (Object.keys(set).length === 0) return requireRow(id);
      if (set.interests) set.interests = [...new Set(changes.interests)];
      const [row] = await db.update(customers).set(set).where(eq(customers.id, id)).returning();
      if (!row) throw new HttpError(401, 'Sign in to continue');
      return row;
    },

    async setRole(id: string, role: 'shopper' | 'employee'): Promise<void> {
      await db
        .update(customers)
        .set({ role, sessionEpoch: sql`${customers.sessionEpoch} + 1` })
        .where(eq(customers.id, id));
    },

    /** Ends every session of the customer (their epoch moves on). */
    async raiseEpoch(id: string): Promise<void> {
      await db
        .update(customers)
        .set({ sessionEpoch: sql`${customers.sessionEpoch} + 1` })
        .where(eq(customers.id, id));
    },

    async verifyPassword(id: string, password: string): Promise<boolean> {
      return passwordMatches(await byId(id), password);
    },

    /** Erases the account row and its tokens (other modules' data goes through onCustomerDeleted first). */
    async deleteAccount(id: string): Promise<void> {
      await deleteTokensOf(db, id);
      await db.delete(customers).where(eq(customers.id, id));
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
