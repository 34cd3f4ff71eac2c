import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { localizePath } from '@sf/contracts';
import { $site, type Navigate } from '@sf/remote-contract';
import { withCarriedQuery } from '@sf/contracts/carried-query';
import { localizedUrl } from '@sf/i18n';
import { $reloadOnNextNavigation } from '../federation/reload-flag';

// Rule 8 lives in contracts (the edge and the shell carry the same parameters); re-exported for the shell's tests.
export { withCarriedQuery };

/**
 * The navigate function handed to every parcel, applying spec §2's navigation rules that come before the new page:
 * 8 (carried query), 3 (the local alias in the address bar; MainRoutes reads it back), 4 and 9 (the server's route
 * rules; an absolute target leaves the app). Absolute URLs leave the app; after a chunk-load error or a new build the
 * next navigation is a full document load (spec §4).
 */
export function useShellNavigate(): Navigate {
  const routerNavigate = useNavigate();
  return useCallback<Navigate>(
    (to, options) => {
      if (/^[a-z][a-z0-9+.-]*:/i.test(to) || to.startsWith('//')) {
        window.location.assign(to);
        return;
      }
      const target = localizedUrl(withCarriedQuery(to, window.location.search));
      const site = $site.get();
      if ($reloadOnNextNavigation.get()) {
        window.location.assign(site ? localizePath(target, site.locale, { strategy: site.prefixStrategy, defaultLocale: site.defaultLocale }) : target);
        return;
      }
      const replace = options?.replace ?? false;
      if (!site) {
        routerNavigate(target, { replace });
        return;
      }
      // The rules client loads with the first navigation, not with the page; spec §9 bounds the wait at 100 ms.
      const rules = import('./route-rules-client');
      const ruled = rules.then((module) => module.ruleTarget(target, site, window.location, module.routeRulesClient()));
      const go = {
        document: (url: string, asReplace: boolean) => (asReplace ? window.location.replace(url) : window.location.assign(url)),
        route: (to: string, asReplace: boolean) => routerNavigate(to, { replace: asReplace }),
        currentUrl: () => window.location.pathname + window.location.search,
      };
      void rules.then(
        (module) => module.navigateWithRules(target, replace, ruled, go),
        // The chunk did not load: navigate as asked (the next document request applies the rules anyway).
        () => routerNavigate(target, { replace }),
      );
    },
    [routerNavigate],
  );
}
