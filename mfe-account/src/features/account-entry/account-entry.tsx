import { useStore } from '@nanostores/react';
import { $session } from '@sf/contracts';
import { useTranslation } from '@sf/i18n';
import { Badge, Inline, Link } from '@sf/ui';

/**
 * The header's way into the account area. Follows `$session`, so sign-in and sign-out elsewhere update it at once.
 * Paths are locale-free: the shell's router adds the locale prefix. /account itself sends guests to sign-in.
 */
export function AccountEntry() {
  const { t } = useTranslation();
  const session = useStore($session);
  const registered = session.status === 'registered';
  return (
    <Inline gap={2} align="center" data-testid="account-entry">
      {registered ? (
        <Link to="/account" variant="plain" data-testid="account-link">
          {session.firstName ? t('account.greeting', { firstName: session.firstName }) : t('account.myAccount')}
        </Link>
      ) : (
        <Link to="/sign-in" variant="plain" data-testid="sign-in-link">
          {t('account.signIn')}
        </Link>
      )}
      {session.isLoyaltyMember && (
        <Badge tone="accent" data-testid="loyalty-indicator">
          {t('account.loyaltyMember')}
        </Badge>
      )}
    </Inline>
  );
}
