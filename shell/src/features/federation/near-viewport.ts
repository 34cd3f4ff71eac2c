/**
 * Resolves once `element` comes within `margin` of the viewport, or the shopper reaches into it first (focus by
 * keyboard, a pointer or touch on it). Slots below the fold (the footer) load and hydrate then, not with the page
 * (issue 13: lazy hydration below the fold). A submit on the not-yet-hydrated markup is held back: the server's form
 * has no action of its own, and a native submit would reload the page with the field in the address.
 * Without IntersectionObserver (old browsers, tests) it resolves at once. `signal` stops watching.
 */
const REACH_EVENTS = ['focusin', 'pointerdown', 'touchstart'] as const;

export function nearViewport(element: HTMLElement, signal: AbortSignal, margin = '200px'): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), { rootMargin: margin });
    const holdSubmit = (event: Event) => event.preventDefault();
    const done = () => {
      observer.disconnect();
      for (const name of REACH_EVENTS) element.removeEventListener(name, done, true);
      element.removeEventListener('submit', holdSubmit, true);
      resolve();
    };
    observer.observe(element);
    for (const name of REACH_EVENTS) element.addEventListener(name, done, { capture: true, passive: true });
    element.addEventListener('submit', holdSubmit, true);
    signal.addEventListener('abort', () => {
      observer.disconnect();
      for (const name of REACH_EVENTS) element.removeEventListener(name, done, true);
      element.removeEventListener('submit', holdSubmit, true);
    });
  });
}
