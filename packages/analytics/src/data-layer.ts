/** One entry of the tag manager's queue. Values are JSON data; nothing personal (see personal-data.ts). */
export type DataLayerEntry = { event: string } & Record<string, unknown>;

/**
 * Dispatched on `window` after each push, so the first-party ingest collector (ingest/collector.ts) learns of
 * entries pushed by any bundle's copy of this module without wrapping the tag manager's `push`.
 */
export const DATA_LAYER_PUSHED_EVENT = 'sf:data-layer-pushed';

interface DataLayerHost {
  dataLayer?: unknown[];
  dispatchEvent?: (event: Event) => boolean;
}

/**
 * The only write to `window.dataLayer` in the storefront. The array may not exist yet (the tag manager loads after
 * consent, and replaces `push` when it does), so it is created on first use; entries queued before stay for it.
 * Pushing needs no consent: the tag manager decides what it forwards. Outside a browser this does nothing.
 */
export function pushToDataLayer(entry: DataLayerEntry): void {
  const host = (globalThis as { window?: DataLayerHost }).window;
  if (!host) return;
  host.dataLayer = host.dataLayer ?? [];
  host.dataLayer.push(entry);
  if (typeof host.dispatchEvent === 'function') host.dispatchEvent(new Event(DATA_LAYER_PUSHED_EVENT));
}
