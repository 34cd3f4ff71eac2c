import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { $session, type DialogProps } from '@sf/remote-contract';
import { useTranslation } from '@sf/i18n';
import { Button, Inline, Stack, Text } from '@sf/ui';

/** `#sign-in-confirmation`: says who is now signed in, after a sign-in from the dialog. Guests never see it (guard). */
export function SignInConfirmationDialogView({ close, navigate, setTitle }: Pick<DialogProps, 'close' | 'navigate' | 'setTitle'>) {
  const { t } = useTranslation();
  const session = useStore($session);
  const continueRef = useRef<HTMLButtonElement>(null);
  useEffect(() => setTitle(t('identity.confirmation.title')), [setTitle, t]);
  useEffect(() => continueRef.current?.focus(), []);
  return (
    <Stack gap={4} data-testid="sign-in-confirmation">
      <Text role="status">
        {session.firstName
          ? t('identity.confirmation.textNamed', { firstName: session.firstName, email: session.email ?? '' })
          : t('identity.confirmation.text')}
      </Text>
      <Inline gap={3}>
        <Button ref={continueRef} onClick={close}>
          {t('identity.confirmation.continue')}
        </Button>
        <Button variant="secondary" onClick={() => navigate('/account')}>
          {t('identity.confirmation.account')}
        </Button>
      </Inline>
    </Stack>
  );
}
