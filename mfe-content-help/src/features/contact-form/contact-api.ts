import { ApiRequestError, createApiClient, typedApi, type ApiBody, type ApiClient } from '@sf/api-client';
import type { ContactCaseCreated } from '@sf/contracts/api';

/** The message as the server's document types it (brand and locale are the site's keys, not any string). */
export type ContactMessage = ApiBody<'/api/help/cases', 'post'>;

/** POST /api/help/cases (contracts api/help.ts): the contact form opens a customer-service case. */
export interface ContactApi {
  send(body: ContactMessage): Promise<ContactCaseCreated>;
}

export function createContactApi(client: ApiClient = createApiClient()): ContactApi {
  const api = typedApi(client);
  return { send: (body) => api.post('/api/help/cases', { body }) };
}

export type ContactField = 'topic' | 'email' | 'name' | 'orderNumber' | 'message' | 'attachment';
export type ContactFailure = { field: ContactField; kind: 'invalid' | 'type' | 'size' } | { field: null; kind: 'too-many' | 'failed' };

const FIELDS: readonly ContactField[] = ['orderNumber', 'attachment', 'topic', 'email', 'name', 'message'];

/** What a refused message means for the form: the server's 400 names the field, 413/415 are about the attachment. */
export function contactFailure(error: unknown): ContactFailure {
  if (!(error instanceof ApiRequestError)) return { field: null, kind: 'failed' };
  if (error.status === 429) return { field: null, kind: 'too-many' };
  if (error.status === 413) return { field: 'attachment', kind: 'size' };
  if (error.status === 415) return { field: 'attachment', kind: 'type' };
  if (error.status === 400) {
    const message = error.body?.message ?? '';
    const field = FIELDS.find((name) => message.includes(name));
    if (field) return { field, kind: 'invalid' };
  }
  return { field: null, kind: 'failed' };
}
