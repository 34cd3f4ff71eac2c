import type * as IdentityApi from '@sf/contracts/api';

/**
 * The new-password rules of sign-up (contracts `api/identity.ts`; the server also refuses common and easily guessed
 * passwords with zxcvbn). The length is checked here before sending; the rest comes back as the server's 400.
 */
export type PasswordProblem = 'too_short' | 'too_long' | 'common' | 'weak';

// Values, because browser code imports only types from the zod schemas; the annotations stop the build if they drift.
export const PASSWORD_MIN_LENGTH: typeof IdentityApi.PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH: typeof IdentityApi.PASSWORD_MAX_LENGTH = 128;

export function localPasswordProblem(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (password.length > PASSWORD_MAX_LENGTH) return 'too_long';
  return null;
}

/** Which rule the server's message names (its messages are English and never shown as they are). */
export function serverPasswordProblem(message: string): PasswordProblem | null {
  if (/commonly used/i.test(message)) return 'common';
  if (/easy to guess/i.test(message)) return 'weak';
  if (/at least/i.test(message)) return 'too_short';
  if (/at most/i.test(message)) return 'too_long';
  return null;
}
