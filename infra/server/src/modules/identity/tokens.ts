/** One-time e-mail tokens: random, stored as SHA-256, expiring, consumed by a conditional update so a link works once. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customerTokens } from './tables';

export type TokenPurpose = 'verify-email' | 'reset-password' | 'change-email';

export const TOKEN_LIFETIME_SECONDS: Record<TokenPurpose, number> = {
  'verify-email': 24 * 60 * 60,
  'change-email': 24 * 60 * 60,
  'reset-password': 60 * 60,
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Issues a token; earlier unused tokens of the same purpose stop working, so only the newest mail's link does. */
export async function issueToken(db: Database, customerId: string, purpose: TokenPurpose, email: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .update(customerTokens)
    .set({ usedAt: now })
    .where(and(eq(customerTokens.customerId, customerId), eq(customerTokens.purpose, purpose), isNull(customerTokens.usedAt)));
  await db.insert(customerTokens).values({
    tokenHash: hashToken(token),
    customerId,
    purpose,
    email,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_SECONDS[purpose] * 1000),
  });
  return token;
}

/** Marks the token used and returns it, or null when it is unknown, used, expired or of another purpose. */
export async function consumeToken(db: Database, token: string, purposes: TokenPurpose[], now = new Date()) {
  const [row] = await db
    .update(customerTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(customerTokens.tokenHash, hashToken(token)),
        inArray(customerTokens.purpose, purposes),
        isNull(customerTokens.usedAt),
        gt(customerTokens.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

export async function deleteTokensOf(db: Database, customerId: string): Promise<void> {
  await db.delete(customerTokens).where(eq(customerTokens.customerId, customerId));
}

/** The live token without using it up (to check a new password before the link is spent). */
export async function peekToken(db: Database, token: string, purpose: TokenPurpose, now = new Date()) {
  const [row] = await db
    .select()
    .from(customerTokens)
    .where(
      and(
        eq(customerTokens.tokenHash, hashToken(token)),
        eq(customerTokens.purpose, purpose),
        isNull(customerTokens.usedAt),
        gt(customerTokens.expiresAt, now),
      ),
    );
  return row ?? null;
}
