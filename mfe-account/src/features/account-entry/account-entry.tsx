import { useEffect, useId, useRef, useState } from 'react';
import type { Theme } from '@emotion/react';
import { useStore } from '@nanostores/react';
import { requiresSignIn, signOut } from '@sf/contracts';
import { $session, emit } from '@sf/remote-contract';
import { useTranslation } from '@sf/i18n';
import { Badge, Button, Inline, Link, useNavigate } from '@sf/ui';
import { identityProblem } from '../identity/identity-errors';

/**
 * The header's way into the account. Guests get "Sign in", which opens the `#sign-in` dialog (a fragment: no page
 * load, no 404). A signed-in shopper gets their first name as a disclosure button over a small menu: account, order
 * history and sign out. Follows `$session`, so a sign-in or sign-out anywhere updates it at once.
 */
export function AccountEntry() {
  const { t } = useTranslation();
  const session = useStore($session);
  const registered = session.status === 'registered';
  return (
    <Inline gap={2} align="center" data-testid="account-entry">
      {registered ? (
        <AccountMenu label={session.firstName ? t('account.greeting', { firstName: session.firstName }) : t('account.myAccount')} />
      ) : (
        <Link to="#sign-in_header" variant="plain" data-testid="sign-in-link">
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

/** A disclosure (button + list of links), closed by Escape, a click outside or choosing an entry. */
function AccountMenu({ label }: { label: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const signOutNow = async () => {
    if (busy) return;
    setBusy(true);
    // Personal pages have nothing to show a guest: leave them first, so the account area's guard (which sends a
    // guest to sign-in) never sees the signed-out shopper there.
    if (requiresSignIn(currentLocaleFreePath())) navigate('/');
    try {
      await signOut();
      setOpen(false);
      emit('toast:show', { message: t('identity.signOut.done'), tone: 'success' });
    } catch (error) {
      emit('toast:show', { message: identityProblem(t, error, 'sign-out').message, tone: 'error' });
      setBusy(false);
    }
  };

  return (
    <div ref={rootRef} css={{ position: 'relative' }}>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        data-testid="account-menu-button"
      >
        {label}
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </Button>
      <ul
        id={menuId}
        hidden={!open}
        aria-label={t('identity.menu.label')}
        data-testid="account-menu"
        css={(theme: Theme) => ({
          position: 'absolute',
          insetInlineEnd: 0,
          top: '100%',
          zIndex: theme.zIndices.overlay,
          minWidth: '12rem',
          margin: 0,
          marginTop: theme.space[1],
          padding: theme.space[2],
          listStyle: 'none',
          background: theme.colors.background,
          color: theme.colors.text,
          border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
          borderRadius: theme.radii.md,
          boxShadow: theme.shadows.md,
          // Doubled class: beats the header's own link colour (dark header mode) on the menu's light surface.
          '&& a, && button': { display: 'flex', alignItems: 'center', width: '100%', minHeight: theme.sizes.minTarget, paddingInline: theme.space[2] },
          '&& a': { color: theme.colors.text },
        })}
      >
        <li>
          <Link to="/account" variant="plain" onClick={() => setOpen(false)}>
            {t('identity.menu.account')}
          </Link>
        </li>
        <li>
          <Link to="/account/order-history" variant="plain" onClick={() => setOpen(false)}>
            {t('identity.menu.orderHistory')}
          </Link>
        </li>
        <li>
          <Button variant="ghost" size="sm" loading={busy} onClick={signOutNow} data-testid="sign-out-button" css={{ justifyContent: 'flex-start' }}>
            {t('identity.menu.signOut')}
          </Button>
        </li>
      </ul>
    </div>
  );
}

/** The router's path without the locale prefix (`/de-de/account` → `/account`), read when it is needed. */
function currentLocaleFreePath(): string {
  const path = globalThis.location?.pathname ?? '/';
  return path.replace(/^\/[a-z]{2}-[a-z]{2}(?=\/|$)/, '') || '/';
}
