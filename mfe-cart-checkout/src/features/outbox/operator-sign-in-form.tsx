import { useState, type FormEvent } from 'react';
import { ApiRequestError, createTypedApiClient } from '@sf/api-client';
import { Alert, Button, Field, Heading, Stack } from '@sf/ui';
import { useTranslation } from '@sf/i18n';

/** The development helpers need an operator session: this form opens one (the cookie is HttpOnly, set by the server). */
export function OperatorSignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await createTypedApiClient().post('/api/operator/session', { body: { email, password } });
      onSignedIn();
    } catch (caught: unknown) {
      setError(caught instanceof ApiRequestError && caught.body?.message ? caught.body.message : t('cart.loadFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} aria-labelledby="operator-sign-in-title" noValidate>
      <Stack gap={3}>
        <Heading level={2} id="operator-sign-in-title">
          {t('cart.outbox.signInTitle')}
        </Heading>
        {error && <Alert tone="error">{error}</Alert>}
        <Field
          id="operator-email"
          name="email"
          type="email"
          autoComplete="username"
          required
          label={t('cart.outbox.email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Field
          id="operator-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          label={t('cart.outbox.password')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" disabled={busy}>
          {t('cart.outbox.signIn')}
        </Button>
      </Stack>
    </form>
  );
}
