/**
 * First-party analytics ingest (issue 24), the part in the first-load bundle: it only watches the consent and the
 * flags. Once the shopper allows performance cookies and `enableClientIngest` is on, it loads the collector (a chunk
 * of its own: `@sf/analytics/ingest`), which forwards data-layer events to `/api/analytics/events`; when consent is
 * withdrawn it stops sending. Called at boot, never at module top level (the shell is also rendered on the server).
 */
import type { DocumentState } from '@sf/contracts';
import { $consent, $flags, hasConsent } from '@sf/remote-contract';
import type { IngestCollector } from '@sf/analytics/ingest';

type IngestModule = typeof import('@sf/analytics/ingest');

export function ingestAllowed(): boolean {
  return hasConsent($consent.get(), ['performance']) && ($flags.get()?.enableClientIngest ?? false);
}

/** Starts watching consent and flags; returns the unsubscribe (tests). */
export function startClientIngest(
  state: Pick<DocumentState, 'site'>,
  load: () => Promise<IngestModule> = () => import(/* webpackChunkName: "analytics-ingest" */ '@sf/analytics/ingest'),
): () => void {
  let collector: Promise<IngestCollector | null> | null = null;
  const update = () => {
    const allowed = ingestAllowed();
    if (allowed && !collector) {
      collector = load().then(
        (module) => module.startIngestCollector({ brand: state.site.brand, locale: state.site.locale }),
        () => {
          // The chunk did not load (offline, new deployment): the next consent or flag change retries.
          collector = null;
          return null;
        },
      );
    }
    void collector?.then((started) => started?.setEnabled(allowed));
  };
  const stopConsent = $consent.listen(update);
  const stopFlags = $flags.listen(update);
  update();
  return () => {
    stopConsent();
    stopFlags();
  };
}
