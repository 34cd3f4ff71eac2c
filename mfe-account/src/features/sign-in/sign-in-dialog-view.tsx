import { useCallback, useEffect } from 'react';
import type { SignInResult } from '@sf/contracts';
import { emit, type DialogProps } from '@sf/remote-contract';
import { useTranslation } from '@sf/i18n';
import { formLocation, SignInForm } from './sign-in-form';

/**
 * `#sign-in` and `#sign-in_<location>` (spec §2): the sign-in form in the shell's modal. Blocked for signed-in
 * shoppers by its guard (package.json). After signing in, the shopper stays where they were: the welcome dialog
 * follows a first sign-in, the sign-in confirmation any other.
 */
export function SignInDialogView({ arg, setTitle }: Pick<DialogProps, 'arg' | 'setTitle'>) {
  const { t } = useTranslation();
  useEffect(() => setTitle(t('identity.signIn.dialogTitle')), [setTitle, t]);
  const onSignedIn = useCallback((result: SignInResult) => {
    emit('dialog:open', { name: result.firstSignIn ? 'welcome' : 'sign-in-confirmation' });
  }, []);
  return <SignInForm location={formLocation(arg)} onSignedIn={onSignedIn} forgotPasswordHref="#forgot-password" signUpHref="#sign-up" />;
}
