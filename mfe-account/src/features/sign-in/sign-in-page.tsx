import { useCallback } from 'react';
import { signedInDestination, type SignInResult } from '@sf/contracts';
import type { PageProps } from '@sf/remote-contract';
import { useTranslation } from '@sf/i18n';
import { IdentityPageFrame } from '../identity/identity-page-frame';
import { SignInForm } from './sign-in-form';

/**
 * `/sign-in`: the account error path (spec §2). After signing in the shopper goes on to a safe `redirectTo` (the full
 * path a guard sent them from), else to the account; a first sign-in opens the welcome dialog there. A visitor who is
 * already signed in never sees this page: the edge and the shell's router send them on first.
 */
export function SignInPage({ route, navigate }: PageProps) {
  const { t } = useTranslation();
  const redirectTo = route.query.redirectTo;
  const onSignedIn = useCallback(
    (result: SignInResult) => {
      const destination = signedInDestination(redirectTo);
      navigate(result.firstSignIn ? `${destination.split('#', 1)[0]}#welcome` : destination, { replace: true });
    },
    [navigate, redirectTo],
  );
  return (
    <IdentityPageFrame title={t('identity.signIn.pageTitle')} testId="sign-in-page">
      <SignInForm location={null} onSignedIn={onSignedIn} forgotPasswordHref="/forgot-password" signUpHref="#sign-up" />
    </IdentityPageFrame>
  );
}
