import { ApiRequestError } from '@sf/api-client';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export type IdentityField = 'firstName' | 'lastName' | 'email' | 'password' | 'token';
export type IdentityAction = 'sign-in' | 'sign-up' | 'forgot-password' | 'reset-password' | 'verify-email' | 'sign-out';

/** A message for the form: `field` ties it to one input (shown under it), otherwise it goes in the form's alert. */
export interface IdentityProblem {
  message: string;
  field?: IdentityField;
}

const FIELDS: readonly IdentityField[] = ['firstName', 'lastName', 'email', 'password', 'token'];

/** Server messages name the field first ("password: at least 10 characters"); `newPassword` is the password too. */
function fieldOf(message: string): { field: IdentityField | undefined; text: string } {
  const match = /^([A-Za-z]+):\s*(.*)$/s.exec(message);
  if (!match) return { field: undefined, text: message };
  const name = match[1] === 'newPassword' ? 'password' : match[1];
  const field = FIELDS.find((candidate) => candidate === name);
  return { field, text: field ? (match[2] ?? message) : message };
}

/** "Too many sign-in attempts. Try again in 12 minutes." → 12 (the server's throttling answer). */
export function retryMinutes(message: string | undefined): number | null {
  const match = /(\d+)\s*minute/i.exec(message ?? '');
  const minutes = match ? Number(match[1]) : Number.NaN;
  return Number.isFinite(minutes) && minutes > 0 ? minutes : null;
}

/** Known password answers of the server, in the shopper's language (the server speaks English). */
function passwordProblem(t: Translate, text: string): string | null {
  if (/commonly used/i.test(text)) return t('identity.password.common');
  if (/too easy to guess/i.test(text)) return t('identity.password.weak');
  if (/at least \d+ characters/i.test(text)) return t('identity.password.tooShort');
  if (/at most \d+ characters/i.test(text)) return t('identity.password.tooLong');
  return null;
}

/**
 * Sign-in and sign-out run through the shell's session driver, whose ApiRequestError is the shell bundle's class,
 * not this remote's copy of @sf/api-client: recognise the error by its shape, not with instanceof.
 */
function asApiError(error: unknown): Pick<ApiRequestError, 'status' | 'body'> | null {
  if (error instanceof ApiRequestError) return error;
  if (!(error instanceof Error) || error.name !== 'ApiRequestError') return null;
  const { status, body } = error as Partial<ApiRequestError>;
  return typeof status === 'number' ? { status, body: body ?? null } : null;
}

/**
 * Turns what the identity API answered into a clear message: throttling says how many minutes to wait, a wrong
 * e-mail or password is one message for both (the server does not say which), a broken or used link says so, and
 * any other 4xx shows the server's own message, tied to the field it names.
 */
export function identityProblem(t: Translate, failure: unknown, action: IdentityAction): IdentityProblem {
  const error = asApiError(failure);
  if (!error) return { message: t('identity.errors.generic') };
  const serverMessage = error.body?.message ?? '';
  if (error.status === 0) return { message: t('identity.errors.offline') };
  if (error.status === 429) {
    const minutes = retryMinutes(serverMessage);
    return { message: minutes ? t('identity.errors.throttled', { count: minutes }) : t('identity.errors.throttledShort') };
  }
  if (error.status >= 500) return { message: t('identity.errors.generic') };
  if (action === 'sign-in' && error.status === 401) return { message: t('identity.errors.wrongCredentials') };
  // The address is not confirmed yet; the server has just sent a new link.
  if (action === 'sign-in' && error.status === 403 && /confirm your e-mail/i.test(serverMessage)) return { message: t('identity.errors.unverified') };
  const { field, text } = fieldOf(serverMessage);
  if ((action === 'verify-email' || action === 'reset-password') && (field === 'token' || error.status === 404 || error.status === 410)) {
    return { message: action === 'verify-email' ? t('identity.verify.invalidLink') : t('identity.reset.invalidLink') };
  }
  if (field === 'password') return { field, message: passwordProblem(t, text) ?? text };
  if (field === 'email' && /valid e-mail/i.test(text)) return { field, message: t('identity.errors.emailInvalid') };
  if (field) return { field, message: text };
  return { message: serverMessage || t('identity.errors.generic') };
}
