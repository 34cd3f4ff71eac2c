import { useEffect, useMemo } from 'react';
import type { DialogProps } from '@sf/remote-contract';
import { useTranslation } from '@sf/i18n';
import { Stack } from '@sf/ui';
import { identityApi } from '../identity/identity-api';
import { BelowFormContent } from './below-form-content';
import { SignUpForm } from './sign-up-form';

/**
 * `#sign-up` and `#sign-up_<content id>` (spec §2): registration in the shell's modal, with an optional content block
 * below the form (the registry declares size xs, md with an argument). Blocked for signed-in shoppers (guard).
 */
export function SignUpDialogView({ arg, site, setTitle }: Pick<DialogProps, 'arg' | 'site' | 'setTitle'>) {
  const { t } = useTranslation();
  const api = useMemo(() => identityApi(site), [site]);
  useEffect(() => setTitle(t('identity.signUp.dialogTitle')), [setTitle, t]);
  return (
    <Stack gap={5}>
      <SignUpForm api={api} signInHref="#sign-in" />
      {arg && <BelowFormContent contentId={arg} site={site} />}
    </Stack>
  );
}
