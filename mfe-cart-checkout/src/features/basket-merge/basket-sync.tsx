import { useEffect } from 'react';
import type { WidgetProps } from '@sf/remote-contract';
import { startBasketMerge } from './basket-merge';

/** Headless widget: keeps this country's basket merged into the signed-in shopper's account. Renders nothing. */
export function BasketSync({ site }: Pick<WidgetProps, 'site'>) {
  useEffect(() => startBasketMerge(site), [site.brand, site.locale, site.country]);
  return null;
}
