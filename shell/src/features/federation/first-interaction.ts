/**
 * Resolves at the shopper's first interaction with the page (pointer, key, touch, scroll or wheel), or at once if
 * there has been one. Remotes that are not needed to read the page (the chat launcher) wait for it, so their code
 * is not part of the first load (issue 13). `watchFirstInteraction` is called once at boot, before any slot mounts.
 */
const EVENTS = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;

let interacted = false;
const waiting = new Set<() => void>();

export function watchFirstInteraction(target: Window): void {
  const done = () => {
    interacted = true;
    for (const event of EVENTS) target.removeEventListener(event, done, true);
    for (const resolve of waiting) resolve();
    waiting.clear();
  };
  for (const event of EVENTS) target.addEventListener(event, done, { capture: true, passive: true });
}

export function firstInteraction(): Promise<void> {
  if (interacted) return Promise.resolve();
  return new Promise((resolve) => waiting.add(resolve));
}
