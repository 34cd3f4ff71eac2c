/** One entry of the tag manager's queue. Values are JSON data; nothing personal (see personal-data.ts). */
export type DataLayerEntry = { event: string } & Record<string, unknown>;

interface DataLayerHost {
  dataLayer?: unknown[];
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
}
