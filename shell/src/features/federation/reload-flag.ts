import { atom } from 'nanostores';

/** Spec §4: full reload on the next navigation when the build id changed or a chunk failed to load. */
export const $reloadOnNextNavigation = atom<string | null>(null);

export function markReloadOnNextNavigation(reason: string): void {
  if (!$reloadOnNextNavigation.get()) $reloadOnNextNavigation.set(reason);
}

/** rspack's (and webpack's) failed chunk, script or stylesheet: the deploy that named it is probably gone. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(error.message));
}
