import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { $site, localizePath, type Navigate } from '@sf/contracts';
import { $reloadOnNextNavigation } from '../federation/reload-flag';

const CARRIED_QUERY = ['siteId', 'cms', 'preview', 'enrollment_marketing_source'];

/** Carries the query parameters spec §2 rule 8 names to the next route. */
export function withCarriedQuery(to: string, currentSearch: string): string {
  const current = new URLSearchParams(currentSearch);
  const url = new URL(to, 'http://placeholder');
  for (const name of CARRIED_QUERY) {
    const value = current.get(name);
    if (value !== null && !url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The navigate function handed to every parcel. Absolute URLs leave the app; after a chunk-load error or a new
 * build the next navigation is a full document load (spec §4).
 */
export function useShellNavigate(): Navigate {
  const routerNavigate = useNavigate();
  return useCallback<Navigate>(
    (to, options) => {
      if (/^[a-z][a-z0-9+.-]*:/i.test(to) || to.startsWith('//')) {
        window.location.assign(to);
        return;
      }
      const target = withCarriedQuery(to, window.location.search);
      if ($reloadOnNextNavigation.get()) {
        const site = $site.get();
        window.location.assign(site ? localizePath(target, site.locale, { strategy: site.prefixStrategy, defaultLocale: site.defaultLocale }) : target);
        return;
      }
      routerNavigate(target, { replace: options?.replace ?? false });
    },
    [routerNavigate],
  );
}
