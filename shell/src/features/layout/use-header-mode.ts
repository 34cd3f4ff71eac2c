import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { on, type EventMap } from '@sf/remote-contract';

export type HeaderMode = EventMap['page:header'];
export const DEFAULT_HEADER_MODE: HeaderMode = { overlay: false, style: 'light' };

/**
 * Spec §2 rule 2: the header's transparency and mode from the page's data. A CMS page the document was rendered
 * for already carries them (`initial`, read from the inlined page data), so the server's HTML has the right header
 * and hydration keeps it; the page's own `page:header` event sets them after that, and each route change resets
 * them to the default until the next page says otherwise.
 */
export function useHeaderMode(initial: HeaderMode = DEFAULT_HEADER_MODE): HeaderMode {
  const { pathname } = useLocation();
  const [mode, setMode] = useState<HeaderMode>(initial);
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    setMode(DEFAULT_HEADER_MODE);
  }, [pathname]);
  useEffect(() => on('page:header', setMode), []);
  return mode;
}

/** The header mode a document's inlined page data asks for: a CMS page's `overlayHeader`/`headerStyle`, else none. */
export function headerModeOf(data: unknown): HeaderMode | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { overlayHeader, headerStyle } = data as { overlayHeader?: unknown; headerStyle?: unknown };
  if (typeof overlayHeader !== 'boolean' || (headerStyle !== 'light' && headerStyle !== 'dark')) return undefined;
  return { overlay: overlayHeader, style: headerStyle };
}
