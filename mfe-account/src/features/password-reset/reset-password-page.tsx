import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { refreshSession } from '@sf/contracts';
import { $session, type PageProps } from '@sf/remote-contract';
import { useTranslation } from '@sf/i18n';
import { Alert, Button, Link, Stack } from '@sf/ui';
import { identityApi } from '../identity/identity-api';
import { identityProblem } from '../identity/identity-errors';
import { IdentityPageFrame } from '../identity/identity-page-frame';
import { NewPasswordField, usePasswordAssessment } from '../sign-up/new-password-field';

type ResetState = { step: 'form' } | { step: 'done' } | { step: 'invalid-link'; message: string };

/**
 * `/reset-password?token=…` (spec §2: without a token the edge and the router send the visitor home). A new password
 * with the same rules and meter as sign-up; the token is single-use, so a used or expired link says so and offers a
 * new one. The reset ends every session of the account; the page then offers to sign in.
 */
export function ResetPasswordPage({ route, site, navigate }: PageProps) {
  const { t } = useTranslation();
  const token = route.query.token ?? '';
  const api = useMemo(() => identityApi(site), [site]);
  const session = useStore($session);
  const inputRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [state, setState] = useState<ResetState>({ step: 'form' });
  const userInputs = useMemo(() => [session.email, session.firstName, session.lastName].filter((value): value is string => Boolean(value)), [session]);
  const assessment = usePasswordAssessment(password, userInputs);

  // The router normally gets here first; this covers a parcel mounted by other means (dev host, tests).
  useEffect(() => {
    if (!token) navigate('/', { replace: true });
  }, [token, navigate]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problem = !password
      ? t('identity.errors.passwordRequired')
      : assessment.length === 'unmet'
        ? t('identity.password.tooShort')
        : assessment.notCommon === 'unmet'
          ? t('identity.password.common')
          : assessment.strongEnough === 'unmet'
            ? t('identity.password.weak')
            : undefined;
    setError(problem);
    setMessage(null);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await api.resetPassword(token, password);
      setState({ step: 'done' });
      // Every session of the account ended with the reset (this one too, when it was the same account).
      void refreshSession().catch(() => undefined);
    } catch (failure) {
      const found = identityProblem(t, failure, 'reset-password');
      if (found.field === 'password') {
        setError(found.message);
        inputRef.current?.focus();
      } else if (found.message === t('identity.reset.invalidLink')) setState({ step: 'invalid-link', message: found.message });
      else setMessage(found.message);
    } finally {
      setBusy(false);
    }
  };

  if (!token) return null;
  return (
    <IdentityPageFrame title={t('identity.reset.heading')} testId="reset-password-page">
      {state.step === 'done' && (
        <Stack gap={4} data-testid="reset-password-done">
          <Alert tone="success">{t('identity.reset.done')}</Alert>
          <Link to="/sign-in">{t('identity.reset.signIn')}</Link>
        </Stack>
      )}
      {state.step === 'invalid-link' && (
        <Stack gap={4} data-testid="reset-password-invalid">
          <Alert tone="error">{state.message}</Alert>
          <Link to="/forgot-password">{t('identity.reset.newLink')}</Link>
        </Stack>
      )}
      {state.step === 'form' && (
        <form noValidate onSubmit={submit} aria-label={t('identity.reset.heading')}>
          <Stack gap={4}>
            {message && <Alert tone="error">{message}</Alert>}
            <NewPasswordField
              label={t('identity.fields.newPassword')}
              value={password}
              onChange={setPassword}
              userInputs={userInputs}
              error={error}
              assessment={assessment}
              inputRef={inputRef}
            />
            <Button type="submit" loading={busy} fullWidth>
              {t('identity.reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </IdentityPageFrame>
  );
}
