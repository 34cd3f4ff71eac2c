import { useMemo } from 'react';
import type { PageProps } from '@sf/remote-contract';
import { useTranslation } from '@sf/i18n';
import { identityApi } from '../identity/identity-api';
import { IdentityPageFrame } from '../identity/identity-page-frame';
import { ForgotPasswordForm } from './forgot-password-form';

/** `/forgot-password` (spec §2). */
export function ForgotPasswordPage({ site }: PageProps) {
  const { t } = useTranslation();
  const api = useMemo(() => identityApi(site), [site]);
  return (
    <IdentityPageFrame title={t('identity.forgot.heading')} testId="forgot-password-page">
      <ForgotPasswordForm api={api} signInHref="/sign-in" />
    </IdentityPageFrame>
  );
}
