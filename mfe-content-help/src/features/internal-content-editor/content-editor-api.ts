import { createApiClient, typedApi } from '@sf/api-client';
import type { ContentPageSummary, PageVersion, PageVersionSave } from '@sf/contracts/api';

/** The content editor's API (infra/server content module, internal-routes.ts; role content-editor). */
export function createContentEditorApi(client = createApiClient()) {
  const api = typedApi(client);
  return {
    list: (signal?: AbortSignal) => api.get('/api/internal/content/pages', { signal }),
    detail: (slug: string, language: ContentPageSummary['language'], signal?: AbortSignal) =>
      api.get('/api/internal/content/pages/{language}/{path}', { path: { language, path: slug }, signal }),
    save: (version: PageVersionSave) => api.post('/api/internal/content/versions', { body: version }),
    restore: (id: string, baseVersion: number) => api.post('/api/internal/content/versions/{id}/restore', { path: { id }, body: { baseVersion } }),
    publish: (id: string, at: string | null) => api.post('/api/internal/content/versions/{id}/publish', { path: { id }, body: { at } }),
    unpublish: (id: string, at: string | null) => api.post('/api/internal/content/versions/{id}/unpublish', { path: { id }, body: { at } }),
    cancelSchedule: (id: string) => api.post('/api/internal/content/versions/{id}/cancel-schedule', { path: { id }, body: {} }),
    signIn: (email: string, password: string) => api.post('/api/operator/session', { body: { email, password } }),
  };
}
export type ContentEditorApi = ReturnType<typeof createContentEditorApi>;

/** Where a content editor sees a version as shoppers will (spec §2 rule 8 parameters; not on production). */
export const previewHref = (version: Pick<PageVersion, 'slug' | 'id'>): string => `/${version.slug}?cms=${version.id}&preview=1`;

/** The text key naming a version's state. */
export const STATE_TEXT = { draft: 'content-editor.stateDraft', published: 'content-editor.statePublished', archived: 'content-editor.stateArchived' } as const;
