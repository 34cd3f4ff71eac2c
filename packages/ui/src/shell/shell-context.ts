import { createContext, useContext } from 'react';
import type { Navigate, SiteInfo } from '@sf/remote-contract';

export interface ShellContextValue {
  site: SiteInfo;
  /** The shell's router; takes a locale-free path such as /p/ridge-hiker-nb1001. */
  navigate: Navigate;
  /** Locale-free path → public href (alias mapping and locale prefix). */
  hrefFor: (to: string) => string;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  // A parcel rendered without StorefrontRoot has no brand or router: fail loudly in development, not with odd links.
  if (!value) throw new Error('UI-001 useShell() needs a <StorefrontRoot> above it');
  return value;
}

export const useSite = (): SiteInfo => useShell().site;
export const useNavigate = (): Navigate => useShell().navigate;
