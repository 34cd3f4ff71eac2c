/**
 * The random tokens that open a conversation: the httpOnly `sf_chat` cookie of a browser, and the link in an offline
 * reply. Only their SHA-256 is stored, so a database read gives nobody a way into a shopper's chat.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { chatAccessTokens, chatConversations } from './tables';
import type { ConversationRow } from './store';

export const CHAT_COOKIE = 'sf_chat';
/** A browser keeps its conversation this long (reload, other pages, a later visit). */
export const COOKIE_TOKEN_DAYS = 30;
/** An offline reply's link continues the conversation this long. */
export const EMAIL_TOKEN_DAYS = 30;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
export const hashEmail = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

/** A new token of `kind` for the conversation, stored as its hash; returns the token itself. */
export async function issueToken(db: Database, conversationId: string, kind: 'cookie' | 'email', now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const days = kind === 'cookie' ? COOKIE_TOKEN_DAYS : EMAIL_TOKEN_DAYS;
  await db.insert(chatAccessTokens).values({ tokenHash: hashToken(token), conversationId, kind, expiresAt: new Date(now.getTime() + days * 86_400_000) });
  return token;
}

/** The conversation a live token of `kind` opens, or null (unknown, expired or malformed). */
export async function conversationOfToken(db: Database, token: string | undefined, kind: 'cookie' | 'email', now: Date): Promise<ConversationRow | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const [found] = await db
    .select({ conversation: chatConversations })
    .from(chatAccessTokens)
    .innerJoin(chatConversations, eq(chatConversations.id, chatAccessTokens.conversationId))
    .where(and(eq(chatAccessTokens.tokenHash, hashToken(token)), eq(chatAccessTokens.kind, kind), gt(chatAccessTokens.expiresAt, now)));
  return found?.conversation ?? null;
}

export const readChatCookie = (request: FastifyRequest): string | undefined => request.cookies[CHAT_COOKIE];

export function setChatCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(CHAT_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: COOKIE_TOKEN_DAYS * 86_400,
  });
}

export function clearChatCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(CHAT_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
}
