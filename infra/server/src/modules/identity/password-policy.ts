/**
 * What a new password must be: long enough, not on the common-password list, and not easy to guess from the
 * shopper's own e-mail or name. Strength comes from zxcvbn-ts (the same library the sign-up form's meter uses), so
 * the form and the server agree on what "too easy" means.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@sf/contracts/api';

/** zxcvbn scores 0-4; 3 is "safely unguessable" against an offline attack on a slow hash (zxcvbn docs). */
export const MIN_PASSWORD_SCORE = 3;

const commonPasswords = new Set((dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase()));
let zxcvbn: ZxcvbnFactory | undefined;

export type PasswordProblem = 'too_short' | 'too_long' | 'common' | 'weak';

export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  too_short: `password: at least ${PASSWORD_MIN_LENGTH} characters`,
  too_long: `password: at most ${PASSWORD_MAX_LENGTH} characters`,
  common: 'password: this password is on a list of commonly used passwords; choose another',
  weak: 'password: too easy to guess; add more words or characters, and avoid your name or e-mail',
};

export function passwordProblem(password: string, userInputs: string[]): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (password.length > PASSWORD_MAX_LENGTH) return 'too_long';
  if (commonPasswords.has(password.toLowerCase())) return 'common';
  zxcvbn ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const inputs = userInputs.flatMap((input) => [input, ...input.split(/[@.\s_-]+/)]).filter((input) => input.length >= 3);
  if (zxcvbn.check(password, inputs).score < MIN_PASSWORD_SCORE) return 'weak';
  return null;
}
