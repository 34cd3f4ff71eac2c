import { ThemeProvider } from '@emotion/react';
import { useMemo, type ReactNode } from 'react';
import { localizePath } from '@sf/contracts';
import type { Navigate, SiteInfo } from '@sf/remote-contract';
import { themeFor } from '../theme/themes';
import { ShellContext, type ShellContextValue } from './shell-context';

export interface StorefrontRootProps {
  site: SiteInfo;
  navigate: Navigate;
  /**
   * Localized alias of a locale-free path (pass @sf/i18n's `localizedUrl`, e.g. /help → /hilfe). Identity when
   * omitted. The locale prefix is added here from the site's prefix strategy.
   */
  urlAlias?: (path: string) => string;
  children?: ReactNode;
}

/** Every parcel wraps its tree in this: the brand's theme plus the shell's site and router. */
export function StorefrontRoot({ site, navigate, urlAlias, children }: StorefrontRootProps) {
  const value = useMemo<ShellContextValue>(
    () => ({
      site,
      navigate,
      hrefFor: (to) => localizePath(urlAlias ? urlAlias(to) : to, site.locale, { strategy: site.prefixStrategy, defaultLocale: site.defaultLocale }),
    }),
    [site, navigate, urlAlias],
  );
  return (
    <ThemeProvider theme={themeFor(site.brand)}>
      <ShellContext.Provider value={value}>{children}</ShellContext.Provider>
    </ThemeProvider>
  );
}
