import { useMemo, useSyncExternalStore } from 'react';
import i18next, { type TFunction } from 'i18next';

/**
 * The React binding of the page's one i18next: `const { t } = useTranslation()` re-renders its component when the
 * language changes or texts are added. Written here instead of taking react-i18next (issue 13, first-load weight):
 * we use none of its Trans component, Suspense, HOCs or namespaces, and it cost ~10 KB gzip on every page.
 */
let version = 0;
const listeners = new Set<() => void>();
const bump = () => {
  version += 1;
  for (const listener of listeners) listener();
};

// The resource store exists from init on (and is replaced by a re-init): texts added to it change what `t` answers.
let watchedStore: unknown = null;
function watchStore(): void {
  const store = i18next.store;
  if (!store || store === watchedStore) return;
  store.on('added', bump);
  watchedStore = store;
}
i18next.on('initialized', () => {
  watchStore();
  bump();
});
i18next.on('languageChanged', bump);

function subscribe(listener: () => void): () => void {
  watchStore();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const currentVersion = () => version;

export interface Translation {
  t: TFunction;
  i18n: typeof i18next;
}

export function useTranslation(): Translation {
  const current = useSyncExternalStore(subscribe, currentVersion, currentVersion);
  // A new `t` per version, so memoised children that take `t` re-render with the new texts. It is i18next's own `t`
  // (the page's one language; on the server the render's, set under the render lock), not `getFixedT`, whose every
  // call copies all of i18next's options into a new object (~4 % of a server render's CPU).
  return useMemo(() => ({ t: i18next.t.bind(i18next) as TFunction, i18n: i18next }), [current]);
}
