import { useId, useState, type FormEvent } from 'react';
import { ApiRequestError, createTypedApiClient } from '@sf/api-client';
import { Alert, Button, Field, Heading, Stack } from '@sf/ui';
import { useTranslation } from '@sf/i18n';

const openOperatorSession = async (email: string, password: string): Promise<unknown> => {
  return createTypedApiClient().post('/api/operator/session', { body: { email, password } });
};

/**
 * Every internal page of this remote needs an operator session: this form opens one (the cookie is HttpOnly, set by
 * the server). `signIn` replaces the API call (a page's injected API in tests).
 */
export function OperatorSignIn({
  onSignedIn,
  signIn = openOperatorSession,
}: {
  onSignedIn: () => void;
  signIn?: (email: string, password: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signIn(email, password);
      onSignedIn();
    } catch (caught: unknown) {
      setError(caught instanceof ApiRequestError && caught.body?.message ? caught.body.message : t('operator-sign-in.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <Stack gap={3}>
        <Heading level={2} id={`${id}-title`}>
          {t('operator-sign-in.title')}
        </Heading>
        {error && <Alert tone="error">{error}</Alert>}
        <Field
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="username"
          required
          label={t('operator-sign-in.email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Field
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          label={t('operator-sign-in.password')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" loading={busy}>
          {t('operator-sign-in.submit')}
        </Button>
      </Stack>
    </form>
  );
}
