import { ApiRequestError } from '@sf/api-client';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export type PasskeyAction = 'add' | 'sign-in' | 'delete';

/** What the browser reports when the shopper closed the prompt, it timed out, or an iframe/permission blocked it. */
const CANCELLED = new Set(['NotAllowedError', 'AbortError']);

/** "Too many sign-in attempts. Try again in 12 minutes." → 12. */
function minutesIn(message: string | undefined): number | null {
  const match = /(\d+)\s*minute/i.exec(message ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * A message in the shopper's language for anything a passkey ceremony can throw: the browser's WebAuthn errors
 * (closed prompt, authenticator already registered, an address passkeys cannot use) and the server's answers
 * (expired challenge, unknown passkey, throttling, a full account, a lost session).
 */
export function passkeyProblem(t: Translate, error: unknown, action: PasskeyAction, maxPasskeys: number): string {
  if (error instanceof ApiRequestError) {
    const message = error.body?.message ?? '';
    if (error.status === 0) return t('passkeys.errors.offline');
    if (error.status === 429) {
      const minutes = minutesIn(message);
      return minutes ? t('passkeys.errors.throttled', { count: minutes }) : t('passkeys.errors.failed');
    }
    if (error.status === 401) return action === 'sign-in' ? t('passkeys.errors.notRecognised') : t('passkeys.errors.sessionEnded');
    if (error.status === 409) return /at most/i.test(message) ? t('passkeys.limitReached', { max: maxPasskeys }) : t('passkeys.errors.alreadyRegistered');
    if (error.status === 400 && /expired|already used/i.test(message)) return t('passkeys.errors.expired');
    if (error.status === 400 && /IP address|host name/i.test(message)) return t('passkeys.errors.unsupported');
    return action === 'delete' ? t('passkeys.errors.deleteFailed') : t('passkeys.errors.failed');
  }
  if (error instanceof Error) {
    const code = (error as Error & { code?: string }).code;
    if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || error.name === 'InvalidStateError') return t('passkeys.errors.alreadyRegistered');
    if (code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID' || error.name === 'SecurityError') return t('passkeys.errors.unsupported');
    if (code === 'ERROR_CEREMONY_ABORTED' || CANCELLED.has(error.name)) return t('passkeys.errors.cancelled');
  }
  return action === 'delete' ? t('passkeys.errors.deleteFailed') : t('passkeys.errors.failed');
}
