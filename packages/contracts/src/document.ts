import type { SiteInfo } from './sites';
import type { FeatureFlags } from './api/flags';
import type { LocalePayload, RemoteRegistry } from './api/types';

/**
 * What the edge inlines into each HTML document as JSON in <script id="sf-state" type="application/json">, so the
 * shell boots without extra round trips. The shell's built index.html carries the markers the edge replaces.
 */
export interface DocumentState {
  site: SiteInfo;
  /** HTTP status of the document: 404 when route validation failed or the page does not exist. */
  status: number;
  /** Error message of spec §8 when status is not 200, e.g. "Page Not Found: /p/bad". */
  errorMessage: string | null;
  registry: RemoteRegistry;
  flags: FeatureFlags;
  i18n: LocalePayload;
  initialData: { key: string; data: unknown } | null;
  buildId: string;
  environment: 'production' | 'development' | 'test';
}

export const DOCUMENT_STATE_ID = 'sf-state';
export const DOCUMENT_MARKERS = {
  head: '<!--sf:head-->',
  state: '<!--sf:state-->',
  lang: '__SF_LANG__',
  brand: '__SF_BRAND__',
} as const;
