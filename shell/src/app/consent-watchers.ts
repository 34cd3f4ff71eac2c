/**
 * What waits on the shopper's consent (and on flags) before it does anything: real-user monitoring (issue 13), the
 * first-party analytics ingest, personalisation and consent governance (issue 24). None of it acts on the first screen, so it is a chunk
 * of its own (`consent-watchers`), fetched as hydration starts rather than with the page: each watcher reads the
 * current choice when it starts, so a choice made meanwhile is not missed, and web-vitals reads the page's buffered
 * entries.
 */
import type { DocumentState } from '@sf/contracts';
import { startRealUserMonitoring } from '../features/rum/start-rum';
import { startClientIngest } from '../features/analytics/start-ingest';
import { startConsentGovernance } from '../features/consent/start-governance';
import { startPersonalisation } from '../features/personalisation/start-personalisation';

export function startConsentWatchers(state: DocumentState): void {
  // Issue 13: Core Web Vitals to /api/rum, only with performance consent (web-vitals loads once it is given).
  startRealUserMonitoring(state);
  // Issue 24: data-layer events to /api/analytics/events, only with performance consent (the collector loads once given).
  startClientIngest(state);
  // Issue 24: the spec §3 profile to /api/personalisation/events, only with targeting consent (the sender loads once given).
  startPersonalisation(state);
  // Issue 24: what a category stored goes when it is not allowed (its code loads when there may be something to delete).
  startConsentGovernance();
}
