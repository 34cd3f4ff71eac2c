import { useEffect, useMemo } from 'react';
import type { DialogProps } from '@sf/remote-contract';
import { useTranslation } from '@sf/i18n';
import { identityApi } from '../identity/identity-api';
import { ForgotPasswordForm } from './forgot-password-form';

/** `#forgot-password`: the same form as the page, in the shell's modal (reached from the sign-in dialog). */
export function ForgotPasswordDialogView({ site, setTitle }: Pick<DialogProps, 'site' | 'setTitle'>) {
  const { t } = useTranslation();
  const api = useMemo(() => identityApi(site), [site]);
  useEffect(() => setTitle(t('identity.forgot.heading')), [setTitle, t]);
  return <ForgotPasswordForm api={api} signInHref="#sign-in" />;
}
