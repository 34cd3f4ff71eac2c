/**
 * Every REST call of the widget (issue 27, `@sf/contracts/chat`). Answers are parsed with the contract's zod schemas,
 * so a server that drifts from the contract fails here with a clear error instead of somewhere in the panel.
 * The typed client knows the chat paths once the server's OpenAPI document is regenerated with the chat module.
 */
import { ApiRequestError, createApiClient, typedApi } from '@sf/api-client';
import {
  ChatAttachmentSchema,
  ChatAvailabilitySchema,
  ChatCurrentSchema,
  type ChatAttachment,
  type ChatAvailability,
  type ChatCurrent,
  type ChatStartBody,
} from '@sf/contracts/chat';
import type { LocaleCode } from '@sf/remote-contract';

export const ATTACHMENTS_PATH = '/api/chat/conversations/current/attachments';

const api = typedApi(createApiClient());

export async function fetchChatAvailability(site: LocaleCode, signal?: AbortSignal): Promise<ChatAvailability> {
  return ChatAvailabilitySchema.parse(await api.get('/api/chat/availability', { query: { site }, signal }));
}

/** The prechat form: starts the conversation; the server sets the `sf_chat` cookie that names it to this browser. */
export async function startChatConversation(body: ChatStartBody): Promise<ChatCurrent> {
  return ChatCurrentSchema.parse(await api.post('/api/chat/conversations', { body }));
}

/** The conversation this browser has open (reload, another page), or null (204) when it has none. */
export async function fetchCurrentConversation(signal?: AbortSignal): Promise<ChatCurrent | null> {
  const answer = await api.get('/api/chat/conversations/current', { signal });
  return answer === undefined || answer === null ? null : ChatCurrentSchema.parse(answer);
}

/** The shopper ends the conversation; `transcript` e-mails it to them. */
export async function closeChatConversation(transcript: boolean): Promise<void> {
  await api.post('/api/chat/conversations/current/close', { body: { transcript } });
}

/**
 * The file's bytes as the body (the JSON client cannot send them): its type as Content-Type, its name in a header.
 * The server sniffs the real type from the bytes.
 */
export async function uploadChatAttachment(file: File): Promise<ChatAttachment> {
  const response = await fetch(ATTACHMENTS_PATH, {
    method: 'POST',
    headers: { 'content-type': file.type || 'application/octet-stream', 'x-file-name': encodeURIComponent(file.name), accept: 'application/json' },
    body: file,
    credentials: 'same-origin',
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ChatRefused(messageOf(body) ?? `HTTP ${response.status}`, response.status);
  return ChatAttachmentSchema.parse(body);
}

/** A refusal the shopper can act on, with the server's own words. */
export class ChatRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ChatRefused';
  }
}

const messageOf = (body: unknown): string | null =>
  typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : null;

/** The server's message of a 4xx (a clear reason: blocked, closed, invalid e-mail…); null for anything else. */
export function refusalMessage(error: unknown): string | null {
  if (error instanceof ChatRefused) return error.status >= 400 && error.status < 500 ? error.message : null;
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return error.body?.message ?? null;
  return null;
}
