import type { ReactNode } from 'react';
import type { Basket } from '@sf/contracts';
import { Alert, SkeletonGroup, SkeletonText, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { useBasket } from '../../shared/use-basket';
import { LoadFailedAlert } from '../../shared/load-failed-alert';

/** Loads this country's basket for a cart dialog, with the loading and missing states every dialog shares. */
export function DialogBasket({ children }: { children: (basket: Basket, replace: (basket: Basket) => void) => ReactNode }) {
  const { t } = useTranslation();
  const site = useSite();
  const { state, retry, replace } = useBasket(site);
  if (state.status === 'loading') {
    return (
      <SkeletonGroup label={t('cart.loading')}>
        <SkeletonText lines={3} />
      </SkeletonGroup>
    );
  }
  if (state.status === 'failed') {
    return <LoadFailedAlert onRetry={retry} />;
  }
  if (state.status === 'none') return <Alert tone="info">{t('cart.basket.basketMissing')}</Alert>;
  return <>{children(state.basket, replace)}</>;
}
