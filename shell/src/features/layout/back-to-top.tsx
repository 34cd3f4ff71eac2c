import { lazy, Suspense } from 'react';
import { useStore } from '@nanostores/react';
import { $flags } from '@sf/remote-contract';
import { useScrolledPast } from './use-scrolled';

/** Spec §9: the page must be over this many viewports tall for the button to be offered. */
export const BACK_TO_TOP_PAGE_VIEWPORTS = 4;

// Code for a long page scrolled down: loaded when the button is first offered, not with the page.
const BackToTopButton = lazy(() => import('./back-to-top-button'));

/**
 * Spec §2: shown when the `backToTop` flag is on, the page is over 4 viewports tall and scrolled past the first one.
 */
export function BackToTop() {
  const enabled = useStore($flags)?.flags.backToTop === true;
  const shown = useScrolledPast(() =>
    enabled && document.documentElement.scrollHeight > BACK_TO_TOP_PAGE_VIEWPORTS * window.innerHeight ? window.innerHeight : Number.POSITIVE_INFINITY,
  );
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <BackToTopButton />
    </Suspense>
  );
}
