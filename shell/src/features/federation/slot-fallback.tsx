import { Alert, Button } from '@sf/ui';
import { useTranslation } from '@sf/i18n';

interface SlotFallbackProps {
  code: string;
  variant: 'page' | 'widget';
  onRetry: () => void;
}

/** What a slot shows when its remote is unavailable or failed: a stable error code and a retry. */
export function SlotFallback({ code, variant, onRetry }: SlotFallbackProps) {
  const { t } = useTranslation();
  return (
    <Alert tone="error" data-error-code={code}>
      <span>{variant === 'page' ? t('shell.slotUnavailable') : t('shell.widgetUnavailable')}</span> <code>{code}</code>{' '}
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
