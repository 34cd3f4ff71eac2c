/**
 * Password strength with zxcvbn-ts, the library the server's password policy uses, so the meter and the server agree
 * on "too easy to guess". The library and its dictionaries (about a megabyte) are loaded on demand, the first time a
 * new-password field is shown: they never weigh on other pages.
 */
import { PASSWORD_MIN_LENGTH } from '../../shared/password-rules';

export type StrengthScore = 0 | 1 | 2 | 3 | 4;
/** The server refuses a password below this zxcvbn score (`MIN_PASSWORD_SCORE` of the identity module). */
export const MIN_PASSWORD_SCORE: StrengthScore = 2;

export interface StrengthEstimate {
  score: StrengthScore;
  /** On the common-password list the server also refuses. */
  common: boolean;
}

export type StrengthEstimator = (password: string, userInputs: readonly string[]) => StrengthEstimate;

let loading: Promise<StrengthEstimator> | null = null;

/** Words of the shopper's name and e-mail, as the server splits them, so using them lowers the score. */
export function personalWords(inputs: readonly string[]): string[] {
  const words = inputs.flatMap((input) => [input, ...input.split(/[@.\s_-]+/)]).map((word) => word.trim().toLowerCase());
  return [...new Set(words.filter((word) => word.length >= 3))];
}

/** Loads the estimator once (a failed load may be retried). */
export function loadStrengthEstimator(): Promise<StrengthEstimator> {
  loading ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(([core, language]) => {
    const zxcvbn = new core.ZxcvbnFactory({ dictionary: language.dictionary, graphs: language.adjacencyGraphs });
    const commonPasswords = new Set(language.dictionary['passwords-common'].map((word) => word.toLowerCase()));
    return (password, userInputs) => ({
      score: zxcvbn.check(password, personalWords(userInputs)).score as StrengthScore,
      common: commonPasswords.has(password.toLowerCase()),
    });
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

export type RuleState = 'met' | 'unmet' | 'pending';

export interface PasswordAssessment {
  length: RuleState;
  notCommon: RuleState;
  strongEnough: RuleState;
  /** Null until the estimator has loaded (or when it could not load). */
  score: StrengthScore | null;
  /** False only when a rule is known to fail; unknown rules (estimator unavailable) are left to the server. */
  acceptable: boolean;
}

export function assessPassword(password: string, estimate: StrengthEstimate | null): PasswordAssessment {
  const length: RuleState = password.length >= PASSWORD_MIN_LENGTH ? 'met' : 'unmet';
  if (!password) return { length, notCommon: 'pending', strongEnough: 'pending', score: null, acceptable: false };
  const notCommon: RuleState = estimate ? (estimate.common ? 'unmet' : 'met') : 'pending';
  const strongEnough: RuleState = estimate ? (estimate.score >= MIN_PASSWORD_SCORE && length === 'met' ? 'met' : 'unmet') : 'pending';
  return { length, notCommon, strongEnough, score: estimate?.score ?? null, acceptable: length === 'met' && notCommon !== 'unmet' && strongEnough !== 'unmet' };
}
