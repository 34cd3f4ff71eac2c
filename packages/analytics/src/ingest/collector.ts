/**
 * The first-party ingest collector (issue 24), loaded lazily by the shell once the shopper allows performance
 * cookies and the `enableClientIngest` flag is on. It reads what the pages pushed to `window.dataLayer` (from the
 * start of the document, then after each push), keeps the events the reports need, and sends them in batches:
 * 500 ms after the first event of a batch (spec §9 metrics flush), and with `sendBeacon` when the page is hidden
 * or left, so the last events of a visit are not lost.
 */
import type { IngestBatch, IngestEvent } from '@sf/contracts';
import { INGEST_FLUSH_MS, INGEST_MAX_EVENTS_PER_BATCH } from '@sf/contracts/analytics-ingest';
import { ensureAnalyticsSessionId, ensureGuestId } from '../browser-ids';
import { DATA_LAYER_PUSHED_EVENT } from '../data-layer';
import { toIngestEvent } from './to-ingest-event';

export const INGEST_ENDPOINT = '/api/analytics/events';

export type IngestSite = Pick<IngestBatch, 'brand' | 'locale'>;

/** `beacon`: the page is going away (sendBeacon); `timer`: the batch's 500 ms are up (fetch with keepalive). */
export type IngestTransport = 'beacon' | 'timer';
export type IngestSender = (batch: IngestBatch, transport: IngestTransport) => void;

export interface IngestCollector {
  /** False drops what is queued and skips what is pushed meanwhile (performance consent withdrawn); true resumes. */
  setEnabled(enabled: boolean): void;
  flush(transport?: IngestTransport): void;
  stop(): void;
}

/** A string body goes as text/plain: a simple request, and sendBeacon still delivers it while the page unloads. */
export function sendIngestBatch(batch: IngestBatch, transport: IngestTransport): void {
  const body = JSON.stringify(batch);
  if (transport === 'beacon' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(INGEST_ENDPOINT, body)) return;
  // While the page lives (or when the beacon queue is full): a keepalive fetch, which also outlives the page.
  // Nothing to tell the shopper if it fails: analytics is not worth an error.
  void fetch(INGEST_ENDPOINT, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'content-type': 'application/json' } }).catch(() => {});
}

export interface CollectorOptions {
  send?: IngestSender;
  flushMs?: number;
  /** The window (tests pass a stand-in). */
  host?: Window;
}

export function startIngestCollector(site: IngestSite, options: CollectorOptions = {}): IngestCollector {
  const host = options.host ?? window;
  const send = options.send ?? sendIngestBatch;
  const flushMs = options.flushMs ?? INGEST_FLUSH_MS;
  const sessionId = ensureAnalyticsSessionId(host.document);
  ensureGuestId(host.document);
  let enabled = sessionId !== null;
  let cursor = 0;
  let queue: IngestEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const layer = (): unknown[] => {
    const found = (host as unknown as { dataLayer?: unknown }).dataLayer;
    return Array.isArray(found) ? found : [];
  };

  const flush = (transport: IngestTransport = 'timer') => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!enabled || !sessionId || queue.length === 0) return;
    const events = queue;
    queue = [];
    for (let start = 0; start < events.length; start += INGEST_MAX_EVENTS_PER_BATCH) {
      send({ ...site, sessionId, events: events.slice(start, start + INGEST_MAX_EVENTS_PER_BATCH) }, transport);
    }
  };

  const collect = () => {
    const entries = layer();
    // The array was replaced (a tag manager reset): start over at its beginning.
    if (cursor > entries.length) cursor = 0;
    const fresh = entries.slice(cursor);
    cursor = entries.length;
    if (!enabled) return;
    for (const entry of fresh) {
      const event = toIngestEvent(entry);
      if (event) queue.push(event);
    }
    if (queue.length > 0 && !timer) timer = setTimeout(() => flush('timer'), flushMs);
  };

  const onHidden = () => {
    if (host.document.visibilityState === 'hidden') flush('beacon');
  };
  const onPageHide = () => flush('beacon');

  host.addEventListener(DATA_LAYER_PUSHED_EVENT, collect);
  host.document.addEventListener('visibilitychange', onHidden);
  host.addEventListener('pagehide', onPageHide);
  // What the page pushed before this chunk loaded (its loadPageData, the first impressions) belongs to this visit.
  collect();

  return {
    setEnabled(value) {
      enabled = value && sessionId !== null;
      if (!enabled) {
        queue = [];
        if (timer) clearTimeout(timer);
        timer = null;
      }
      // Entries pushed while disabled are skipped, not sent late.
      cursor = layer().length;
    },
    flush,
    stop() {
      flush('beacon');
      host.removeEventListener(DATA_LAYER_PUSHED_EVENT, collect);
      host.document.removeEventListener('visibilitychange', onHidden);
      host.removeEventListener('pagehide', onPageHide);
    },
  };
}
