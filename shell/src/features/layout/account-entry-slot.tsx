import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $session, type WidgetProps } from '@sf/remote-contract';
import styled from '@emotion/styled';
import { Inline, Link, visuallyHiddenStyles } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { ParcelSlot } from '../federation/parcel-slot';
import { useHydrated } from '../federation/use-hydrated';
import { Icon } from './header-icons';

/**
 * The header's way into the account. A guest gets the shell's own "Sign in" link: the same for every guest, so it is
 * in the server's (cacheable) HTML and the account remote is no part of a guest's first load (issue 13). It opens
 * the account remote's `#sign-in` dialog like the remote's own link does. Once the session says "signed in", the
 * account remote's ./AccountEntry takes over (greeting menu, loyalty badge, employee session) and stays for the
 * page's life, so a sign-out shows the remote's own link.
 */
export function AccountEntrySlot({ widgetProps }: { widgetProps: WidgetProps }) {
  const session = useStore($session);
  const registered = useHydrated() && session.status === 'registered';
  const [remoteEntry, setRemoteEntry] = useState(false);
  useEffect(() => {
    if (registered) setRemoteEntry(true);
  }, [registered]);
  if (registered || remoteEntry) return <ParcelSlot remote="mfe_account" module="./AccountEntry" parcelProps={widgetProps} variant="widget" />;
  return <GuestSignIn />;
}

/** An icon on phones (its name stays "Sign in"), the icon and the words from md up. */
const SignInLink = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[1],
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  justifyContent: 'center',
  '& > span': { ...visuallyHiddenStyles(theme) },
  [theme.media.md]: { '& > span': { position: 'static', width: 'auto', height: 'auto', margin: 0, clip: 'auto', clipPath: 'none', overflow: 'visible' } },
}));

function GuestSignIn() {
  const { t } = useTranslation();
  return (
    <Inline gap={2} align="center" data-testid="account-entry">
      <SignInLink to="#sign-in_header" variant="plain" data-testid="sign-in-link">
        <Icon name="user" />
        <span>{t('account.signIn')}</span>
      </SignInLink>
    </Inline>
  );
}
