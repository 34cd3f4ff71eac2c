import { useEffect, useMemo, useState } from 'react';
import { applySessionView, SESSION_PING_KEY, type SignInResult } from '@sf/contracts';
import { MAX_PASSKEYS } from '@sf/contracts/api';
import { useTranslation } from '@sf/i18n';
import { Button, useSite } from '@sf/ui';
import { signInWithPasskey, webAuthnAvailable } from './passkey-ceremonies';
import { passkeyProblem } from './passkey-errors';
import { passkeysApi, type PasskeysApi } from './passkeys-api';

export interface PasskeySignInButtonProps {
  /** Called after the session is set, exactly as after a password sign-in (close, redirect, welcome dialog). */
  onSignedIn: (result: SignInResult) => void;
  /** A translated message for the form's alert. */
  onError: (message: string) => void;
  /** Tests pass their own; otherwise the real endpoints of this site. */
  api?: Pick<PasskeysApi, 'authenticationOptions' | 'authenticate'>;
}

/** The contracts session store's sign-in does this too: other tabs of this browser refresh their session. */
function pingOtherTabs(): void {
  try {
    localStorage.setItem(SESSION_PING_KEY, String(Date.now()));
  } catch {
    /* storage blocked: other tabs notice at their next refresh */
  }
}

/**
 * "Sign in with a passkey", under the password form in the sign-in dialog and page. No e-mail is asked: the browser
 * offers the passkeys it holds for this site. On success the server's SignInResult goes to `applySessionView` (so
 * `$session` and `session:changed` follow, as after a password sign-in), then to `onSignedIn`. Renders nothing in a
 * browser without WebAuthn (decided after mount, so server and first client render agree).
 */
export function PasskeySignInButton({ onSignedIn, onError, api }: PasskeySignInButtonProps) {
  const { t } = useTranslation();
  const site = useSite();
  const client = useMemo(() => api ?? passkeysApi(site), [api, site]);
  const [available, setAvailable] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => setAvailable(webAuthnAvailable()), []);
  if (!available) return null;

  const signIn = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const result = await signInWithPasskey(client);
      applySessionView(result);
      pingOtherTabs();
      onSignedIn(result);
    } catch (error) {
      onError(passkeyProblem(t, error, 'sign-in', MAX_PASSKEYS));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" fullWidth loading={busy} onClick={signIn} data-testid="passkey-sign-in">
      {t('passkeys.signIn')}
    </Button>
  );
}
