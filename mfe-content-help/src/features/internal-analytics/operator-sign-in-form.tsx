import { useState, type FormEvent } from 'react';
import { ApiRequestError, createApiClient } from '@sf/api-client';
import { Alert, Button, Field, Heading, Stack } from '@sf/ui';
import { useTranslation } from '@sf/i18n';

/** The report needs an operator session: this form opens one (the cookie is HttpOnly, set by the server). */
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
      await createApiClient().post('/api/operator/session', { email, password });
      onSignedIn();
    } catch (caught: unknown) {
      setError(caught instanceof ApiRequestError && caught.body?.message ? caught.body.message : t('internal-analytics.loadFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} aria-labelledby="analytics-sign-in-title" noValidate>
      <Stack gap={3}>
        <Heading level={2} id="analytics-sign-in-title">
          {t('internal-analytics.signInTitle')}
        </Heading>
        {error && <Alert tone="error">{error}</Alert>}
        <Field
          id="analytics-operator-email"
          name="email"
          type="email"
          autoComplete="username"
          required
          label={t('internal-analytics.email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Field
          id="analytics-operator-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          label={t('internal-analytics.password')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" disabled={busy}>
          {t('internal-analytics.signIn')}
        </Button>
      </Stack>
    </form>
  );
}
