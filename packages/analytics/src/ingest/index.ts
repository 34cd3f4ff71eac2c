/** `@sf/analytics/ingest`: the lazily loaded first-party ingest collector (a chunk of its own; see collector.ts). */
export {
  INGEST_ENDPOINT,
  sendIngestBatch,
  startIngestCollector,
  type CollectorOptions,
  type IngestCollector,
  type IngestSender,
  type IngestSite,
  type IngestTransport,
} from './collector';
export { toIngestEvent } from './to-ingest-event';
