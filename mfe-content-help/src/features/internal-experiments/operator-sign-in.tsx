import { useId, useState, type FormEvent } from 'react';
import { ApiRequestError, createApiClient } from '@sf/api-client';
import { Alert, Button, Field, Heading, Stack } from '@sf/ui';
import { useTranslation } from '@sf/i18n';

/** The counts need an operator session: this form opens one (the cookie is HttpOnly, set by the server). */
export function OperatorSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await createApiClient().post('/api/operator/session', { email, password });
      onSignedIn();
    } catch (caught: unknown) {
      setError(caught instanceof ApiRequestError && caught.body?.message ? caught.body.message : t('internal-experiments.signInFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <Stack gap={3}>
        <Heading level={2} id={`${id}-title`}>
          {t('internal-experiments.signInTitle')}
        </Heading>
        {error && <Alert tone="error">{error}</Alert>}
        <Field
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="username"
          required
          label={t('internal-experiments.email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Field
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          label={t('internal-experiments.password')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" disabled={busy}>
          {t('internal-experiments.signIn')}
        </Button>
      </Stack>
    </form>
  );
}
