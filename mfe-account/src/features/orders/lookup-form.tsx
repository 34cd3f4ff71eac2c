import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Field, Heading, Stack } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { isValidEmail } from '@sf/contracts';
import { normaliseOrderNumber } from './orders-api';

interface LookupFormProps {
  heading: string;
  submitLabel: string;
  initial?: { email: string; orderNumber: string };
  /** Resolves with an error text to show, or null on success. */
  onSubmit: (email: string, orderNumber: string) => Promise<string | null>;
}

/** E-mail + order number, the only key a guest has to an order. */
export function LookupForm({ heading, submitLabel, initial, onSubmit }: LookupFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [email, setEmail] = useState(initial?.email ?? '');
  const [orderNumber, setOrderNumber] = useState(initial?.orderNumber ?? '');
  const [errors, setErrors] = useState<{ email?: string; orderNumber?: string }>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      ...(isValidEmail(email) ? {} : { email: email.trim() ? t('order-status.emailInvalid') : t('order-status.emailRequired') }),
      ...(normaliseOrderNumber(orderNumber) ? {} : { orderNumber: t('order-status.orderNumberRequired') }),
    };
    setErrors(found);
    if (found.email || found.orderNumber) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${found.email ? 'email' : 'orderNumber'}"]`)?.focus();
      return;
    }
    setBusy(true);
    setMessage(await onSubmit(email.trim(), normaliseOrderNumber(orderNumber)));
    setBusy(false);
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={headingId}>
      <Stack gap={4}>
        <Heading level={2} size="lg" id={headingId}>
          {heading}
        </Heading>
        {message && <Alert tone="error">{message}</Alert>}
        <Field
          name="email"
          type="email"
          label={t('order-status.email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
          autoComplete="email"
          required
          maxLength={254}
        />
        <Field
          name="orderNumber"
          label={t('order-status.orderNumber')}
          hint={t('order-status.orderNumberHint')}
          value={orderNumber}
          onChange={(event) => setOrderNumber(event.target.value)}
          error={errors.orderNumber}
          autoComplete="off"
          required
          maxLength={20}
        />
        <div>
          <Button type="submit" disabled={busy}>
            {submitLabel}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
