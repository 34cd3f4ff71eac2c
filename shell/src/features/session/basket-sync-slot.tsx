import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { $session, $site, type Navigate, type SiteInfo, type WidgetProps } from '@sf/remote-contract';
import { ParcelSlot } from '../federation/parcel-slot';
import { useHydrated } from '../federation/use-hydrated';

/**
 * For a signed-in shopper, the cart remote's headless ./BasketSync merges this country's guest basket into the
 * account (at sign-in, or at the first page after it). Guests load nothing; a failure stays out of sight (the guest
 * basket is kept and the next page tries again).
 */
export function BasketSyncSlot({ navigate }: { navigate: Navigate }) {
  const session = useStore($session);
  const site = useStore($site) as SiteInfo;
  const props = useMemo<WidgetProps>(() => ({ locale: site.locale, site, navigate }), [site, navigate]);
  const hydrated = useHydrated();
  if (!hydrated || session.status !== 'registered') return null;
  return (
    <div hidden>
      <ParcelSlot remote="mfe_cart_checkout" module="./BasketSync" parcelProps={props} variant="widget" />
    </div>
  );
}
