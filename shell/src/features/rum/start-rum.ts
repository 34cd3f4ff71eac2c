/**
 * Real-user monitoring (issue 13), the part in the first-load bundle: it only watches the consent. Once the shopper
 * allows performance cookies (now or later in the visit) it loads the reporter (web-vitals and the beacon, a chunk of
 * its own); when they withdraw, the reporter stops sending. Called at boot, never at module top level (the shell is
 * also rendered on the server).
 */
import { parseLocalePath, type DocumentState, type PageType } from '@sf/contracts';
import { $consent, hasConsent } from '@sf/remote-contract';
import { matchShellRoute } from '../routing/main-routes';
import { canonicalPath } from '../routing/canonical-path';
import type { RumPageContext, WebVitalsReporter } from './web-vitals-reporter';

type ReporterModule = typeof import('./web-vitals-reporter');

export interface RumOptions {
  /** The document's public path (locale prefix included); the metrics belong to the page the document was loaded for. */
  pathname?: string;
  load?: () => Promise<ReporterModule>;
}

/**
 * What every beacon of this document says about its page, or null for pages we do not measure (internal and
 * lower-environment pages: operators' visits are not shoppers' experience).
 */
export function rumPageContext(state: Pick<DocumentState, 'site' | 'status' | 'buildId'>, pathname: string): RumPageContext | null {
  const { site } = state;
  const path = canonicalPath(parseLocalePath(pathname, { strategy: site.prefixStrategy, defaultLocale: site.defaultLocale }).path);
  const route = matchShellRoute(path);
  if (route?.internal || route?.nonProduction) return null;
  const pageType: PageType = state.status !== 200 || !route || (route.validate && !route.validate(path)) ? 'Error' : route.pageType;
  return { brand: site.brand, locale: site.locale, buildId: state.buildId, pageType };
}

/** Starts watching the consent; returns the unsubscribe (tests). */
export function startRealUserMonitoring(state: Pick<DocumentState, 'site' | 'status' | 'buildId'>, options: RumOptions = {}): () => void {
  const context = rumPageContext(state, options.pathname ?? window.location.pathname);
  if (!context) return () => {};
  const load = options.load ?? (() => import(/* webpackChunkName: "web-vitals" */ './web-vitals-reporter'));
  let reporter: Promise<WebVitalsReporter | null> | null = null;
  return $consent.subscribe((consent) => {
    const allowed = hasConsent(consent, ['performance']);
    if (allowed && !reporter) {
      reporter = load().then(
        (module) => module.startWebVitalsReporter(context),
        () => {
          // The chunk did not load (offline, new deployment): measuring is not worth an error; the next consent change retries.
          reporter = null;
          return null;
        },
      );
    }
    void reporter?.then((started) => started?.setEnabled(allowed));
  });
}
