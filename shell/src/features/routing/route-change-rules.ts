import { useEffect, useRef } from 'react';
import { $flags, $site } from '@sf/remote-contract';
import { refreshFlags } from '../flags/flags-client';
import { $openDialog, closeOpenDialogs } from '../dialogs/dialog-store';
import { parseDialogFragment } from '../dialogs/dialog-registry';
import { rememberAutoPromoCode } from './auto-promo-code';

/**
 * Spec §2 "navigation rules on every route change" that belong to the shell: remember autoPromoCode, close open
 * dialogs unless kept, refresh flags (spec §4), move focus to main for screen readers. Titles come from pages.
 */
export function useRouteChangeRules(pathname: string): void {
  const first = useRef(true);
  useEffect(() => {
    rememberAutoPromoCode(window.location.search, $flags.get()?.flags.autoPromoCodes ?? false);
    if (first.current) {
      first.current = false;
      return;
    }
    if (!$flags.get()?.flags.keepDialogsOnNavigation && !openedByNewFragment()) closeOpenDialogs();
    const site = $site.get();
    if (site) void refreshFlags(site.locale);
    document.getElementById('main')?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [pathname]);
}

/** A dialog the new URL's own fragment opened (navigate('/account#welcome')) is not one left over from the old page. */
function openedByNewFragment(): boolean {
  const open = $openDialog.get();
  const fragment = parseDialogFragment(window.location.hash);
  return open !== null && fragment !== null && open.name === fragment.name && open.arg === fragment.arg;
}
