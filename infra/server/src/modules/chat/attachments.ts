/**
 * Files in a conversation: measured and identified by their bytes (file-type), whatever name or type the client
 * claimed; kept in the database (never under a served folder), so every instance serves them; read back only by the
 * conversation's shopper or an agent.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_ATTACHMENT_TYPES, type ChatAttachment } from '@sf/contracts/chat';
import type { Database } from '../../db/client';
import { safeFileName, sniffUpload } from '../../uploaded-file';
import { attachmentView, type AttachmentRow } from './store';
import { chatAttachmentFiles, chatAttachments } from './tables';

type AttachmentType = (typeof CHAT_ATTACHMENT_TYPES)[number];

const CHAT_RULES = { types: CHAT_ATTACHMENT_TYPES, maxBytes: CHAT_ATTACHMENT_MAX_BYTES, typesInWords: 'JPEG, PNG or WebP images and PDF documents' };

export const checkChatFile = (bytes: Buffer): Promise<AttachmentType> => sniffUpload(bytes, CHAT_RULES);

export async function storeAttachment(
  db: Database,
  input: { conversationId: string; name: string; bytes: Buffer; uploadedBy: 'shopper' | 'agent' },
): Promise<ChatAttachment> {
  const type = await checkChatFile(input.bytes);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(chatAttachments)
      .values({
        id: randomUUID(),
        conversationId: input.conversationId,
        name: safeFileName(input.name),
        type,
        size: input.bytes.length,
        uploadedBy: input.uploadedBy,
      })
      .returning();
    if (!created) throw new Error('chat: the attachment was not stored');
    await tx.insert(chatAttachmentFiles).values({ attachmentId: created.id, bytes: input.bytes });
    return created;
  });
  return attachmentView(row);
}

export async function attachmentById(db: Database, id: string): Promise<AttachmentRow | null> {
  const [row] = await db.select().from(chatAttachments).where(eq(chatAttachments.id, id));
  return row ?? null;
}

export async function attachmentBytes(db: Database, id: string): Promise<Buffer | null> {
  const [row] = await db.select({ bytes: chatAttachmentFiles.bytes }).from(chatAttachmentFiles).where(eq(chatAttachmentFiles.attachmentId, id));
  return row?.bytes ?? null;
}

/** RFC 6266: an ASCII fallback name plus the UTF-8 one. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
