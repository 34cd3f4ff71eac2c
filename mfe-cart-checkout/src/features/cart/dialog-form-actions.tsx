import type { Theme } from '@emotion/react';
import { Alert, Button } from '@sf/ui';
import { useTranslation } from '@sf/i18n';

/** The end of every cart dialog form: the server's error, if any, then "Save" (submits) and "Cancel". */
export function DialogFormActions({ error, busy, onCancel }: { error: string | null; busy: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      {error && <Alert tone="error">{error}</Alert>}
      <div css={(theme: Theme) => ({ display: 'flex', gap: theme.space[2], flexWrap: 'wrap' })}>
        <Button type="submit" loading={busy}>
          {t('cart.basket.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('cart.basket.cancel')}
        </Button>
      </div>
    </>
  );
}
