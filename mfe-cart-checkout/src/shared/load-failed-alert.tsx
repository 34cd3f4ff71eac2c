import { useTranslation } from '@sf/i18n';
import { RetryAlert } from '@sf/ui';

/** "Could not load" with a retry: the one failure state of the cart, the mini cart, checkout and the web-vitals page. */
export function LoadFailedAlert({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return <RetryAlert message={t('cart.loadFailed')} retryLabel={t('cart.retry')} onRetry={onRetry} />;
}
