/**
 * When a boot stage cannot load (a network blip, or a deploy between the page and its scripts removed a chunk), the
 * server-rendered page stays readable but nothing on it responds. The shell then reveals the notice the server
 * rendered hidden in the layout (BootFailureNotice), in the page's language, with a link that reloads the page.
 * No React here: this runs when React itself may be what failed to load.
 */
export const BOOT_FAILURE_ID = 'sf-boot-failure';

export function revealBootFailure(): void {
  document.getElementById(BOOT_FAILURE_ID)?.removeAttribute('hidden');
}

/** A boot step that failed for good: logged as spec §8's "Application Error", and the notice shown. */
export function bootFailed(error: unknown): void {
  console.error('Application Error: unknown status code', error);
  revealBootFailure();
}

/**
 * The shell's chunks arrive as deferred scripts listed before the entry's (they run in document order, so when the
 * entry's code runs each has run or failed). The chunk loader looks for an existing script with a chunk's address
 * before adding one: it would find a failed one and wait on it for its two-minute timeout instead of fetching the
 * file again. Removing the elements (code that ran stays) lets a stage's import fetch a missing chunk anew: a second
 * try for every chunk, whose failure then shows the notice.
 */
export function releaseDeferredScripts(): void {
  for (const script of document.querySelectorAll('script[defer][src]')) script.remove();
}
