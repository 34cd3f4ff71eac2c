import { createApiClient } from '@sf/api-client';
import type { ContentPageDetail, ContentPageList, PageVersion, PageVersionSave } from '@sf/contracts/api';

/** The content editor's API (infra/server content module, internal-routes.ts; role content-editor). */
export function createContentEditorApi(client = createApiClient()) {
  const base = '/api/internal/content';
  return {
    list: (signal?: AbortSignal) => client.get<ContentPageList>(`${base}/pages`, signal ? { signal } : {}),
    detail: (slug: string, language: string, signal?: AbortSignal) =>
      client.get<ContentPageDetail>(`${base}/pages/${language}/${slug}`, signal ? { signal } : {}),
    save: (version: PageVersionSave) => client.post<PageVersion>(`${base}/versions`, version),
    restore: (id: string, baseVersion: number) => client.post<PageVersion>(`${base}/versions/${id}/restore`, { baseVersion }),
    publish: (id: string, at: string | null) => client.post<PageVersion>(`${base}/versions/${id}/publish`, { at }),
    unpublish: (id: string, at: string | null) => client.post<PageVersion>(`${base}/versions/${id}/unpublish`, { at }),
    cancelSchedule: (id: string) => client.post<PageVersion>(`${base}/versions/${id}/cancel-schedule`, {}),
    signIn: (email: string, password: string) => client.post('/api/operator/session', { email, password }),
  };
}
export type ContentEditorApi = ReturnType<typeof createContentEditorApi>;

/** Where a content editor sees a version as shoppers will (spec §2 rule 8 parameters; not on production). */
export const previewHref = (version: Pick<PageVersion, 'slug' | 'id'>): string => `/${version.slug}?cms=${version.id}&preview=1`;

/** The text key naming a version's state. */
export const STATE_TEXT = { draft: 'content-editor.stateDraft', published: 'content-editor.statePublished', archived: 'content-editor.stateArchived' } as const;
