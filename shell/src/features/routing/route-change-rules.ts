import { useEffect, useRef } from 'react';
import { $flags, $site } from '@sf/contracts';
import { refreshFlags } from '../flags/flags-client';
import { closeOpenDialogs } from '../dialogs/dialog-store';
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
    if (!$flags.get()?.flags.keepDialogsOnNavigation) closeOpenDialogs();
    const site = $site.get();
    if (site) void refreshFlags(site.locale);
    document.getElementById('main')?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [pathname]);
}
