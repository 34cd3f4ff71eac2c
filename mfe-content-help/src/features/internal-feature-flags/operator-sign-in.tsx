import { useState, type FormEvent } from 'react';
import { ApiRequestError } from '@sf/api-client';
import { Alert, Button, Field, Heading, Stack } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import type { FeatureFlagsApi } from './feature-flags-api';

/** Internal pages need an operator session: this form opens one (the cookie is HttpOnly, set by the server). */
export function OperatorSignIn({ api, onSignedIn }: { api: FeatureFlagsApi; onSignedIn: () => void }) {
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
      await api.signIn(email, password);
      onSignedIn();
    } catch (caught: unknown) {
      setError(caught instanceof ApiRequestError && caught.body?.message ? caught.body.message : t('feature-flags.loadFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} aria-labelledby="flags-sign-in-title" noValidate>
      <Stack gap={3}>
        <Heading level={2} id="flags-sign-in-title">
          {t('feature-flags.signInTitle')}
        </Heading>
        {error && <Alert tone="error">{error}</Alert>}
        <Field
          id="flags-operator-email"
          type="email"
          autoComplete="username"
          required
          label={t('feature-flags.email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Field
          id="flags-operator-password"
          type="password"
          autoComplete="current-password"
          required
          label={t('feature-flags.password')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" loading={busy}>
          {t('feature-flags.signIn')}
        </Button>
      </Stack>
    </form>
  );
}
