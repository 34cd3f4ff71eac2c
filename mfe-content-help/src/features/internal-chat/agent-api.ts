/**
 * Every REST call of the agent console (infra/server chat module, `/api/internal/chat/…`, operator session with the
 * `agent` role), in one file: answers are parsed with the contract's zod schemas (@sf/contracts/chat), so a server
 * that drifts from the contract fails here with a clear error rather than deep in a component.
 */
import { createApiClient, typedApi } from '@sf/api-client';
import {
  ChatAgentViewSchema,
  ChatCannedRepliesSchema,
  ChatCloseBodySchema,
  ChatQueuesSchema,
  ChatTransferBodySchema,
  type ChatAgentView,
  type ChatLanguage,
} from '@sf/contracts/chat';

// The schemas' types without a zod import (this remote does not depend on zod itself).
export type ChatQueues = ReturnType<typeof ChatQueuesSchema.parse>;
export type ChatTransferBody = ReturnType<typeof ChatTransferBodySchema.parse>;
export type ChatCloseBody = ReturnType<typeof ChatCloseBodySchema.parse>;
export type CannedReply = ReturnType<typeof ChatCannedRepliesSchema.parse>['replies'][number];

export function createAgentApi(client = createApiClient()) {
  const api = typedApi(client);
  return {
    queues: async (signal?: AbortSignal): Promise<ChatQueues> => ChatQueuesSchema.parse(await api.get('/api/internal/chat/queues', { signal })),
    conversation: async (id: string, signal?: AbortSignal): Promise<ChatAgentView> =>
      ChatAgentViewSchema.parse(await api.get('/api/internal/chat/conversations/{id}', { path: { id }, signal })),
    /** 204; 409 (ApiRequestError) when another agent was quicker, with the server's message. */
    claim: async (id: string): Promise<void> => {
      await api.post('/api/internal/chat/conversations/{id}/claim', { path: { id } });
    },
    transfer: async (id: string, body: ChatTransferBody): Promise<void> => {
      await api.post('/api/internal/chat/conversations/{id}/transfer', { path: { id }, body: ChatTransferBodySchema.parse(body) });
    },
    close: async (id: string, body: ChatCloseBody): Promise<void> => {
      await api.post('/api/internal/chat/conversations/{id}/close', { path: { id }, body: ChatCloseBodySchema.parse(body) });
    },
    block: async (id: string): Promise<void> => {
      await api.post('/api/internal/chat/conversations/{id}/block', { path: { id } });
    },
    canned: async (language: ChatLanguage, signal?: AbortSignal): Promise<CannedReply[]> =>
      ChatCannedRepliesSchema.parse(await api.get('/api/internal/chat/canned', { query: { language }, signal })).replies,
    signIn: async (email: string, password: string): Promise<void> => {
      await api.post('/api/operator/session', { body: { email, password } });
    },
  };
}
export type AgentApi = ReturnType<typeof createAgentApi>;
