import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $flags, type Navigate } from '@sf/remote-contract';
import { isHelpPath } from '@sf/contracts/feature-flags';

/**
 * Issue 24: with `helpPages` off the whole /help area sends the shopper home, on arrival and at once when the flag
 * turns off while a help page is open (the server redirects documents the same way). `pathname`: locale-free.
 */
export function useHelpPagesGate(pathname: string, navigate: Navigate): void {
  const helpPagesOff = useStore($flags)?.flags.helpPages === false;
  useEffect(() => {
    if (helpPagesOff && isHelpPath(pathname)) navigate('/', { replace: true });
  }, [helpPagesOff, pathname, navigate]);
}
