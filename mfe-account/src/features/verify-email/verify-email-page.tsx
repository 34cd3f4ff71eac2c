import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { applySessionView, refreshSession } from '@sf/contracts';
import { $session, emit, type PageProps } from '@sf/remote-contract';
import { useTranslation } from '@sf/i18n';
import { Alert, Link, Spinner, Stack } from '@sf/ui';
import { identityApi, type VerifyEmailAnswer } from '../identity/identity-api';
import { identityProblem } from '../identity/identity-errors';
import { IdentityPageFrame } from '../identity/identity-page-frame';

type VerifyState = { status: 'verifying' } | { status: 'verified' } | { status: 'failed'; message: string; invalidLink: boolean };

/** The document declares a session in every answer; one without it (an older server) still refreshes the session. */
const carriesSession = (answer: VerifyEmailAnswer): boolean => typeof answer === 'object' && answer !== null && typeof answer.signedIn === 'boolean';

/**
 * `/verify-email?token=…`: the link of the verification e-mail (sign-up and e-mail change). It confirms the address
 * once, on arrival; a used or expired link says so. When the answer carries a session (the server may sign the
 * shopper in), every remote learns it through `$session`.
 */
export function VerifyEmailPage({ route, site, navigate }: PageProps) {
  const { t } = useTranslation();
  const token = route.query.token ?? '';
  const api = useMemo(() => identityApi(site), [site]);
  const session = useStore($session);
  const [state, setState] = useState<VerifyState>({ status: 'verifying' });
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!token) {
      navigate('/', { replace: true });
      return;
    }
    // One POST per token, also under React's development double effects: the token is single-use.
    if (started.current === token) return;
    started.current = token;
    api
      .verifyEmail(token)
      .then((answer) => {
        setState({ status: 'verified' });
        if (carriesSession(answer)) {
          applySessionView(answer);
          // The verification signs the new shopper in: their first sign-in gets the welcome dialog.
          if (answer.firstSignIn === true) emit('dialog:open', { name: 'welcome' });
        } else void refreshSession().catch(() => undefined);
      })
      .catch((error: unknown) => {
        const problem = identityProblem(t, error, 'verify-email');
        setState({ status: 'failed', message: problem.message, invalidLink: problem.message === t('identity.verify.invalidLink') });
      });
  }, [token, api, navigate, t]);

  if (!token) return null;
  return (
    <IdentityPageFrame title={t('identity.verify.heading')} testId="verify-email-page">
      {state.status === 'verifying' && (
        <Stack gap={3} align="start" aria-busy="true">
          <Spinner label={t('identity.verify.verifying')} />
        </Stack>
      )}
      {state.status === 'verified' && (
        <Stack gap={4} data-testid="verify-email-done">
          <Alert tone="success">{t('identity.verify.done')}</Alert>
          {session.status === 'registered' ? (
            <Link to="/account">{t('identity.verify.toAccount')}</Link>
          ) : (
            <Link to="#sign-in">{t('identity.verify.signIn')}</Link>
          )}
        </Stack>
      )}
      {state.status === 'failed' && (
        <Stack gap={4} data-testid="verify-email-failed">
          <Alert tone="error">{state.message}</Alert>
          {state.invalidLink && <Link to="#sign-up">{t('identity.verify.signUpAgain')}</Link>}
        </Stack>
      )}
    </IdentityPageFrame>
  );
}
