/**
 * Where the shopper is when they start a chat (the agent sees it). The page type is the one the page reported to
 * analytics last (every page pushes `loadPageData` with it); "unknown" before any page did.
 */
export function currentChatPage(): { path: string; type: string } {
  const host = (globalThis as { window?: { location?: Location; dataLayer?: unknown[] } }).window;
  return { path: (host?.location?.pathname ?? '/').slice(0, 500), type: lastPageType(host?.dataLayer) ?? 'unknown' };
}

function lastPageType(dataLayer: unknown[] | undefined): string | null {
  if (!Array.isArray(dataLayer)) return null;
  for (let index = dataLayer.length - 1; index >= 0; index -= 1) {
    const entry = dataLayer[index] as { event?: unknown; page?: { pageType?: unknown } } | null;
    if (entry?.event === 'loadPageData' && typeof entry.page?.pageType === 'string') return entry.page.pageType.slice(0, 40);
  }
  return null;
}
