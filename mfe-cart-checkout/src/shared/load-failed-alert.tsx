import { useTranslation } from '@sf/i18n';
import { Alert, Button } from '@sf/ui';

/** "Could not load" with a retry: the one failure state of the cart, the mini cart, checkout and the web-vitals page. */
export function LoadFailedAlert({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      tone="error"
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('cart.retry')}
        </Button>
      }
    >
      {t('cart.loadFailed')}
    </Alert>
  );
}
