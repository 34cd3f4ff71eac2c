import type { SiteInfo } from '@sf/remote-contract';
import type { ExperimentAssignments } from './experiments';
import type { MoneyFormatSpec } from './money-format';
import type { FeatureFlags } from './api/flags';
import type { LocalePayload, Navigation, RemoteRegistry } from './api/types';
import type { PreviewBannerState } from './api/releases';
import type { HeaderNavigation } from './header-navigation';

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
  /** The footer's CMS links (the footer widget renders them on the server and hydrates them without a fetch). */
  footerNavigation?: Navigation | null;
  /** The header's category tree and promo text (server-rendered; the mega menu opens without a fetch). */
  headerNavigation?: HeaderNavigation | null;
  /** True when #root holds server-rendered markup the shell must hydrate (issue 13). */
  serverRendered?: boolean;
  /**
   * Whether the request carried a consent choice (`sf-consent` cookie): the document has no consent banner then.
   * Anonymous pages are cached once per value.
   */
  consentDecided?: boolean;
  /** The request carried `Sec-GPC: 1` (Global Privacy Control, issue 24): the banner says targeting stays off. */
  gpc?: boolean;
  /** How the site writes prices and ratings (read from Intl on the server), so the browser needs no Intl for them. */
  moneyFormat?: MoneyFormatSpec;
  /** The experiments the visitor is enrolled in and their variants (issue 24); absent or unlisted: the control. */
  experiments?: ExperimentAssignments;
  /** Issue 26: this visitor sees a pull request's preview (spec §2 preview banner); never in the shared cache. */
  preview?: PreviewBannerState;
}

export const DOCUMENT_STATE_ID = 'sf-state';
export const DOCUMENT_MARKERS = {
  head: '<!--sf:head-->',
  state: '<!--sf:state-->',
  lang: '__SF_LANG__',
  brand: '__SF_BRAND__',
  /** The empty root; a server-rendered document fills it and the shell hydrates instead of rendering. */
  root: '<div id="root"></div>',
} as const;
