import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiRequestError } from '@sf/api-client';
import type { Variant } from '@sf/contracts';
import { Alert, Button, Dialog, Field, Stack, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { subscribeBackInStock } from './back-in-stock-api';

interface NotifyMeDialogProps {
  open: boolean;
  onClose: () => void;
  productName: string;
  variant: Variant;
}

/** Spec "notify me" dialog: an e-mail address for one sold-out variant. */
export function NotifyMeDialog({ open, onClose, productName, variant }: NotifyMeDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('catalog.notifyMeTitle')} closeLabel={t('catalog.closeDialog')} size="sm">
      <NotifyMeForm key={variant.variantId} productName={productName} variant={variant} />
    </Dialog>
  );
}

/** Deliberately loose: the server has the final word; this only catches obvious slips before a round trip. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Status = 'idle' | 'sending' | 'done' | 'failed';

function NotifyMeForm({ productName, variant }: { productName: string; variant: Variant }) {
  const { t } = useTranslation();
  const site = useSite();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<Status>('idle');
  const input = useRef<HTMLInputElement>(null);
  const done = useRef<HTMLDivElement>(null);

  // The form is replaced by the confirmation, so focus follows it instead of falling back to the dialog.
  useEffect(() => {
    if (status === 'done') done.current?.focus();
  }, [status]);

  const invalid = () => {
    setError(t('catalog.emailInvalid'));
    input.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'sending') return;
    const address = email.trim();
    if (!EMAIL.test(address)) return invalid();
    setError(undefined);
    setStatus('sending');
    try {
      await subscribeBackInStock(site, variant.variantId, address);
      setStatus('done');
    } catch (failure) {
      setStatus('idle');
      if (failure instanceof ApiRequestError && failure.status === 400) return invalid();
      console.error('[mfe-catalog] back-in-stock subscription failed', failure);
      setStatus('failed');
    }
  };

  if (status === 'done') {
    return (
      <div ref={done} tabIndex={-1}>
        <Alert tone="success">{t('catalog.notifyMeDone')}</Alert>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap={4}>
        <Text>{t('catalog.notifyMeIntro', { name: productName, size: variant.size })}</Text>
        <Field
          ref={input}
          label={t('catalog.emailLabel')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          error={error}
          onChange={(event) => setEmail(event.target.value)}
        />
        {status === 'failed' && <Alert tone="error">{t('catalog.notifyMeFailed')}</Alert>}
        <Button type="submit" loading={status === 'sending'}>
          {t('catalog.notifyMeSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
