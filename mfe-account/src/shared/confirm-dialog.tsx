import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Alert, Button, Dialog, Stack } from '@sf/ui';
import { useTranslation } from '@sf/i18n';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
}

/**
 * A destructive action asked once more (spec dialogs "delete address", "delete card"): what goes, then the confirm
 * button and "Keep it". The native dialog puts focus on its close button, a safe choice; Escape cancels too.
 */
export function ConfirmDialog({ open, title, confirmLabel, busy, error, onConfirm, onClose, children }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={title} closeLabel={t('account-area.close')} size="sm">
      <Stack gap={4}>
        {children}
        {error && <Alert tone="error">{error}</Alert>}
        <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] })}>
          <Button onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('account-area.keep')}
          </Button>
        </div>
      </Stack>
    </Dialog>
  );
}
