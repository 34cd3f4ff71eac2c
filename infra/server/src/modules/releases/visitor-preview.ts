/**
 * Which preview a request sees (issue 26): a preview host (pr-123.preview.localhost) or a valid preview cookie naming
 * an open preview; null for everyone else, who see production. Read by the edge (document, cache bypass), the
 * registry endpoint and builds/latest.json, so a preview visitor's page, registry and build id agree.
 */
import type { PreviewBannerState } from '@sf/contracts';
import type { LiveReleases } from './live-state';
import { PREVIEW_COOKIE, previewOfCookie, previewOfHost } from './preview-link';

export interface PreviewContext {
  secret: string;
  hostSuffix: string;
  publicUrl: string;
  state: Pick<LiveReleases, 'preview'>;
}

/** Cheap test for the cache lane: could this request be a preview visitor's? (Then it is never answered from the cache.) */
export const mayBePreview = (hostname: string, cookies: Record<string, string | undefined>, hostSuffix: string): boolean =>
  cookies[PREVIEW_COOKIE] !== undefined || hostname.toLowerCase().replace(/:\d+$/, '').endsWith(hostSuffix);

export function visitorPreview(context: PreviewContext, hostname: string, cookies: Record<string, string | undefined>): PreviewBannerState | null {
  const byHost = previewOfHost(hostname, context.hostSuffix);
  const name = byHost ?? previewOfCookie(context.secret, cookies[PREVIEW_COOKIE]);
  if (!name) return null;
  const open = context.state.preview(name);
  if (!open) return null;
  return { name, pullRequest: open.pullRequest, exitUrl: byHost ? `${context.publicUrl}/` : '/preview/exit' };
}
