import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { $session, type DialogProps } from '@sf/remote-contract';
import { useTranslation } from '@sf/i18n';
import { Button, Inline, Stack, Text } from '@sf/ui';

/** `#welcome`: after the first sign-in of a new account (SignInResult.firstSignIn). Guests never see it (guard). */
export function WelcomeDialogView({ close, navigate, setTitle, site }: Pick<DialogProps, 'close' | 'navigate' | 'setTitle' | 'site'>) {
  const { t } = useTranslation();
  const session = useStore($session);
  const startRef = useRef<HTMLButtonElement>(null);
  const title = session.firstName
    ? t('identity.welcome.titleNamed', { firstName: session.firstName, brandName: site.brandName })
    : t('identity.welcome.title', { brandName: site.brandName });
  useEffect(() => setTitle(title), [setTitle, title]);
  useEffect(() => startRef.current?.focus(), []);
  return (
    <Stack gap={4} data-testid="welcome-dialog">
      <Text>{t('identity.welcome.intro')}</Text>
      <ul>
        <li>{t('identity.welcome.benefitOrders')}</li>
        <li>{t('identity.welcome.benefitFavorites')}</li>
        <li>{t('identity.welcome.benefitCheckout')}</li>
      </ul>
      <Inline gap={3}>
        <Button ref={startRef} onClick={close}>
          {t('identity.welcome.start')}
        </Button>
        <Button variant="secondary" onClick={() => navigate('/account/profile')}>
          {t('identity.welcome.profile')}
        </Button>
      </Inline>
    </Stack>
  );
}
