import { $consent, hasConsent } from '@sf/remote-contract';
import { EXPERIMENT_EXPOSURE_PATH, type ExperimentConsentCategory } from '@sf/contracts/experiments';
import { pushToDataLayer } from './data-layer';

export interface ExperimentExposure {
  /** The experiment's key, e.g. `pdp-buy-box`. */
  experiment: string;
  /** The variant the visitor saw (from `$experiments`: the server assigned it). */
  variant: string;
  /** The consent category the experiment needs: nothing is pushed or sent without it. */
  consent: ExperimentConsentCategory;
}

/** Experiments already reported by this page: a re-render or a second mount of the same view reports nothing. */
const reported = new Set<string>();

/**
 * The visitor saw a variant (issue 24): pushes `experimentExposure` to the data layer and tells our server, which
 * counts each visitor once per experiment (operators read the counts on /healthcheck/experiments). Only for an
 * experiment the visitor is enrolled in (listed in `$experiments`), and only while the consent it needs holds: a
 * choice withdrawn after the page loaded stops it at once. Once per experiment and page load.
 *
 * Its own subpath (`@sf/analytics/experiments`), imported when a page reports: only enrolled visitors need it, so it
 * is not in any page's first load.
 */
export function experimentExposure({ experiment, variant, consent }: ExperimentExposure): void {
  if (reported.has(experiment) || !hasConsent($consent.get(), [consent])) return;
  reported.add(experiment);
  pushToDataLayer({ event: 'experimentExposure', experiment: { id: experiment, variant } });
  if (typeof fetch !== 'function') return;
  // keepalive: the shopper may leave the page right away; a failure loses one count, never the page.
  void fetch(EXPERIMENT_EXPOSURE_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ experiment }),
  }).catch(() => undefined);
}

/** Tests only: forget what this page reported. */
export function resetExperimentExposures(): void {
  reported.clear();
}
