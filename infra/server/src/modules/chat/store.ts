/**
 * Reading and writing conversations and messages, and turning rows into the contract's shapes. A message's seq comes
 * from `UPDATE chat_conversations SET last_seq = last_seq + 1 … RETURNING last_seq` inside the transaction that
 * inserts it: the row lock orders concurrent senders, so seqs are gap-free and never shared.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { ChatAttachment, ChatAuthor, ChatConversation, ChatConversationStatus, ChatMessage } from '@sf/contracts/chat';
import type { Database } from '../../db/client';
import { chatAttachments, chatConversations, chatMessages } from './tables';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type AttachmentRow = typeof chatAttachments.$inferSelect;

/** Most messages one `welcome` or `watch` replays; a longer conversation is replayed in order up to here. */
export const REPLAY_LIMIT = 500;

export const attachmentUrl = (id: string) => `/api/chat/attachments/${id}`;

export function conversationView(row: ConversationRow): ChatConversation {
  return {
    id: row.id,
    status: row.status,
    queue: { brand: row.brand as ChatConversation['queue']['brand'], language: row.language },
    topic: row.topic,
    agentName: row.status === 'closed' ? null : row.agentName,
    visitor: { kind: row.visitorKind, email: row.visitorEmail, name: row.visitorName, loyaltyMember: row.loyaltyMember },
    startedAt: row.startedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    lastSeq: row.lastSeq,
  };
}

export function attachmentView(row: AttachmentRow): ChatAttachment {
  return { id: row.id, name: row.name, type: row.type as ChatAttachment['type'], size: row.size, url: attachmentUrl(row.id) };
}

export function messageView(row: MessageRow, attachment: AttachmentRow | null): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    seq: row.seq,
    author: row.author,
    authorName: row.authorName,
    body: row.body,
    attachment: attachment ? attachmentView(attachment) : null,
    links: row.links,
    clientId: row.clientId,
    sentAt: row.sentAt.toISOString(),
  };
}

export async function conversationById(db: Database, id: string): Promise<ConversationRow | null> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  return row ?? null;
}

/** Locks the conversation row for the rest of the transaction (sends, claims and status changes queue behind it). */
export async function lockConversation(tx: Database, id: string): Promise<ConversationRow | null> {
  const [row] = await tx.select().from(chatConversations).where(eq(chatConversations.id, id)).for('update');
  return row ?? null;
}

export async function renderMessages(db: Database, rows: MessageRow[]): Promise<ChatMessage[]> {
  const ids = rows.map((row) => row.attachmentId).filter((id): id is string => id !== null);
  const attachments = ids.length > 0 ? await db.select().from(chatAttachments).where(inArray(chatAttachments.id, ids)) : [];
  const byId = new Map(attachments.map((row) => [row.id, row]));
  return rows.map((row) => messageView(row, row.attachmentId ? (byId.get(row.attachmentId) ?? null) : null));
}

/** Messages after `afterSeq`, in order. */
export async function messagesAfter(db: Database, conversationId: string, afterSeq: number, limit = REPLAY_LIMIT): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.seq, afterSeq)))
    .orderBy(asc(chatMessages.seq))
    .limit(limit);
  return renderMessages(db, rows);
}

export async function messageByClientId(db: Database, conversationId: string, clientId: string): Promise<MessageRow | null> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.clientId, clientId)));
  return row ?? null;
}

export interface NewMessage {
  author: ChatAuthor;
  authorName?: string | null;
  body: string;
  attachmentId?: string | null;
  links?: Array<{ title: string; href: string }>;
  clientId?: string | null;
}

/** Appends a message inside the caller's transaction (which should hold the conversation's lock). */
export async function appendMessage(tx: Database, conversationId: string, input: NewMessage): Promise<MessageRow> {
  const [allocated] = await tx
    .update(chatConversations)
    .set({ lastSeq: sql`${chatConversations.lastSeq} + 1`, lastActivityAt: new Date() })
    .where(eq(chatConversations.id, conversationId))
    .returning({ seq: chatConversations.lastSeq });
  if (!allocated) throw new Error(`chat: no conversation ${conversationId}`);
  const [row] = await tx
    .insert(chatMessages)
    .values({
      id: randomUUID(),
      conversationId,
      seq: allocated.seq,
      author: input.author,
      authorName: input.authorName ?? null,
      body: input.body,
      attachmentId: input.attachmentId ?? null,
      links: input.links ?? [],
      clientId: input.clientId ?? null,
    })
    .returning();
  if (!row) throw new Error('chat: the message was not stored');
  return row;
}

/** Sets the status (and whatever else) of a conversation inside the caller's transaction; returns the new row. */
export async function updateConversation(
  tx: Database,
  id: string,
  changes: Partial<Omit<ConversationRow, 'id' | 'lastSeq'>> & { status?: ChatConversationStatus },
): Promise<ConversationRow> {
  const [row] = await tx.update(chatConversations).set(changes).where(eq(chatConversations.id, id)).returning();
  if (!row) throw new Error(`chat: no conversation ${id}`);
  return row;
}

export function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: string }).code === '23505') return true;
  }
  return false;
}
